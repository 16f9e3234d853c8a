import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `question.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'question.categoryNotFound': 'The question bank category does not exist',
  'question.parentCategoryNotFound': 'The parent category does not exist',
  'question.duplicateCategory': 'There is already a category named "{{name}}" at this level',
  'question.categoryHasChildren': 'The category has {{count}} sub-categories and cannot be deleted',
  'question.categoryMoveIntoSelf':
    'A category cannot be moved under itself or one of its sub-categories',
  'question.categoryInUse': 'The category holds {{count}} question banks and cannot be deleted',
  'question.bankNotFound': 'The question bank does not exist',
  'question.bankUsedByPaper':
    'The question bank "{{bank}}" is used by the paper "{{paper}}" and cannot be deleted',
  'question.notFound': 'The question does not exist',
  'question.usedByPaper':
    'The question is on the paper "{{paper}}". Remove it from the paper first',
  'question.childNotFound': 'The sub-question does not belong to this case question',
  'question.typeInvalid': 'Please choose a valid question type',
  'question.optionsTooFew': 'At least {{min}} options are needed',
  'question.optionsTooMany': 'At most {{max}} options',
  'question.optionDuplicate': 'The option repeats another option',
  'question.answerNotOption': 'The answer must name the question’s own options',
  'question.singleAnswer': 'A single choice question needs exactly one right option',
  'question.multipleAnswer': 'A multiple choice question needs at least two right options',
  'question.judgementAnswer': 'A judgement question’s answer must be True or False',
  'question.blanksRequired': 'A fill-in-the-blank question needs at least one blank',
  'question.blanksTooMany': 'At most {{max}} blanks',
  'question.blankAnswersRequired': 'Each blank needs at least one accepted answer',
  'question.blankAnswersTooMany': 'At most {{max}} accepted answers per blank',
  'question.knowledgePointsTooMany': 'At most {{max}} knowledge points',
  'question.caseChildrenRequired': 'A case question needs at least one sub-question',
  'question.caseChildrenTooMany': 'A case question has at most {{max}} sub-questions',
  'question.scoreInvalid': 'A score must be above 0 and at most 1000, with at most one decimal',
  'question.passRatioInvalid': 'The pass line must be between 1% and 100%',
  'question.importFileRequired': 'Please upload the questions as an .xlsx file',
  'question.importUnreadable': 'The file cannot be read. Please use the import template',
  'question.importEmpty': 'The file holds no questions',
  'question.importTooMany': 'At most {{max}} rows can be imported at once',
  'question.importColumnMissing': 'The file has no "{{name}}" column',
  'question.importTypeUnknown': 'Unknown question type "{{value}}"',
  'question.importDifficultyUnknown': 'Unknown difficulty "{{value}}"',
  'question.importSubWithoutCase': 'A sub-question must follow a case question',
  'question.importCaseInCase': 'A case question cannot be a sub-question',
  'question.importOptionGap': 'The options cannot skip a column',
  'question.importDone': 'Questions imported: {{imported}}',
  'question.importRefused': '{{failed}} rows have problems: nothing was imported',
  'question.exportTooMany':
    'At most {{max}} questions can be exported at once. Please narrow the filters',
  'question.columnType': 'Type',
  'question.columnSub': 'Case part',
  'question.columnStem': 'Question',
  'question.columnOption': 'Option {{key}}',
  'question.columnAnswer': 'Answer',
  'question.columnAnalysis': 'Analysis',
  'question.columnDifficulty': 'Difficulty',
  'question.columnKnowledgePoints': 'Knowledge points',
  'question.typeSingle': 'Single choice',
  'question.typeMultiple': 'Multiple choice',
  'question.typeJudgement': 'Judgement',
  'question.typeFill': 'Fill in the blank',
  'question.typeQa': 'Q&A',
  'question.typeCase': 'Case',
  'question.difficultyEasy': 'Easy',
  'question.difficultyMedium': 'Medium',
  'question.difficultyHard': 'Hard',
  'question.judgementTrue': 'True',
  'question.judgementFalse': 'False',
  'question.sheetYes': 'Yes',
  'question.paperNotFound': 'The paper does not exist',
  'question.paperQuestionsRequired': 'Please add questions to the paper',
  'question.paperQuestionsTooMany': 'A paper holds at most {{max}} questions',
  'question.paperQuestionRepeated': 'The paper holds the same question twice',
  'question.paperQuestionUnavailable':
    'Question {{id}} does not exist or was deleted. Please remove it from the paper',
  'question.paperRulesRequired': 'Please add drawing rules to the random paper',
  'question.paperRulesTooMany': 'At most {{max}} drawing rules',
  'question.paperRulesOverlap':
    'Rule {{index}} could draw the same questions as an earlier rule (same bank and type, same or any difficulty)',
  'question.rulePoolShort':
    'Rule {{index}}: the bank "{{bank}}" has only {{available}} matching questions, fewer than {{count}}',
  'question.paperInUse': 'The paper "{{paper}}" is used by "{{user}}" and cannot be deleted',
  'question.templateHelpType':
    'Type: Single choice, Multiple choice, Judgement, Fill in the blank, Q&A or Case (or the codes 1, 2, 3, 4, 5, 8).',
  'question.templateHelpOptions':
    'Options: fill Option A, Option B, ... in order without gaps; add the columns Option G to Option Z when needed.',
  'question.templateHelpAnswer':
    'Answer: choices give the letters (AC or A,C); judgement True or False; fill in the blank separates blanks with ; and the accepted answers of one blank with |; Q&A gives the reference answer.',
  'question.templateHelpCase':
    'Case: write the case material as the question, then put its sub-questions on the rows right below with Case part = Yes.',
  'question.templateHelpOther':
    'Difficulty: Easy, Medium or Hard (Medium when empty). Separate knowledge points with commas. Only the first sheet is read; keep the header row.',
} satisfies Translation<typeof zhCN>;
