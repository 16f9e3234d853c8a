import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SUBPLAN_STATUSES, type TStudyPlanRow } from '@ascent/shared/study-plan';
import type { TimeState } from '@ascent/shared/task';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { deletePlans, fetchPlanPage } from '../api/study-plan-api.ts';
import { STUDY_PLAN_LIST_KEY } from '../hooks/use-study-plans.ts';
import { planDetailPath, planEditPath } from '../lib/study-plan-paths.ts';
import { SubPlanTag, TimeTag } from '../components/plan-status-tags.tsx';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDate, formatDateTime } from '@ascent/client/i18n';

/** Study plans: search, create, open (sub-plans and their review), change, delete. */
export function StudyPlanListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useListState();
  const remove = async (ids: number[]) => {
    await deletePlans(ids);
    void message.success(t('studyPlans.deleted'));
  };
  return (
    <Card title={t('studyPlans.title.list')}>
      <DataTable<TStudyPlanRow>
        testId="study-plan-table"
        queryKey={STUDY_PLAN_LIST_KEY}
        list={list}
        fetchPage={fetchPlanPage}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('studyPlans.search')}
              aria-label={t('studyPlans.search')}
              onSearch={(v) => list.search(v)}
              style={{ width: 240 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(planEditPath())}
              data-testid="study-plan-create"
            >
              {t('studyPlans.create')}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'delete',
            label: t('studyPlans.delete'),
            danger: true,
            confirm: t('studyPlans.bulkDeleteConfirm'),
            run: (ids) => remove(ids).catch(() => undefined),
          },
        ]}
        columns={[
          {
            title: t('studyPlans.form.name'),
            dataIndex: 'name',
            render: (name: string, row: TStudyPlanRow) => (
              <a onClick={() => void navigate(planDetailPath(row.id))}>{name}</a>
            ),
          },
          {
            title: t('studyPlans.form.period'),
            key: 'period',
            render: (_: unknown, row: TStudyPlanRow) => (
              <Space size={4} wrap>
                <TimeTag state={row.timeState as TimeState} />
                <span>
                  {formatDate(row.startAt)} ~ {formatDate(row.endAt)}
                </span>
              </Space>
            ),
          },
          {
            title: t('studyPlans.subPlans'),
            key: 'counts',
            render: (_: unknown, row: TStudyPlanRow) => (
              <Space size={4} wrap>
                {SUBPLAN_STATUSES.filter((s) => row.counts[s] > 0).map((s) => (
                  <span key={s}>
                    <SubPlanTag status={s} />
                    {row.counts[s]}
                  </span>
                ))}
              </Space>
            ),
          },
          {
            title: t('studyPlans.updatedAt'),
            dataIndex: 'updatedAt',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('studyPlans.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: TStudyPlanRow) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(planDetailPath(row.id))}
                >
                  {t('studyPlans.review')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(planEditPath(row.id))}
                >
                  {t('studyPlans.edit')}
                </Button>
                <Popconfirm
                  title={t('studyPlans.deleteConfirm', { name: row.name })}
                  onConfirm={() =>
                    remove([row.id])
                      .then(() => client.invalidateQueries({ queryKey: STUDY_PLAN_LIST_KEY }))
                      .catch(() => undefined)
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('studyPlans.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
