import { App, Button, Input, Popconfirm, Select, Space, Table, Tag, TreeSelect } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@ascent/client/ui';
import type { TDepartmentNode } from '@ascent/shared/platform';
import {
  PROGRESS_STATES,
  type ProgressState,
  type TProgressLearnerRow,
} from '@ascent/shared/programme';
import { AUDIENCE_KEY, fetchDepartments } from '../../../components/audience/audience-api.ts';
import { PeopleSelect } from '../../../components/audience/people-select.tsx';
import { addMembers, fetchReportLearners, removeMembers } from '../api/programme-api.ts';
import { PROGRAMME_KEY } from '../hooks/use-programmes.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

type TreeOption = { value: number; title: string; children: TreeOption[] };
const toTree = (nodes: TDepartmentNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.list) }));

const STATE_COLOURS: Record<ProgressState, string> = {
  notStarted: 'default',
  inProgress: 'blue',
  completed: 'green',
};

/** Each member's progress, paged, by department (with its subtree), state and name. */
export function ReportLearners({ programmeId }: { programmeId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [departmentId, setDepartmentId] = useState<number | undefined>();
  const [state, setState] = useState<ProgressState | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [adding, setAdding] = useState<number[]>([]);
  const departments = useQuery({
    queryKey: [...AUDIENCE_KEY, 'departments'],
    queryFn: fetchDepartments,
  });
  const q = { programmeId, departmentId, state, keyword: keyword || undefined, ...page };
  const rows = useQuery({
    queryKey: [...PROGRAMME_KEY, 'learners', q],
    queryFn: () => fetchReportLearners(q),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: [...PROGRAMME_KEY] });

  const add = async () => {
    const { count } = await addMembers(programmeId, adding);
    void message.success(t('programmes.report.added', { count }));
    setAdding([]);
    await refresh();
  };
  const remove = async (userId: number) => {
    await removeMembers(programmeId, [userId]);
    void message.success(t('programmes.report.removed'));
    await refresh();
  };

  if (rows.isError && !rows.data)
    return <LoadFailed error={rows.error} onRetry={() => void rows.refetch()} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <TreeSelect<number>
          allowClear
          aria-label={t('programmes.report.department')}
          placeholder={t('programmes.report.department')}
          value={departmentId}
          onChange={(v) => {
            setDepartmentId(v);
            setPage((p) => ({ ...p, page: 1 }));
          }}
          treeData={toTree(departments.data ?? [])}
          treeDefaultExpandAll
          style={{ width: 220 }}
        />
        <Select<ProgressState>
          allowClear
          aria-label={t('programmes.report.state')}
          placeholder={t('programmes.report.state')}
          value={state}
          onChange={(v) => {
            setState(v);
            setPage((p) => ({ ...p, page: 1 }));
          }}
          options={PROGRESS_STATES.map((s) => ({ value: s, label: t(`programmes.state.${s}`) }))}
          style={{ width: 140 }}
        />
        <Input.Search
          allowClear
          aria-label={t('programmes.report.search')}
          placeholder={t('programmes.report.search')}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage((p) => ({ ...p, page: 1 }));
          }}
          style={{ width: 220 }}
        />
      </Space>
      <Space wrap>
        <div style={{ width: 320 }}>
          <PeopleSelect
            value={adding}
            onChange={(ids) => setAdding(ids)}
            known={[]}
            placeholder={t('programmes.report.addPlaceholder')}
            testId="programme-members-add-select"
          />
        </div>
        <Button
          disabled={!adding.length}
          onClick={() => void add().catch(() => undefined)}
          data-testid="programme-members-add"
        >
          {t('programmes.report.add')}
        </Button>
      </Space>
      <Table<TProgressLearnerRow>
        size="small"
        rowKey="userId"
        loading={rows.isFetching}
        dataSource={rows.data?.list ?? []}
        data-testid="programme-report-learners"
        scroll={{ x: 900 }}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: rows.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (p, s) => setPage({ page: p, pageSize: s }),
        }}
        columns={[
          { title: t('programmes.report.name'), dataIndex: 'realName' },
          { title: t('programmes.report.account'), dataIndex: 'account' },
          { title: t('programmes.report.department'), dataIndex: 'departmentName' },
          {
            title: t('programmes.report.source'),
            dataIndex: 'source',
            render: (v: string) => t(`programmes.source.${v}`),
          },
          {
            title: t('programmes.report.state'),
            dataIndex: 'state',
            render: (v: ProgressState) => (
              <Tag color={STATE_COLOURS[v]}>{t(`programmes.state.${v}`)}</Tag>
            ),
          },
          {
            title: t('programmes.report.percent'),
            dataIndex: 'percent',
            render: (v: number) => `${v}%`,
          },
          {
            title: t('programmes.report.compulsory'),
            key: 'compulsory',
            render: (_: unknown, r: TProgressLearnerRow) =>
              `${r.compulsoryDone}/${r.compulsoryTotal}`,
          },
          {
            title: t('programmes.report.completedAt'),
            dataIndex: 'completedAt',
            render: (v: string | null) => (v ? formatDateTime(v) : '-'),
          },
          {
            title: t('programmes.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, r: TProgressLearnerRow) => (
              <Popconfirm
                title={t('programmes.report.removeConfirm', { name: r.realName || r.account })}
                onConfirm={() => remove(r.userId).catch(() => undefined)}
              >
                <Button type="link" size="small" danger>
                  {t('programmes.report.remove')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Space>
  );
}
