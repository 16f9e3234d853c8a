import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SurveyDetail } from '@ascent/shared/survey';
import { QuestionField } from './question-field.tsx';
import { ResultBars } from './result-bars.tsx';
import { formatDateTime } from '@ascent/client/i18n';

/**
 * A submitted survey: when, the learner's own answers (a named survey keeps them; an anonymous
 * one does not), and the tallies when the survey shows them to those who answered.
 */
export function SurveySubmitted({ detail }: { detail: SurveyDetail }) {
  const { t } = useTranslation();
  const evaluation = detail.kind === 'evaluation';
  return (
    <div className="survey-submitted" data-testid="survey-submitted">
      <Alert
        type="success"
        showIcon
        message={evaluation ? t('survey.done.evaluated') : t('survey.done.submitted')}
        description={
          detail.submittedAt
            ? t('survey.done.at', { time: formatDateTime(detail.submittedAt) })
            : undefined
        }
      />
      {detail.results ? (
        <section className="survey-section">
          <Typography.Title level={4}>{t('survey.results.title')}</Typography.Title>
          <ResultBars results={detail.results} />
        </section>
      ) : null}
      {detail.submission ? (
        <section className="survey-section">
          <Typography.Title level={4}>{t('survey.done.yourAnswers')}</Typography.Title>
          {detail.questions.map((q) => (
            <QuestionField
              key={q.id}
              question={q}
              value={detail.submission?.[String(q.id)]}
              disabled
            />
          ))}
        </section>
      ) : detail.anonymous ? (
        <Typography.Paragraph type="secondary" className="survey-section">
          {t('survey.done.anonymous')}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
