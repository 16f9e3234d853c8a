import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { THomeworkSubmission } from '@ascent/shared/homework';
import { SubmissionStatusTag } from './homework-status-tag.tsx';
import { ReviewHistory } from './review-history.tsx';
import { formatDateTime } from '@ascent/client/i18n';

/** The submission's state, score and the reviewer's comment, with the review history. */
export function ResultSummary({
  submission,
  fullScore,
}: {
  submission: THomeworkSubmission;
  fullScore: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="hw-result">
      {submission.status === 'returned' && (
        <Alert
          type="warning"
          showIcon
          message={t('homework.returnedTitle')}
          description={<span className="hw-text">{submission.comment}</span>}
          data-testid="homework-returned"
        />
      )}
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} className="hw-result__facts">
        <Descriptions.Item label={t('homework.statusLabel')}>
          <SubmissionStatusTag status={submission.status} />
        </Descriptions.Item>
        {submission.submittedAt && (
          <Descriptions.Item label={t('homework.submittedAt')}>
            {formatDateTime(submission.submittedAt)}
          </Descriptions.Item>
        )}
        {submission.status === 'evaluated' && submission.score !== null && (
          <Descriptions.Item label={t('homework.score')}>
            <span data-testid="homework-score">
              {t('homework.scoreOf', { score: submission.score, full: fullScore })}
            </span>
          </Descriptions.Item>
        )}
        {submission.status === 'evaluated' && submission.comment && (
          <Descriptions.Item label={t('homework.comment')}>
            <span className="hw-text">{submission.comment}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      <ReviewHistory reviews={submission.reviews} fullScore={fullScore} />
    </div>
  );
}
