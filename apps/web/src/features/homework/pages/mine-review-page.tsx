import { Button, Card, Drawer, Empty, Grid, Input, List, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_TABS, type ReviewTab } from '@ascent/shared/homework';
import { PagedList } from '../../../components/paged-list.tsx';
import { useReviewList } from '../hooks/use-homework.ts';
import { SubmissionStatusTag } from '../components/homework-status-tag.tsx';
import { ReviewPanel } from '../components/review-panel.tsx';
import '../homework.css';
import { formatDateTime } from '@ascent/client/i18n';

const PAGE_SIZE = 10;

/** /mine/homework/vetting: a reviewer's submissions to evaluate and evaluated. */
export function MineReviewPage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [tab, setTab] = useState<ReviewTab>('toEvaluate');
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const query = useReviewList({ tab, page, pageSize: PAGE_SIZE, keyword: keyword || undefined });
  return (
    <Card
      title={t('homework.reviewsTitle')}
      className="page hw-mine"
      extra={
        <Input.Search
          allowClear
          placeholder={t('homework.searchTitle')}
          aria-label={t('homework.searchTitle')}
          maxLength={50}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
          className="hw-search"
        />
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as ReviewTab);
          setPage(1);
        }}
        items={REVIEW_TABS.map((k) => ({ key: k, label: t(`homework.reviewTab.${k}`) }))}
      />
      <PagedList
        query={query}
        onPage={setPage}
        testId="review-list"
        pagerClassName="hw-pager"
        empty={<Empty description={t('homework.reviewEmpty')} />}
        renderItem={(row) => (
          <List.Item
            actions={[
              <Button
                key="open"
                type="link"
                onClick={() => setOpen(row.id)}
                data-testid={`review-open-${row.id}`}
              >
                {t(row.status === 'submitted' ? 'homework.review' : 'homework.view')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={row.homeworkTitle}
              description={
                <span className="hw-row-meta">
                  <SubmissionStatusTag status={row.status} />
                  <span>
                    {row.realName} ({row.account})
                    {row.departmentName ? ` · ${row.departmentName}` : ''}
                  </span>
                  {row.submittedAt && (
                    <Typography.Text type="secondary">
                      {t('homework.submittedOn', {
                        date: formatDateTime(row.submittedAt),
                      })}
                    </Typography.Text>
                  )}
                  {row.round > 1 && <span>{t('homework.round', { round: row.round })}</span>}
                  {row.score !== null && (
                    <Typography.Text strong>
                      {t('homework.scoreOf', { score: row.score, full: row.fullScore })}
                    </Typography.Text>
                  )}
                  {row.reviewerName && (
                    <Typography.Text type="secondary">
                      {t('homework.reviewedBy', { name: row.reviewerName })}
                    </Typography.Text>
                  )}
                </span>
              }
            />
          </List.Item>
        )}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        size={screens.md ? 720 : '100%'}
        title={t('homework.reviewTitle')}
        destroyOnHidden
      >
        {open !== null && <ReviewPanel id={open} onClose={() => setOpen(null)} />}
      </Drawer>
    </Card>
  );
}
