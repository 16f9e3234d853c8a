import { App, Button, Card, Descriptions, Empty, Space, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import type { TStudyPlanAdminDetail, TSubPlan } from '@ascent/shared/study-plan';
import { STUDY_PLANS_KEY, useStudyPlan } from '../hooks/use-study-plans.ts';
import { idFromSearch, planEditPath } from '../lib/study-plan-paths.ts';
import { SubPlanTag, TimeTag } from '../components/plan-status-tags.tsx';
import { ReviewDialog } from '../components/review-dialog.tsx';
import '../study-plans.css';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

/** A plan with its departments' sub-plans: what each submitted, and their review. */
export function StudyPlanDetailPage() {
  const { t } = useTranslation();
  const id = idFromSearch(useLocation().search);
  if (!id) return <Empty description={t('studyPlans.notFound')} />;
  return <PlanDetail key={id} id={id} />;
}

function PlanDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useStudyPlan(id);
  const [reviewing, setReviewing] = useState<{ id: number; decision: 'pass' | 'reject' } | null>(
    null,
  );
  if (query.isPending) return <PageSpin />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const plan = query.data;
  const person = (p: { realName: string; account: string } | null) =>
    p ? p.realName || p.account : '';
  const done = (d: TStudyPlanAdminDetail) => {
    client.setQueryData([...STUDY_PLANS_KEY, 'detail', id], d);
    void client.invalidateQueries({ queryKey: STUDY_PLANS_KEY });
    setReviewing(null);
    void message.success(t('studyPlans.reviewedDone'));
  };
  return (
    <div className="sp-admin-page" data-testid="study-plan-detail">
      <Card
        title={
          <Space wrap>
            <span>{plan.name}</span>
            <TimeTag state={plan.timeState} />
          </Space>
        }
        extra={
          <Button onClick={() => void navigate(planEditPath(plan.id))}>
            {t('studyPlans.edit')}
          </Button>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('studyPlans.form.period')}>
            {formatDateTime(plan.startAt)} ~ {formatDateTime(plan.endAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('studyPlans.form.fields')}>
            {plan.fields.map((f) => f.name).join('、') || '—'}
          </Descriptions.Item>
        </Descriptions>
        {plan.description && (
          <Typography.Paragraph className="sp-admin-text">{plan.description}</Typography.Paragraph>
        )}
      </Card>
      <Card title={t('studyPlans.subPlans')}>
        <Table<TSubPlan>
          rowKey="id"
          dataSource={plan.subPlans}
          pagination={false}
          scroll={{ x: true }}
          data-testid="subplan-table"
          expandable={{
            rowExpandable: (s) => s.items.length > 0 || plan.fields.length > 0,
            expandedRowRender: (s) => (
              <div className="sp-admin-expanded">
                <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
                  {plan.fields.map((f) => (
                    <Descriptions.Item key={f.key} label={f.name}>
                      {s.values[f.key] || '—'}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
                <ol>
                  {s.items.map((i) => (
                    <li key={`${i.kind}:${i.itemId}`}>
                      {t(`studyPlans.kind.${i.kind}`)} · {i.title || t('studyPlans.unavailable')}
                      {i.note ? ` · ${i.note}` : ''}
                    </li>
                  ))}
                </ol>
              </div>
            ),
          }}
          columns={[
            { title: t('studyPlans.form.department'), dataIndex: 'departmentName' },
            {
              title: t('studyPlans.managers'),
              key: 'managers',
              render: (_: unknown, s: TSubPlan) =>
                s.byRole ? t('studyPlans.byRole') : s.managers.map(person).join('、'),
            },
            {
              title: t('studyPlans.statusLabel'),
              dataIndex: 'status',
              render: (_: unknown, s: TSubPlan) => <SubPlanTag status={s.status} />,
            },
            {
              title: t('studyPlans.trainings'),
              key: 'items',
              render: (_: unknown, s: TSubPlan) => s.items.length,
            },
            {
              title: t('studyPlans.submitted'),
              key: 'submitted',
              render: (_: unknown, s: TSubPlan) =>
                s.submittedAt ? `${person(s.submittedBy)} ${formatDateTime(s.submittedAt)}` : '—',
            },
            { title: t('studyPlans.remark'), dataIndex: 'remark' },
            {
              title: t('studyPlans.actions'),
              ...ACTIONS_COLUMN,
              render: (_: unknown, s: TSubPlan) =>
                s.status === 'reviewing' ? (
                  <Space size={0}>
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setReviewing({ id: s.id, decision: 'pass' })}
                      data-testid="subplan-pass"
                    >
                      {t('studyPlans.pass')}
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() => setReviewing({ id: s.id, decision: 'reject' })}
                      data-testid="subplan-reject"
                    >
                      {t('studyPlans.reject')}
                    </Button>
                  </Space>
                ) : null,
            },
          ]}
        />
      </Card>
      {reviewing && (
        <ReviewDialog
          subPlanId={reviewing.id}
          decision={reviewing.decision}
          onClose={() => setReviewing(null)}
          onDone={done}
        />
      )}
    </div>
  );
}
