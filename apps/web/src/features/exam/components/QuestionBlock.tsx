import { Checkbox, Input, Radio, Space, Tag } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
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
  let input: React.ReactNode = null;
  if (q.type === QUESTION_TYPE.single)
    input = (
      <Radio.Group
        disabled={disabled}
        value={value?.keys?.[0]}
        onChange={(e) => onAnswer(q.id, { keys: [String(e.target.value)] })}
      >
        <Space orientation="vertical">
          {q.options.map((o, i) => (
            <Radio key={o.key} value={o.key}>
              {OPTION_KEYS[i]}. {o.text}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    );
  else if (q.type === QUESTION_TYPE.multiple)
    input = (
      <Checkbox.Group
        disabled={disabled}
        value={value?.keys ?? []}
        onChange={(keys) => onAnswer(q.id, { keys: keys.map(String).sort() })}
      >
        <Space orientation="vertical">
          {q.options.map((o, i) => (
            <Checkbox key={o.key} value={o.key}>
              {OPTION_KEYS[i]}. {o.text}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    );
  else if (q.type === QUESTION_TYPE.judgement)
    input = (
      <Radio.Group
        disabled={disabled}
        value={value?.keys?.[0]}
        onChange={(e) => onAnswer(q.id, { keys: [String(e.target.value)] })}
      >
        <Space orientation="vertical">
          {JUDGEMENT_KEYS.map((k) => (
            <Radio key={k} value={k}>
              {t(`exam.judgement.${k}`)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    );
  else if (q.type === QUESTION_TYPE.fill) {
    const blanks = Array.from(
      { length: Math.max(q.blankCount, 1) },
      (_, i) => value?.blanks?.[i] ?? '',
    );
    input = (
      <Space orientation="vertical" className="exam-question__blanks">
        {blanks.map((b, i) => (
          <Input
            key={i}
            disabled={disabled}
            value={b}
            maxLength={QUESTION_LIMITS.blankAnswer}
            prefix={<span className="exam-muted">{i + 1}.</span>}
            aria-label={t('exam.paper.blank', { n: i + 1 })}
            onChange={(e) => {
              const next = [...blanks];
              next[i] = e.target.value;
              onAnswer(q.id, { blanks: next }, TYPING_MS);
            }}
          />
        ))}
      </Space>
    );
  } else if (q.type === QUESTION_TYPE.qa)
    input = (
      <Input.TextArea
        disabled={disabled}
        value={value?.text ?? ''}
        maxLength={QUESTION_LIMITS.answerText}
        autoSize={{ minRows: 4, maxRows: 16 }}
        aria-label={t('exam.paper.writtenAnswer')}
        onChange={(e) => onAnswer(q.id, { text: e.target.value }, TYPING_MS)}
      />
    );

  return (
    <section className="exam-question" id={`question-${q.id}`} data-testid={`question-${q.id}`}>
      <div className="exam-question__head">
        <span className="exam-question__no">{number}.</span>
        <Tag>{t(`exam.type.${q.type}`)}</Tag>
        <span className="exam-question__score">{t('exam.paper.points', { score: q.score })}</span>
      </div>
      <div className="exam-question__stem">{q.stem}</div>
      {input && <div className="exam-question__answer">{input}</div>}
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
