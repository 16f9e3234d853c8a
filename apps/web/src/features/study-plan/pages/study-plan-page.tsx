import {
  Alert,
  Card,
  Descriptions,
  Empty,
  List,
  Progress,
  Space,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TStudyPlanDetail } from '@ascent/shared/study-plan';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { STUDY_PLAN_KEY, useReviewTrail, useStudyPlan } from '../hooks/use-study-plan.ts';
import { idFromSearch } from '../lib/study-plan-paths.ts';
import { PlanTimeTag, SubPlanStatusTag } from '../components/plan-tags.tsx';
import { SubPlanForm } from '../components/sub-plan-form.tsx';
import '../study-plan.css';
import { formatDate, formatDateTime } from '@ascent/client/i18n';
const STATE_COLOURS = { notStarted: 'default', inProgress: 'blue', completed: 'green' } as const;

/** /mine/studyPlan/detail?id=: my planned trainings with progress; the sub-plans I manage. */
export function StudyPlanPage() {
  const { t } = useTranslation();
  const id = idFromSearch(useLocation().search);
  if (!id) return <Empty className="page" description={t('studyPlan.notFound')} />;
  return <StudyPlan key={id} id={id} />;
}

function StudyPlan({ id }: { id: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useStudyPlan(id);
  if (query.isPending) return <PageSpin />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const plan = query.data;
  const changed = (d: TStudyPlanDetail) => {
    client.setQueryData([...STUDY_PLAN_KEY, 'detail', id], d);
    void client.invalidateQueries({ queryKey: STUDY_PLAN_KEY });
  };
  return (
    <div className="page sp-page" data-testid="study-plan-detail">
      <Card
        title={
          <Space wrap>
            <span>{plan.name}</span>
            <PlanTimeTag state={plan.timeState} />
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('studyPlan.period')}>
            {formatDate(plan.startAt)} – {formatDate(plan.endAt)}
          </Descriptions.Item>
        </Descriptions>
        {plan.description && (
          <Typography.Paragraph className="sp-text">{plan.description}</Typography.Paragraph>
        )}
      </Card>
      {plan.items.length > 0 && (
        <Card title={t('studyPlan.myTrainings')}>
          <Progress percent={plan.progress} data-testid="study-plan-progress" />
          <List
            dataSource={plan.items}
            renderItem={(i) => (
              <List.Item data-testid="study-plan-item" data-kind={i.kind} data-state={i.state}>
                <Space wrap>
                  <Typography.Text type="secondary">
                    {t(`studyPlan.kind.${i.kind}`)}
                  </Typography.Text>
                  {i.available ? (
                    <Link to={i.url}>{i.title}</Link>
                  ) : (
                    <span>{t('studyPlan.unavailable')}</span>
                  )}
                  <Tag color={STATE_COLOURS[i.state]}>{t(`studyPlan.state.${i.state}`)}</Tag>
                  {i.note && <Typography.Text type="secondary">{i.note}</Typography.Text>}
                </Space>
              </List.Item>
            )}
          />
        </Card>
      )}
      {plan.managed.map((sub) => (
        <Card
          key={sub.id}
          data-testid="managed-subplan"
          title={
            <Space wrap>
              <span>{t('studyPlan.subPlanOf', { department: sub.departmentName })}</span>
              <SubPlanStatusTag status={sub.status} />
            </Space>
          }
        >
          {sub.status === 'rejected' && sub.remark && (
            <Alert
              type="error"
              showIcon
              className="sp-alert"
              message={t('studyPlan.rejectedBecause', { reason: sub.remark })}
            />
          )}
          {sub.canSubmit ? (
            <SubPlanForm fields={plan.fields} sub={sub} onDone={changed} />
          ) : (
            <>
              <Descriptions size="small" column={1}>
                {plan.fields.map((f) => (
                  <Descriptions.Item key={f.key} label={f.name}>
                    {sub.values[f.key] || '—'}
                  </Descriptions.Item>
                ))}
              </Descriptions>
              <List
                size="small"
                dataSource={sub.items}
                locale={{ emptyText: t('studyPlan.noTrainings') }}
                renderItem={(i) => (
                  <List.Item>
                    <Space wrap>
                      <Typography.Text type="secondary">
                        {t(`studyPlan.kind.${i.kind}`)}
                      </Typography.Text>
                      <span>{i.title || t('studyPlan.unavailable')}</span>
                      {i.note && <Typography.Text type="secondary">{i.note}</Typography.Text>}
                    </Space>
                  </List.Item>
                )}
              />
              {plan.timeState === 'ended' && sub.status !== 'passed' && (
                <Typography.Text type="secondary">{t('studyPlan.endedNote')}</Typography.Text>
              )}
            </>
          )}
        </Card>
      ))}
      {plan.managed.length > 0 && <ReviewTrail id={plan.id} />}
    </div>
  );
}

function ReviewTrail({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useReviewTrail(id);
  if (!query.data?.length) return null;
  return (
    <Card title={t('studyPlan.trail')}>
      <Timeline
        items={query.data.map((e) => ({
          color: e.action === 'reject' ? 'red' : e.action === 'pass' ? 'green' : 'blue',
          children: (
            <span>
              {formatDateTime(e.at)} · {e.departmentName} · {t(`studyPlan.action.${e.action}`)}
              {e.by ? ` · ${e.by.realName || e.by.account}` : ''}
              {e.remark ? ` · ${e.remark}` : ''}
            </span>
          ),
        }))}
      />
    </Card>
  );
}
