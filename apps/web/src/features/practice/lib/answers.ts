import {
  OPTION_KEYS,
  QUESTION_TYPE,
  type LearnerQuestion,
  type QuestionKey,
  type TAnswerValue,
} from '@ascent/shared/question';

/** Every answerable unit of a paper, in order: plain questions and the parts of cases. */
export function unitsOf(questions: readonly LearnerQuestion[]): LearnerQuestion[] {
  return questions.flatMap((q) => (q.children.length ? q.children : [q]));
}

/**
 * The letter an option is shown with: options are lettered by their position on this paper
 * (they may be shuffled), while answers keep the stored keys.
 */
export function letterOf(options: readonly { key: string }[], key: string): string {
  const i = options.findIndex((o) => o.key === key);
  return i >= 0 ? (OPTION_KEYS[i] ?? key) : key;
}

/**
 * A correct answer (or a learner's) as text: option letters as shown, judgement as the words
 * for true and false, blanks one after another, a written answer as it is.
 */
export function describeAnswer(
  q: Pick<LearnerQuestion, 'type' | 'options'>,
  value: QuestionKey | TAnswerValue | null | undefined,
  words: { true: string; false: string; none: string },
): string {
  if (!value) return words.none;
  if (q.type === QUESTION_TYPE.judgement) {
    const k = 'keys' in value ? value.keys?.[0] : undefined;
    return k === 'T' ? words.true : k === 'F' ? words.false : words.none;
  }
  if (q.type === QUESTION_TYPE.fill) {
    const blanks = 'blanks' in value ? value.blanks : undefined;
    if (!blanks?.length) return words.none;
    return blanks
      .map((b, i) => `${i + 1}. ${Array.isArray(b) ? b.join(' / ') : b || words.none}`)
      .join('  ');
  }
  if (q.type === QUESTION_TYPE.qa) {
    const text = 'reference' in value ? value.reference : 'text' in value ? value.text : '';
    return text?.trim() ? text : words.none;
  }
  const keys = 'keys' in value ? (value.keys ?? []) : [];
  if (!keys.length) return words.none;
  return keys
    .map((k) => letterOf(q.options, k))
    .sort()
    .join(', ');
}
