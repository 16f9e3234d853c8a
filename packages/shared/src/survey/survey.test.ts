import { describe, expect, it } from 'vitest';
import { translateRef } from '../errors/index.ts';
import {
  answerIssues,
  charCount,
  checkAnswers,
  normalizeAnswers,
  ZSurveyQuestionSave,
  ZSurveySave,
  type SurveyQuestionRule,
  type TSurveyAnswers,
} from './index.ts';

const rule = (patch: Partial<SurveyQuestionRule> & Pick<SurveyQuestionRule, 'id' | 'type'>) => ({
  no: patch.id,
  required: true,
  optionKeys: ['A', 'B', 'C', 'D'],
  minChoices: 0,
  maxChoices: 0,
  minLength: 0,
  maxLength: 500,
  ratingMax: 5,
  ...patch,
});
const questions: SurveyQuestionRule[] = [
  rule({ id: 1, type: 'single' }),
  rule({ id: 2, type: 'multiple', minChoices: 2, maxChoices: 3 }),
  rule({ id: 3, type: 'text', required: false, minLength: 3, maxLength: 5 }),
  rule({ id: 4, type: 'rating', ratingMax: 10 }),
];
const en = (ref: string | undefined) => (ref ? translateRef(ref, 'en-US') : null);
const check = (answers: TSurveyAnswers, complete = true) =>
  en(checkAnswers(questions, answers, complete)?.ref);

describe('survey answers', () => {
  const good = { 1: { keys: ['B'] }, 2: { keys: ['A', 'C'] }, 4: { rating: 10 } };

  it('accepts a complete submission and refuses each broken rule', () => {
    expect(check(good)).toBeNull();
    expect(check({ ...good, 1: { keys: [] } })).toBe('Question 1 must be answered');
    expect(check({ ...good, 1: { keys: ['A', 'B'] } })).toBe(
      'Question 1: choose one of the offered options',
    );
    expect(check({ ...good, 2: { keys: ['A'] } })).toBe('Question 2: choose at least 2 options');
    expect(check({ ...good, 2: { keys: ['A', 'B', 'C', 'D'] } })).toBe(
      'Question 2: choose at most 3 options',
    );
    expect(check({ ...good, 2: { keys: ['A', 'E'] } })).toBe(
      'Question 2: choose one of the offered options',
    );
    expect(check({ ...good, 3: { text: ' ab ' } })).toBe('Question 3: write at least 3 characters');
    expect(check({ ...good, 3: { text: '😀😀😀' } })).toBeNull();
    expect(check({ ...good, 3: { text: 'abcdef' } })).toBe('Question 3: at most 5 characters');
    expect(check({ ...good, 4: { rating: 11 } })).toBe('Question 4: rate from 1 to 10');
    expect(check({ ...good, 4: { text: 'x' } })).toBe(
      'Question 4: choose one of the offered options',
    );
    expect(check({ ...good, 9: { rating: 1 } })).toBe(
      'The survey has changed. Please reload it and answer again',
    );
  });

  it('lets a draft leave out required answers and minimums, not maximums', () => {
    expect(check({ 2: { keys: ['A'] }, 3: { text: 'a' } }, false)).toBeNull();
    expect(check({ 2: { keys: ['A', 'B', 'C', 'D'] } }, false)).toBe(
      'Question 2: choose at most 3 options',
    );
    expect(answerIssues(questions, {}, true)).toEqual(
      new Map([
        [1, 'survey.answerRequired|{"no":1}'],
        [2, 'survey.answerRequired|{"no":2}'],
        [4, 'survey.answerRequired|{"no":4}'],
      ]),
    );
  });

  it('keeps keys in option order, trims texts and drops empty answers', () => {
    expect(
      normalizeAnswers(questions, {
        1: { keys: [] },
        2: { keys: ['C', 'A'] },
        3: { text: '  hi  ' },
        4: { rating: 0 },
      }),
    ).toEqual({ 2: { keys: ['A', 'C'] }, 3: { text: 'hi' } });
    expect(charCount('字😀a')).toBe(3);
  });

  it('checks a question definition', () => {
    const options = [
      { key: 'A', text: 'a' },
      { key: 'B', text: 'b' },
    ];
    const ref = (q: object) => ZSurveyQuestionSave.safeParse(q).error?.issues[0]?.message;
    expect(
      ref({ type: 'multiple', title: 'M', options, minChoices: 1, maxChoices: 2 }),
    ).toBeUndefined();
    expect(ref({ type: 'multiple', title: 'M', options, maxChoices: 3 })).toBe(
      'survey.choiceLimits|{"n":2}',
    );
    expect(ref({ type: 'single', title: 'S', options: options.slice(1) })).toBe(
      'survey.optionsRange',
    );
    expect(ref({ type: 'text', title: 'T', options })).toBe('common.parameterError');
    const save = ZSurveySave.safeParse({
      kind: 'vote',
      title: 'V',
      questions: [{ type: 'rating', title: 'R' }],
    });
    expect(save.error?.issues[0]?.message).toBe('survey.voteChoiceOnly');
  });
});
