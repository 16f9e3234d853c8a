import { Alert, Card, Descriptions, Empty, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { THomeworkDetail } from '@ascent/shared/homework';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { HOMEWORK_KEY, useHomework } from '../hooks/use-homework.ts';
import { idFromSearch } from '../lib/homework-paths.ts';
import { TimeStateTag } from '../components/homework-status-tag.tsx';
import { ResultSummary } from '../components/result-summary.tsx';
import { StepsEditor } from '../components/steps-editor.tsx';
import { SubmissionView } from '../components/submission-view.tsx';
import '../homework.css';
import { formatDateTime } from '@ascent/client/i18n';

/** /questionnaire/homework?id=: a homework's steps, answered and handed in, or its result. */
export function HomeworkPage() {
  const { t } = useTranslation();
  const id = idFromSearch(useLocation().search);
  if (!id) return <Empty className="page" description={t('homework.notFound')} />;
  return <Homework key={id} id={id} />;
}

function Homework({ id }: { id: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useHomework(id);
  if (query.isPending) return <PageSpin />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const hw = query.data;
  const changed = (detail?: THomeworkDetail) => {
    if (detail) client.setQueryData([...HOMEWORK_KEY, 'detail', id], detail);
    void client.invalidateQueries({ queryKey: HOMEWORK_KEY });
  };
  return (
    <div className="page hw-page" data-testid="homework-page">
      <Card>
        <Typography.Title level={3} className="hw-title">
          {hw.title}
        </Typography.Title>
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
          <Descriptions.Item label={t('homework.window')}>
            {formatDateTime(hw.startAt)} – {formatDateTime(hw.endAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('homework.timeLabel')}>
            <TimeStateTag state={hw.timeState} />
          </Descriptions.Item>
          <Descriptions.Item label={t('homework.fullScore')}>{hw.fullScore}</Descriptions.Item>
        </Descriptions>
        {hw.description ? (
          <Typography.Paragraph className="hw-text hw-description">
            {hw.description}
          </Typography.Paragraph>
        ) : null}
      </Card>
      {hw.submission && hw.submission.status !== 'draft' && (
        <Card title={t('homework.result')}>
          <ResultSummary submission={hw.submission} fullScore={hw.fullScore} />
        </Card>
      )}
      <Card title={t('homework.steps', { count: hw.steps.length })}>
        {hw.canEdit ? (
          // Keyed by the submission's state, so a return or a hand-in starts from the server's answers.
          <StepsEditor
            key={`${hw.submission?.status ?? 'new'}-${hw.submission?.round ?? 0}`}
            homework={hw}
            onChanged={changed}
          />
        ) : (
          <>
            {hw.refusal && (
              <Alert
                type="info"
                showIcon
                message={hw.refusal}
                className="hw-refusal"
                data-testid="homework-refusal"
              />
            )}
            <SubmissionView steps={hw.steps} submission={hw.submission} />
          </>
        )}
      </Card>
    </div>
  );
}
