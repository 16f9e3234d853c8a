import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_QUERY_KEY } from '@ascent/client/app';
import type { SimulationAdminRow } from '@ascent/shared/practice';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { deleteSimulations, fetchSimulations } from '../api/practice-admin-api.ts';
import { SimulationDialog } from '../components/simulation-dialog.tsx';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

const KEY = [...USER_QUERY_KEY, 'practice-admin', 'simulations'] as const;

/** Mock exam papers learners may sit as practice: add, edit, switch off, delete. */
export function SimulationsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListState();
  const [editing, setEditing] = useState<{ row: SimulationAdminRow | null } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const remove = async (ids: number[]) => {
    await deleteSimulations(ids);
    void message.success(t('practice.simulations.deleted'));
  };

  return (
    <Card title={t('practice.menu.simulations')}>
      <DataTable<SimulationAdminRow>
        testId="practice-simulations-table"
        queryKey={KEY}
        list={list}
        fetchPage={fetchSimulations}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('practice.simulations.search')}
              aria-label={t('practice.simulations.search')}
              onSearch={(v) => list.search(v)}
              style={{ width: 240 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="simulation-add"
              onClick={() => setEditing({ row: null })}
            >
              {t('practice.simulations.add')}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'delete',
            label: t('practice.simulations.delete'),
            danger: true,
            confirm: t('practice.simulations.bulkDeleteConfirm'),
            run: (ids) => remove(ids).catch(() => false),
          },
        ]}
        columns={[
          { title: t('practice.simulations.name'), dataIndex: 'name' },
          {
            title: t('practice.simulations.paper'),
            dataIndex: 'paperName',
            render: (name: string) =>
              name || <Tag color="error">{t('practice.simulations.paperGone')}</Tag>,
          },
          { title: t('practice.simulations.totalScore'), dataIndex: 'totalScore' },
          { title: t('practice.simulations.questions'), dataIndex: 'questionCount' },
          { title: t('practice.simulations.duration'), dataIndex: 'durationMinutes' },
          {
            title: t('practice.simulations.enabled'),
            dataIndex: 'enabled',
            render: (on: boolean) => (
              <Tag color={on ? 'green' : 'default'}>
                {t(on ? 'practice.simulations.on' : 'practice.simulations.off')}
              </Tag>
            ),
          },
          {
            title: t('practice.simulations.updatedAt'),
            dataIndex: 'updatedAt',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('practice.simulations.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: SimulationAdminRow) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ row })}>
                  {t('practice.simulations.edit')}
                </Button>
                <Popconfirm
                  title={t('practice.simulations.deleteConfirm', { name: row.name })}
                  onConfirm={() =>
                    remove([row.id])
                      .then(refresh)
                      .catch(() => undefined)
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('practice.simulations.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <SimulationDialog
        open={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </Card>
  );
}
