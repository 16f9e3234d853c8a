import { translate, type MessageKey } from '@ascent/shared/errors';
import type { Locale } from '@ascent/shared/i18n';
import { OPTION_KEYS, QUESTION_TYPE, type QuestionKey } from '@ascent/shared/question';
import {
  QUESTION_SHEET_COLUMNS,
  TEMPLATE_OPTION_COUNT,
  type QuestionSheetColumn,
} from '@ascent/shared/question-admin';
import {
  DIFFICULTY_NAME_KEYS,
  OPTION_COLUMNS,
  TYPE_NAME_KEYS,
  answerCell,
  columnHeader,
} from './question-sheet.ts';
import { buildWorkbook } from '../../core/xlsx.ts';

/** The xlsx side of questions: the import template, reading an upload, writing an export. */

const WIDTH: Record<string, number> = {
  type: 12,
  sub: 10,
  stem: 48,
  answer: 20,
  analysis: 32,
  difficulty: 8,
  knowledgePoints: 20,
};

/** The sheet's columns with `options` option columns: type, part, stem, options, the rest. */
function columnsWith(options: number): QuestionSheetColumn[] {
  const [type, sub, stem, ...rest] = QUESTION_SHEET_COLUMNS;
  return [type, sub, stem, ...OPTION_COLUMNS.slice(0, options), ...rest];
}

/** A question as the sheet holds it (the export's rows, the template's examples). */
export interface SheetQuestionOut {
  type: number;
  stem: string;
  options: string[];
  key: QuestionKey;
  analysis: string;
  difficulty: number;
  knowledgePoints: string[];
  children: Omit<SheetQuestionOut, 'children'>[];
}

function rowsOf(
  questions: readonly SheetQuestionOut[],
  columns: QuestionSheetColumn[],
  locale: Locale,
): unknown[][] {
  const joiner = locale === 'en-US' ? ', ' : '、';
  const line = (q: Omit<SheetQuestionOut, 'children'>, sub: boolean) => {
    const cells: Partial<Record<QuestionSheetColumn, string>> = {
      type: translate(TYPE_NAME_KEYS[q.type as keyof typeof TYPE_NAME_KEYS], locale),
      sub: sub ? translate('question.sheetYes', locale) : '',
      stem: q.stem,
      answer: answerCell(q, locale),
      analysis: q.analysis,
      difficulty: translate(
        DIFFICULTY_NAME_KEYS[q.difficulty as 1 | 2 | 3] ?? DIFFICULTY_NAME_KEYS[2],
        locale,
      ),
      knowledgePoints: q.knowledgePoints.join(joiner),
    };
    q.options.forEach((text, i) => (cells[OPTION_COLUMNS[i]!] = text));
    return columns.map((c) => cells[c] ?? '');
  };
  return questions.flatMap((q) => [line(q, false), ...q.children.map((c) => line(c, true))]);
}

function questionSheet(questions: readonly SheetQuestionOut[], locale: Locale) {
  const most = Math.max(
    TEMPLATE_OPTION_COUNT,
    ...questions.flatMap((q) => [q.options.length, ...q.children.map((c) => c.options.length)]),
  );
  const columns = columnsWith(Math.min(most, OPTION_KEYS.length));
  return {
    name: 'questions',
    rows: [columns.map((c) => columnHeader(c, locale)), ...rowsOf(questions, columns, locale)],
    widths: columns.map((c) => WIDTH[c] ?? 16),
  };
}

/** The export: every question with its parts, in the template's form (re-importable). */
export function buildQuestionExport(
  questions: readonly SheetQuestionOut[],
  locale: Locale,
): Buffer {
  return buildWorkbook([questionSheet(questions, locale)]);
}

const HELP_KEYS: MessageKey[] = [
  'question.templateHelpType',
  'question.templateHelpOptions',
  'question.templateHelpAnswer',
  'question.templateHelpCase',
  'question.templateHelpOther',
];

/** The template: headers in the caller's language, an example of each type, and a help sheet. */
export function buildQuestionTemplate(locale: Locale): Buffer {
  return buildWorkbook([
    questionSheet(templateExamples(locale), locale),
    {
      name: 'help',
      rows: HELP_KEYS.map((k) => [translate(k, locale)]),
      widths: [120],
    },
  ]);
}

type ExampleTexts = {
  single: [string, string[], string];
  multiple: [string, string[]];
  judgement: string;
  fill: [string, string];
  qa: [string, string];
  case: [string, string, string[], string];
  points: string[];
};

const EXAMPLES: Record<Locale, ExampleTexts> = {
  'zh-CN': {
    single: [
      '发现火情时首先应该做什么？',
      ['报警', '收拾物品', '乘电梯离开', '继续工作'],
      '先报警，再组织疏散。',
    ],
    multiple: ['以下哪些属于个人防护用品？', ['安全帽', '防护手套', '办公椅', '护目镜']],
    judgement: '电气设备着火时可以直接用水扑灭。',
    fill: ['灭火器压力表指针在____区域表示压力正常。', '绿色|绿'],
    qa: [
      '请简述办公室消防疏散的基本步骤。',
      '保持冷静、报警、按疏散路线有序撤离、到集合点清点人数。',
    ],
    case: [
      '某车间发生小范围电气火灾，现场有干粉灭火器和消防栓。',
      '应首先使用哪种器材？',
      ['干粉灭火器', '消防栓'],
      '扑救前应先____。',
    ],
    points: ['消防安全', '应急处置'],
  },
  'zh-TW': {
    single: [
      '發現火情時首先應該做什麼？',
      ['報警', '收拾物品', '乘電梯離開', '繼續工作'],
      '先報警，再組織疏散。',
    ],
    multiple: ['以下哪些屬於個人防護用品？', ['安全帽', '防護手套', '辦公椅', '護目鏡']],
    judgement: '電氣設備著火時可以直接用水撲滅。',
    fill: ['滅火器壓力錶指針在____區域表示壓力正常。', '綠色|綠'],
    qa: [
      '請簡述辦公室消防疏散的基本步驟。',
      '保持冷靜、報警、按疏散路線有序撤離、到集合點清點人數。',
    ],
    case: [
      '某車間發生小範圍電氣火災，現場有乾粉滅火器和消防栓。',
      '應首先使用哪種器材？',
      ['乾粉滅火器', '消防栓'],
      '撲救前應先____。',
    ],
    points: ['消防安全', '應急處置'],
  },
  'en-US': {
    single: [
      'What should you do first when you discover a fire?',
      ['Raise the alarm', 'Pack your things', 'Take the lift', 'Keep working'],
      'Raise the alarm first, then evacuate.',
    ],
    multiple: [
      'Which of these are personal protective equipment?',
      ['Hard hat', 'Safety gloves', 'Office chair', 'Goggles'],
    ],
    judgement: 'An electrical fire may be put out with water.',
    fill: ['A fire extinguisher is charged when its gauge needle is in the ____ zone.', 'green'],
    qa: [
      'Describe the basic steps of an office fire evacuation.',
      'Stay calm, raise the alarm, leave by the escape route, gather and count at the assembly point.',
    ],
    case: [
      'A small electrical fire breaks out in a workshop that has a powder extinguisher and a hydrant.',
      'Which should be used first?',
      ['Powder extinguisher', 'Hydrant'],
      'Before fighting the fire, first ____ the power.',
    ],
    points: ['Fire safety', 'Emergency response'],
  },
};

/** One example of each type, in the caller's language. */
export function templateExamples(locale: Locale): SheetQuestionOut[] {
  const e = EXAMPLES[locale];
  const base = { analysis: '', difficulty: 2, knowledgePoints: [] as string[], children: [] };
  return [
    {
      ...base,
      type: QUESTION_TYPE.single,
      stem: e.single[0],
      options: e.single[1],
      key: { keys: ['A'] },
      analysis: e.single[2],
      difficulty: 1,
      knowledgePoints: e.points,
    },
    {
      ...base,
      type: QUESTION_TYPE.multiple,
      stem: e.multiple[0],
      options: e.multiple[1],
      key: { keys: ['A', 'B', 'D'] },
    },
    {
      ...base,
      type: QUESTION_TYPE.judgement,
      stem: e.judgement,
      options: [],
      key: { keys: ['F'] },
    },
    {
      ...base,
      type: QUESTION_TYPE.fill,
      stem: e.fill[0],
      options: [],
      key: { blanks: [e.fill[1].split('|')] },
    },
    {
      ...base,
      type: QUESTION_TYPE.qa,
      stem: e.qa[0],
      options: [],
      key: { reference: e.qa[1] },
      difficulty: 3,
    },
    {
      ...base,
      type: QUESTION_TYPE.case,
      stem: e.case[0],
      options: [],
      key: {},
      children: [
        {
          ...base,
          type: QUESTION_TYPE.single,
          stem: e.case[1],
          options: e.case[2],
          key: { keys: ['A'] },
        },
        {
          ...base,
          type: QUESTION_TYPE.fill,
          stem: e.case[3],
          options: [],
          key: { blanks: [locale === 'en-US' ? ['cut off', 'switch off'] : ['切断电源', '断电']] },
        },
      ],
    },
  ];
}
