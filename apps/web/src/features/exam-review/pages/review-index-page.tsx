import { Badge, Card, Empty, List, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../components/paged-list.tsx';
import type { ReviewTab } from '../api/exam-review-api.ts';
import { useReviewExams } from '../hooks/use-exam-review.ts';
import { reviewMemberPath } from '../lib/review-paths.ts';
import '../exam-review.css';
import { formatDateTime } from '@ascent/client/i18n';

/** /mine/review/index: the exams the reviewer marks, those waiting and those done. */
export function ReviewIndexPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ReviewTab>('pending');
  const [page, setPage] = useState(1);
  const q = useReviewExams(tab, page);

  const body = (
    <PagedList
      query={q}
      onPage={setPage}
      testId="review-exams"
      pagerClassName="review-pager"
      empty={
        <Empty description={t(tab === 'pending' ? 'examReview.noPending' : 'examReview.noDone')} />
      }
      renderItem={(e) => (
        <List.Item
          actions={[
            <Link key="open" to={reviewMemberPath(e.examId, tab)}>
              {t(tab === 'pending' ? 'examReview.markNow' : 'examReview.view')}
            </Link>,
          ]}
        >
          <List.Item.Meta
            title={<Link to={reviewMemberPath(e.examId, tab)}>{e.name}</Link>}
            description={
              <Space wrap size={4}>
                <span>{t('examReview.endsAt', { time: formatDateTime(e.endAt) })}</span>
                <Tag color={e.pending ? 'gold' : 'default'}>
                  {t('examReview.pendingCount', { count: e.pending })}
                </Tag>
                <Tag color="green">{t('examReview.markedCount', { count: e.marked })}</Tag>
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );

  return (
    <Card title={t('examReview.title.index')} className="review-page">
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as ReviewTab);
          setPage(1);
        }}
        items={(['pending', 'done'] as const).map((k) => ({
          key: k,
          label:
            k === 'pending' && tab === 'pending' && q.data?.total ? (
              <Badge count={q.data.total} offset={[10, 0]} size="small">
                {t('examReview.tab.pending')}
              </Badge>
            ) : (
              t(`examReview.tab.${k}`)
            ),
        }))}
      />
      {body}
    </Card>
  );
}
