import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LearnerQuestion, QuestionKey, TAnswerValue } from '@ascent/shared/question';
import { describeAnswer } from '../lib/answers.ts';

/** What a marked unit shows: right or wrong, the correct answer and the analysis. */
export interface MarkInfo {
  correct: boolean | null;
  key: QuestionKey;
  analysis: string;
  /** The points got, shown in results. */
  score?: number;
  /** Results: the unit was left unanswered. */
  unanswered?: boolean;
}

export function MarkFeedback({
  question,
  mark,
  answer,
}: {
  question: LearnerQuestion;
  mark: MarkInfo;
  /** The learner's answer, shown in results (the input shows it while answering). */
  answer?: TAnswerValue | null;
}) {
  const { t } = useTranslation();
  const words = {
    true: t('practice.true'),
    false: t('practice.false'),
    none: t('practice.mark.none'),
  };
  const type = mark.unanswered
    ? 'warning'
    : mark.correct === null
      ? 'info'
      : mark.correct
        ? 'success'
        : 'error';
  const title = mark.unanswered
    ? t('practice.mark.unanswered')
    : mark.correct === null
      ? t('practice.mark.unscored')
      : t(mark.correct ? 'practice.mark.correct' : 'practice.mark.wrong');
  return (
    <Alert
      className="practice-mark"
      type={type}
      showIcon
      data-testid={`practice-mark-${question.id}`}
      data-correct={String(mark.correct)}
      title={
        <span>
          {title}
          {mark.score !== undefined && (
            <Typography.Text type="secondary">
              {' '}
              · {t('practice.paper.score', { score: mark.score })}
            </Typography.Text>
          )}
        </span>
      }
      description={
        <div className="practice-mark__body">
          {answer !== undefined && (
            <div>
              {t('practice.mark.yours', { answer: describeAnswer(question, answer, words) })}
            </div>
          )}
          <div>{t('practice.mark.key', { key: describeAnswer(question, mark.key, words) })}</div>
          {mark.analysis && (
            <div className="practice-mark__analysis">
              <strong>{t('practice.mark.analysis')}</strong> {mark.analysis}
            </div>
          )}
        </div>
      }
    />
  );
}
