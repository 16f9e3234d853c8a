import { Card, Empty, List, Progress, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../components/paged-list.tsx';
import { useManagedPlans, useMyPlans } from '../hooks/use-study-plan.ts';
import { studyPlanPath } from '../lib/study-plan-paths.ts';
import { PlanTimeTag, SubPlanStatusTag } from '../components/plan-tags.tsx';
import '../study-plan.css';
import { formatDate } from '@ascent/client/i18n';

const PAGE_SIZE = 10;

/** /mine/studyPlan: the plans that concern me, and the department sub-plans I manage. */
export function MineStudyPlansPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'mine' | 'managed'>('mine');
  return (
    <Card title={t('studyPlan.title')} className="page sp-page">
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as 'mine' | 'managed')}
        items={[
          { key: 'mine', label: t('studyPlan.tab.mine') },
          { key: 'managed', label: t('studyPlan.tab.managed') },
        ]}
      />
      {tab === 'mine' ? <MyPlans /> : <ManagedPlans />}
    </Card>
  );
}

function MyPlans() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useMyPlans({ page, pageSize: PAGE_SIZE });
  return (
    <PagedList
      query={query}
      onPage={setPage}
      testId="study-plan-list"
      pagerClassName="sp-pager"
      empty={<Empty description={t('studyPlan.emptyMine')} />}
      renderItem={(row) => (
        <List.Item data-testid="study-plan-row">
          <List.Item.Meta
            title={<Link to={studyPlanPath(row.id)}>{row.name}</Link>}
            description={
              <span className="sp-meta">
                <PlanTimeTag state={row.timeState} />
                <Typography.Text type="secondary">
                  {formatDate(row.startAt)} – {formatDate(row.endAt)}
                </Typography.Text>
                <Progress
                  className="sp-progress"
                  size="small"
                  percent={
                    row.itemCount ? Math.round((row.completedCount / row.itemCount) * 100) : 0
                  }
                />
              </span>
            }
          />
        </List.Item>
      )}
    />
  );
}

function ManagedPlans() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useManagedPlans({ page, pageSize: PAGE_SIZE });
  return (
    <PagedList
      query={query}
      onPage={setPage}
      testId="managed-plan-list"
      pagerClassName="sp-pager"
      empty={<Empty description={t('studyPlan.emptyManaged')} />}
      renderItem={(row) => (
        <List.Item
          data-testid="managed-plan-row"
          actions={[
            <Link key="open" to={studyPlanPath(row.planId)}>
              {row.status === 'draft' || row.status === 'rejected'
                ? t('studyPlan.fillIn')
                : t('studyPlan.view')}
            </Link>,
          ]}
        >
          <List.Item.Meta
            title={<Link to={studyPlanPath(row.planId)}>{row.planName}</Link>}
            description={
              <span className="sp-meta">
                <Typography.Text>{row.departmentName}</Typography.Text>
                <SubPlanStatusTag status={row.status} />
                <PlanTimeTag state={row.timeState} />
                <Typography.Text type="secondary">
                  {formatDate(row.startAt)} – {formatDate(row.endAt)}
                </Typography.Text>
                {row.status === 'rejected' && row.remark && (
                  <Typography.Text type="danger">
                    {t('studyPlan.rejectedBecause', { reason: row.remark })}
                  </Typography.Text>
                )}
              </span>
            }
          />
        </List.Item>
      )}
    />
  );
}
