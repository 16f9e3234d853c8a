import { Alert, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed, PageSpin, RichText } from '@ascent/client/ui';
import { useSurvey } from '../hooks/use-survey.ts';
import { windowText } from '../lib/survey-window.ts';
import { SurveyForm } from './survey-form.tsx';
import { SurveyStateTag } from './survey-state-tag.tsx';
import { SurveySubmitted } from './survey-submitted.tsx';

/**
 * One survey as the learner opens it: its header, its state (not begun, overdue, precondition
 * with the spec's messages), the form while open, the submitted view afterwards.
 */
export function SurveyView({ surveyId, targetId }: { surveyId: number; targetId?: number }) {
  const { t } = useTranslation();
  const query = useSurvey({ surveyId, ...(targetId ? { targetId } : {}) });
  if (query.isPending) return <PageSpin />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const d = query.data;
  const window = windowText(d.startAt, d.endAt, t);
  return (
    <Card className="survey-page" data-testid="survey-view">
      <Typography.Title level={2} className="survey-page__title">
        {d.title}
      </Typography.Title>
      <Space wrap className="survey-page__meta">
        <Tag color="blue">{t(`survey.kind.${d.kind}`)}</Tag>
        {d.anonymous ? <Tag>{t('survey.anonymous')}</Tag> : null}
        <SurveyStateTag state={d.state} evaluation={d.kind === 'evaluation'} />
        {window ? <Typography.Text type="secondary">{window}</Typography.Text> : null}
      </Space>
      {d.target ? (
        <Typography.Paragraph className="survey-page__target" data-testid="survey-target">
          {t('survey.evaluate.target', {
            name: d.target.name,
            department: d.target.departmentName || '-',
          })}
        </Typography.Paragraph>
      ) : null}
      {d.intro ? <RichText className="survey-page__intro" html={d.intro} /> : null}
      {d.state === 'open' ? (
        <SurveyForm key={`${d.id}:${targetId ?? 0}`} detail={d} targetId={targetId} />
      ) : d.state === 'submitted' ? (
        <SurveySubmitted detail={d} />
      ) : (
        <Alert type="warning" showIcon message={d.refusal} data-testid="survey-refusal" />
      )}
    </Card>
  );
}
