import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPosition } from '@ascent/shared/org';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { deletePositions, fetchPositions } from '../api/org-api.ts';
import { PositionFormModal } from '../components/position-form-modal.tsx';
import { POSITIONS_KEY } from '../hooks/positions-key.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

/** Positions: a flat list per company, with the people holding each. */
export function PositionsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListState();
  // undefined: closed; null: a new position; a position: editing it.
  const [editing, setEditing] = useState<TPosition | null | undefined>(undefined);

  const remove = async (ids: number[]) => {
    // A refusal (a position people hold) is shown by the API client as a toast.
    await deletePositions(ids);
    void message.success(t('org.position.deleted'));
  };

  return (
    <Card title={t('org.title.positions')}>
      <DataTable<TPosition>
        testId="position-table"
        queryKey={POSITIONS_KEY}
        list={list}
        fetchPage={fetchPositions}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('org.position.search')}
              onSearch={(v) => list.search(v)}
              style={{ width: 260 }}
              data-testid="position-search"
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing(null)}
              data-testid="position-create"
            >
              {t('org.position.create')}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'delete',
            label: t('org.position.bulkDelete'),
            danger: true,
            confirm: t('org.position.bulkDeleteConfirm'),
            run: (ids) => remove(ids).catch(() => undefined),
          },
        ]}
        columns={[
          { title: t('org.position.name'), dataIndex: 'name', sorter: true },
          { title: t('org.position.code'), dataIndex: 'code', sorter: true },
          { title: t('org.position.sort'), dataIndex: 'sort', sorter: true },
          { title: t('org.position.people'), dataIndex: 'people' },
          {
            title: t('org.position.createdAt'),
            dataIndex: 'createdAt',
            sorter: true,
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('org.position.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: TPosition) => (
              <Space>
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  {t('org.position.edit')}
                </Button>
                <Popconfirm
                  title={t('org.position.deleteConfirm', { name: row.name })}
                  onConfirm={() =>
                    remove([row.id])
                      .then(() => client.invalidateQueries({ queryKey: POSITIONS_KEY }))
                      .catch(() => undefined)
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('org.position.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <PositionFormModal position={editing} onClose={() => setEditing(undefined)} />
      )}
    </Card>
  );
}
