import { Card, Empty, List, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MY_HOMEWORK_TABS, type MyHomeworkTab } from '@ascent/shared/homework';
import { PagedList } from '../../../components/paged-list.tsx';
import { useMyHomework } from '../hooks/use-homework.ts';
import { homeworkPath } from '../lib/homework-paths.ts';
import { SubmissionStatusTag, TimeStateTag } from '../components/homework-status-tag.tsx';
import '../homework.css';
import { formatDateTime } from '@ascent/client/i18n';

const PAGE_SIZE = 10;

/** /mine/homework: the learner's homework by state (to do, to evaluate, evaluated). */
export function MineHomeworkPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<MyHomeworkTab>('all');
  const [page, setPage] = useState(1);
  const query = useMyHomework({ tab, page, pageSize: PAGE_SIZE });
  return (
    <Card title={t('homework.mineTitle')} className="page hw-mine">
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as MyHomeworkTab);
          setPage(1);
        }}
        items={MY_HOMEWORK_TABS.map((k) => ({ key: k, label: t(`homework.tab.${k}`) }))}
      />
      <PagedList
        query={query}
        onPage={setPage}
        testId="homework-list"
        pagerClassName="hw-pager"
        empty={<Empty description={t('homework.empty')} />}
        renderItem={(row) => (
          <List.Item
            actions={[
              <Link key="open" to={homeworkPath(row.id)}>
                {t(
                  row.status === null || row.status === 'draft' || row.status === 'returned'
                    ? 'homework.doIt'
                    : 'homework.view',
                )}
              </Link>,
            ]}
          >
            <List.Item.Meta
              title={<Link to={homeworkPath(row.id)}>{row.title}</Link>}
              description={
                <span className="hw-row-meta">
                  <SubmissionStatusTag status={row.status} />
                  <TimeStateTag state={row.timeState} />
                  <Typography.Text type="secondary">
                    {t('homework.until', { date: formatDateTime(row.endAt) })}
                  </Typography.Text>
                  {row.score !== null && (
                    <Typography.Text strong>
                      {t('homework.scoreOf', { score: row.score, full: row.fullScore })}
                    </Typography.Text>
                  )}
                </span>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
