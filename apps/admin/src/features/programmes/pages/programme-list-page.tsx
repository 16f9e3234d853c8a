import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  PROGRAMME_STATUSES,
  type ProgrammeKind,
  type ProgrammeStatus,
  type TProgrammeSummaryRow,
} from '@ascent/shared/programme';
import type { TimeState } from '@ascent/shared/task';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { deleteProgramme, fetchProgrammePage, publishProgramme } from '../api/programme-api.ts';
import { PROGRAMME_KEY, useKindName } from '../hooks/use-programmes.ts';
import { programmeEditPath, programmeReportPath } from '../lib/programme-paths.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

const STATUS_COLOURS: Record<ProgrammeStatus, string> = {
  draft: 'default',
  published: 'green',
  unpublished: 'orange',
};
const TIME_COLOURS: Record<TimeState, string> = {
  notStarted: 'default',
  inProgress: 'blue',
  ended: 'default',
};
const when = (v: string | null) => (v ? formatDateTime(v) : '-');

/** The programmes of one kind: filter, create, edit, publish, delete, open the report. */
export function ProgrammeListPage({ kind }: { kind: ProgrammeKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const kindName = useKindName();
  const list = useListState();
  const [status, setStatus] = useState<ProgrammeStatus | undefined>();
  const listKey = [...PROGRAMME_KEY, 'list', kind, status];
  const refresh = () => client.invalidateQueries({ queryKey: [...PROGRAMME_KEY, 'list'] });

  const publish = async (id: number, on: boolean) => {
    await publishProgramme(id, on);
    void message.success(t(on ? 'programmes.publishedDone' : 'programmes.unpublishedDone'));
    await refresh();
  };
  const remove = async (id: number) => {
    await deleteProgramme(id);
    void message.success(t('programmes.deleted'));
    await refresh();
  };

  return (
    <Card title={kindName(kind)}>
      <DataTable<TProgrammeSummaryRow>
        testId="programme-table"
        queryKey={listKey}
        list={list}
        fetchPage={(q) =>
          fetchProgrammePage({
            kind,
            status,
            keyword: q.keyword,
            page: q.page,
            pageSize: Math.min(q.pageSize, 100),
          })
        }
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('programmes.search')}
              aria-label={t('programmes.search')}
              onSearch={(v) => list.search(v)}
              style={{ width: 240 }}
            />
            <Select
              allowClear
              placeholder={t('programmes.statusLabel')}
              aria-label={t('programmes.statusLabel')}
              value={status}
              onChange={(v: ProgrammeStatus | undefined) => {
                setStatus(v);
                list.change({ page: 1 });
              }}
              options={PROGRAMME_STATUSES.map((s) => ({
                value: s,
                label: t(`programmes.status.${s}`),
              }))}
              style={{ width: 140 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(programmeEditPath(kind))}
              data-testid="programme-create"
            >
              {t('programmes.create')}
            </Button>
          </Space>
        }
        columns={[
          { title: t('programmes.form.name'), dataIndex: 'name' },
          {
            title: t('programmes.statusLabel'),
            dataIndex: 'status',
            render: (s: ProgrammeStatus) => (
              <Tag color={STATUS_COLOURS[s]}>{t(`programmes.status.${s}`)}</Tag>
            ),
          },
          {
            title: t('programmes.form.period'),
            key: 'period',
            render: (_: unknown, row: TProgrammeSummaryRow) => (
              <Space orientation="vertical" size={0}>
                <Tag color={TIME_COLOURS[row.timeState]}>
                  {t(`programmes.time.${row.timeState}`)}
                </Tag>
                <span>{when(row.startAt)}</span>
                <span>~ {when(row.endAt)}</span>
              </Space>
            ),
          },
          { title: t('programmes.members'), dataIndex: 'members' },
          { title: t('programmes.completedMembers'), dataIndex: 'completedMembers' },
          {
            title: t('programmes.averagePercent'),
            dataIndex: 'averagePercent',
            render: (v: number) => `${v}%`,
          },
          {
            title: t('programmes.updatedAt'),
            dataIndex: 'updatedAt',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('programmes.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: TProgrammeSummaryRow) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(programmeEditPath(kind, row.id))}
                  data-testid={`programme-edit-${row.id}`}
                >
                  {t('programmes.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(programmeReportPath(row.id))}
                  data-testid={`programme-report-${row.id}`}
                >
                  {t('programmes.progress')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    void publish(row.id, row.status !== 'published').catch(() => undefined)
                  }
                  data-testid={`programme-toggle-${row.id}`}
                >
                  {t(row.status === 'published' ? 'programmes.unpublish' : 'programmes.publish')}
                </Button>
                <Popconfirm
                  title={t('programmes.deleteConfirm', { name: row.name })}
                  onConfirm={() => remove(row.id).catch(() => undefined)}
                >
                  <Button type="link" size="small" danger>
                    {t('programmes.delete')}
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
