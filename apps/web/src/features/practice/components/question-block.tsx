import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LearnerQuestion, TAnswerValue } from '@ascent/shared/question';
import { QuestionInput } from './question-input.tsx';
import { MarkFeedback, type MarkInfo } from './mark-feedback.tsx';

export interface QuestionBlockProps {
  question: LearnerQuestion;
  /** The number shown before the stem ("3", or "3.1" for a case's part). */
  number: string;
  values: Record<string, TAnswerValue | null | undefined>;
  onChange?: (questionId: number, value: TAnswerValue) => void;
  /** Marks by unit id: shown under the unit, whose input is then locked. */
  marks?: Record<string, MarkInfo | undefined>;
  /** Results: show the learner's answer in the mark too. */
  showAnswer?: boolean;
  disabled?: boolean;
  showScore?: boolean;
}

/** One question with its answer field and, once marked, its mark; a case with its parts. */
export function QuestionBlock(props: QuestionBlockProps) {
  const { question: q, number, values, marks, disabled, showScore } = props;
  const { t } = useTranslation();
  const mark = marks?.[q.id];
  return (
    <section className="practice-question" data-testid={`question-${q.id}`}>
      <div className="practice-question__head">
        <Typography.Text strong>{number}.</Typography.Text>
        <Tag>{t(`practice.type.${q.type}`)}</Tag>
        {showScore && (
          <Typography.Text type="secondary">
            {t('practice.paper.score', { score: q.score })}
          </Typography.Text>
        )}
      </div>
      <div className="practice-question__stem">{q.stem}</div>
      {q.children.length ? (
        <div className="practice-question__parts">
          {q.children.map((c, i) => (
            <QuestionBlock key={c.id} {...props} question={c} number={`${number}.${i + 1}`} />
          ))}
        </div>
      ) : (
        <>
          <QuestionInput
            question={q}
            value={values[q.id]}
            disabled={disabled || !!mark || !props.onChange}
            onChange={(v) => props.onChange?.(q.id, v)}
          />
          {mark && (
            <MarkFeedback
              question={q}
              mark={mark}
              answer={props.showAnswer ? (values[q.id] ?? null) : undefined}
            />
          )}
        </>
      )}
    </section>
  );
}
