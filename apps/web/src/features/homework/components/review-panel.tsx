import { App, Descriptions, Divider, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { REVIEW_KEY, useReview } from '../hooks/use-homework.ts';
import { ResultSummary } from './result-summary.tsx';
import { SubmissionView } from './submission-view.tsx';
import { ReviewForm } from './review-form.tsx';

/** One submission for a reviewer: the learner, the answers, the history, and the decision. */
export function ReviewPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const query = useReview(id);
  if (query.isPending) return <PageSpin />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const detail = query.data;
  return (
    <div className="hw-review" data-testid="review-panel">
      <Typography.Title level={4}>{detail.homework.title}</Typography.Title>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('homework.learner')}>
          {detail.learner.realName} ({detail.learner.account})
        </Descriptions.Item>
        <Descriptions.Item label={t('homework.department')}>
          {detail.learner.departmentName || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('homework.roundLabel')}>
          {detail.submission.round}
        </Descriptions.Item>
      </Descriptions>
      <ResultSummary submission={detail.submission} fullScore={detail.homework.fullScore} />
      <SubmissionView steps={detail.homework.steps} submission={detail.submission} reviewer />
      {detail.canVet && (
        <>
          <Divider />
          <ReviewForm
            detail={detail}
            onDone={(action) => {
              void message.success(
                t(action === 'evaluate' ? 'homework.evaluatedDone' : 'homework.returnedDone'),
              );
              void client.invalidateQueries({ queryKey: REVIEW_KEY });
              onClose();
            }}
          />
        </>
      )}
    </div>
  );
}
