import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageSpin } from '@ascent/client/ui';
import { useReviewMembers } from '../hooks/use-exam-review.ts';
import { REVIEW_PATHS, idParam, reviewEditPath, reviewMemberPath } from '../lib/review-paths.ts';
import '../exam-review.css';

/** /exam/review/end?examId=: marking of a sheet is done; on to the next one or back. */
export function ReviewEndPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const examId = idParam(params.get('examId'));
  const q = useReviewMembers(examId, 'pending', 1);

  if (examId === null || q.isError)
    return (
      <Result
        status="warning"
        title={q.error?.message ?? t('examReview.notFound')}
        extra={<Link to={REVIEW_PATHS.index}>{t('examReview.backToList')}</Link>}
      />
    );
  if (q.isPending) return <PageSpin />;
  const next = q.data.list[0];
  return (
    <Result
      status="success"
      className="review-page"
      title={t('examReview.endTitle', { name: q.data.examName })}
      subTitle={t('examReview.endCounts', { pending: q.data.pending, marked: q.data.marked })}
      extra={
        <Space wrap>
          {next && (
            <Button
              type="primary"
              onClick={() => void navigate(reviewEditPath(next.attemptId))}
              data-testid="review-next"
            >
              {t('examReview.next')}
            </Button>
          )}
          <Button onClick={() => void navigate(reviewMemberPath(examId))}>
            {t('examReview.backToSheets')}
          </Button>
          <Button onClick={() => void navigate(REVIEW_PATHS.index)}>
            {t('examReview.backToList')}
          </Button>
        </Space>
      }
    />
  );
}
