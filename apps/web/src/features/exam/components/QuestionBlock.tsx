import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '@ascent/client/ui';
import {
  JUDGEMENT_KEYS,
  OPTION_KEYS,
  QUESTION_LIMITS,
  QUESTION_TYPE,
  type LearnerQuestion,
  type TAnswerValue,
} from '@ascent/shared/question';
import type { AnswerEntry } from '../lib/answer-sync.ts';

/** How long typing waits before a save goes out. */
const TYPING_MS = 800;

export interface QuestionBlockProps {
  question: LearnerQuestion;
  /** Its number on the paper ("3" or, for a case's part, "3.2"). */
  number: string;
  /** Saved answers by question id. */
  answerOf: (questionId: number) => AnswerEntry | undefined;
  onAnswer: (questionId: number, value: TAnswerValue, delayMs?: number) => void;
  disabled?: boolean;
  /** The seqs of this question's answers (its parts' for a case): a change re-renders it. */
  seqKey: string;
}

/** The `seqKey` of a question: its own answer's seq, or its parts'. */
export const seqKeyOf = (q: LearnerQuestion, answerOf: QuestionBlockProps['answerOf']) =>
  (q.children.length ? q.children : [q]).map((x) => answerOf(x.id)?.seq ?? 0).join(',');

/**
 * One question as the examinee answers it: the stem and, by type, options (lettered by their
 * position), true or false, one input per blank, or a written answer; a case shows its parts.
 * Made without the component kit (the paper is a `withoutKit` page): native radio buttons and
 * check boxes in a fieldset whose legend is the question (large targets: the whole option is
 * the label), text inputs for the blanks, a text area for a written answer.
 */
function QuestionBlockView({
  question: q,
  number,
  answerOf,
  onAnswer,
  disabled,
}: QuestionBlockProps) {
  const { t } = useTranslation();
  const value = answerOf(q.id)?.value;
  const name = `question-${q.id}`;
  let input: React.ReactNode = null;
  if (q.type === QUESTION_TYPE.single || q.type === QUESTION_TYPE.judgement) {
    const choices =
      q.type === QUESTION_TYPE.single
        ? q.options.map((o, i) => ({ key: o.key, label: `${OPTION_KEYS[i]}. ${o.text}` }))
        : JUDGEMENT_KEYS.map((k) => ({ key: k, label: t(`exam.judgement.${k}`) }));
    const chosen = value?.keys?.[0];
    input = (
      <div className="exam-choices">
        {choices.map((c) => (
          <label key={c.key} className="exam-choice">
            <input
              type="radio"
              name={name}
              value={c.key}
              checked={chosen === c.key}
              disabled={disabled}
              onChange={() => onAnswer(q.id, { keys: [c.key] })}
            />
            <span className="exam-choice__text">{c.label}</span>
          </label>
        ))}
      </div>
    );
  } else if (q.type === QUESTION_TYPE.multiple) {
    const keys = value?.keys ?? [];
    input = (
      <div className="exam-choices">
        {q.options.map((o, i) => (
          <label key={o.key} className="exam-choice">
            <input
              type="checkbox"
              name={name}
              value={o.key}
              checked={keys.includes(o.key)}
              disabled={disabled}
              onChange={(e) =>
                onAnswer(q.id, {
                  keys: (e.target.checked
                    ? [...keys, o.key]
                    : keys.filter((k) => k !== o.key)
                  ).sort(),
                })
              }
            />
            <span className="exam-choice__text">
              {OPTION_KEYS[i]}. {o.text}
            </span>
          </label>
        ))}
      </div>
    );
  } else if (q.type === QUESTION_TYPE.fill) {
    const blanks = Array.from(
      { length: Math.max(q.blankCount, 1) },
      (_, i) => value?.blanks?.[i] ?? '',
    );
    input = (
      <div className="exam-question__blanks">
        {blanks.map((b, i) => (
          <label key={i} className="exam-blank">
            <span className="exam-blank__no" aria-hidden="true">
              {i + 1}.
            </span>
            <input
              type="text"
              className="plain-input exam-input"
              disabled={disabled}
              value={b}
              maxLength={QUESTION_LIMITS.blankAnswer}
              aria-label={t('exam.paper.blank', { n: i + 1 })}
              autoComplete="off"
              onChange={(e) => {
                const next = [...blanks];
                next[i] = e.target.value;
                onAnswer(q.id, { blanks: next }, TYPING_MS);
              }}
            />
          </label>
        ))}
      </div>
    );
  } else if (q.type === QUESTION_TYPE.qa)
    input = (
      <TextArea
        className="exam-input--text"
        disabled={disabled}
        value={value?.text ?? ''}
        maxLength={QUESTION_LIMITS.answerText}
        rows={5}
        aria-label={t('exam.paper.writtenAnswer')}
        onChange={(e) => onAnswer(q.id, { text: e.target.value }, TYPING_MS)}
      />
    );

  // Options are a group named by the question's number and stem (a fieldset and its legend).
  const grouped =
    q.type === QUESTION_TYPE.single ||
    q.type === QUESTION_TYPE.multiple ||
    q.type === QUESTION_TYPE.judgement ||
    q.type === QUESTION_TYPE.fill;
  const head = (
    <>
      <span className="exam-question__head">
        <span className="exam-question__no">{number}.</span>
        <span className="exam-tag">{t(`exam.type.${q.type}`)}</span>
        <span className="exam-question__score">{t('exam.paper.points', { score: q.score })}</span>
      </span>
      <span className="exam-question__stem">{q.stem}</span>
    </>
  );
  return (
    <section className="exam-question" id={`question-${q.id}`} data-testid={`question-${q.id}`}>
      {grouped ? (
        <fieldset className="exam-question__group">
          <legend className="exam-question__legend">{head}</legend>
          <div className="exam-question__answer">{input}</div>
        </fieldset>
      ) : (
        <>
          <div className="exam-question__legend">{head}</div>
          {input && <div className="exam-question__answer">{input}</div>}
        </>
      )}
      {q.children.length > 0 && (
        <div className="exam-question__parts">
          {q.children.map((c, i) => (
            <QuestionBlock
              key={c.id}
              question={c}
              number={`${number}.${i + 1}`}
              answerOf={answerOf}
              onAnswer={onAnswer}
              disabled={disabled}
              seqKey={seqKeyOf(c, answerOf)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

export const QuestionBlock = memo(QuestionBlockView);
