import { Button, Card, Empty, List, Pagination, Result, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import type { ReviewTab } from '../api/exam-review-api.ts';
import { useReviewMembers } from '../hooks/use-exam-review.ts';
import { REVIEW_PATHS, idParam, reviewEditPath } from '../lib/review-paths.ts';
import '../exam-review.css';
import { formatDateTime } from '@ascent/client/i18n';

/** /mine/review/member?examId=: one exam's answer sheets waiting for marks, and those marked. */
export function ReviewMemberPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const examId = idParam(params.get('examId'));
  const [tab, setTab] = useState<ReviewTab>(params.get('tab') === 'done' ? 'done' : 'pending');
  const [page, setPage] = useState(1);
  const q = useReviewMembers(examId, tab, page);

  if (examId === null)
    return (
      <Result
        status="404"
        title={t('examReview.notFound')}
        extra={<Link to={REVIEW_PATHS.index}>{t('examReview.backToList')}</Link>}
      />
    );
  if (q.isPending) return <PageSpin />;
  if (q.isError && !q.data)
    return (
      <Result
        status="warning"
        title={q.error.message}
        extra={<Link to={REVIEW_PATHS.index}>{t('examReview.backToList')}</Link>}
      />
    );
  const data = q.data!;

  return (
    <Card
      className="review-page"
      title={
        <Space wrap>
          <Link to={REVIEW_PATHS.index}>{t('examReview.title.index')}</Link>
          <span>/</span>
          <span>{data.examName}</span>
        </Space>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as ReviewTab);
          setPage(1);
        }}
        items={[
          { key: 'pending', label: t('examReview.tab.pendingCount', { count: data.pending }) },
          { key: 'done', label: t('examReview.tab.doneCount', { count: data.marked }) },
        ]}
      />
      {q.isError && <LoadFailed error={q.error} onRetry={() => void q.refetch()} />}
      {!data.list.length ? (
        <Empty
          description={t(
            tab === 'pending' ? 'examReview.noPendingSheets' : 'examReview.noDoneSheets',
          )}
        />
      ) : (
        <>
          <List
            dataSource={data.list}
            data-testid="review-members"
            renderItem={(m) => (
              <List.Item
                actions={[
                  <Button
                    key="mark"
                    type={tab === 'pending' ? 'primary' : 'default'}
                    size="small"
                    onClick={() => void navigate(reviewEditPath(m.attemptId))}
                    data-testid={`review-open-${m.attemptId}`}
                  >
                    {t(tab === 'pending' ? 'examReview.mark' : 'examReview.revise')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={`${m.name || m.account} (${m.account})`}
                  description={
                    <Space wrap size={4}>
                      {m.departmentName && <span>{m.departmentName}</span>}
                      <span>
                        {t('examReview.submittedAt', {
                          time: m.submittedAt ? formatDateTime(m.submittedAt) : '-',
                        })}
                      </span>
                      {m.status === 'marked' && m.score !== null && (
                        <Tag color="green">{t('examReview.scoreIs', { score: m.score })}</Tag>
                      )}
                    </Space>
                  }
                />
              </List.Item>
            )}
          />
          <Pagination
            className="review-pager"
            current={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onChange={setPage}
            showSizeChanger={false}
            hideOnSinglePage
          />
        </>
      )}
    </Card>
  );
}
