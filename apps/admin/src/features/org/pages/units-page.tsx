import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ascent/client/i18n';
import type { TUnit } from '@ascent/shared/unit';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { deleteUnits, fetchUnits } from '../api/org-api.ts';
import { UnitFormModal } from '../components/unit-form-modal.tsx';
import { UnitMembersDrawer } from '../components/unit-members-drawer.tsx';
import { UNITS_KEY } from '../hooks/units-key.ts';

/**
 * Units (单位): organisations inside the company with their members and managers. A person in
 * several units picks the current one on the learner site.
 */
export function UnitsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListState();
  // undefined: closed; null: a new unit; a unit: renaming it.
  const [editing, setEditing] = useState<TUnit | null | undefined>(undefined);
  const [members, setMembers] = useState<TUnit | null>(null);

  const remove = async (ids: number[]) => {
    // A refusal (a unit with members) is shown by the API client as a toast.
    await deleteUnits(ids);
    void message.success(t('org.unit.deleted'));
  };

  return (
    <Card title={t('org.title.units')}>
      <Typography.Paragraph type="secondary">{t('org.unit.intro')}</Typography.Paragraph>
      <DataTable<TUnit>
        testId="unit-table"
        queryKey={UNITS_KEY}
        list={list}
        fetchPage={fetchUnits}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('org.unit.search')}
              onSearch={(v) => list.search(v)}
              style={{ width: 260 }}
              data-testid="unit-search"
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing(null)}
              data-testid="unit-create"
            >
              {t('org.unit.create')}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'delete',
            label: t('org.unit.bulkDelete'),
            danger: true,
            confirm: t('org.unit.bulkDeleteConfirm'),
            run: (ids) => remove(ids).catch(() => undefined),
          },
        ]}
        columns={[
          { title: t('org.unit.name'), dataIndex: 'name', sorter: true },
          { title: t('org.unit.members'), dataIndex: 'members' },
          { title: t('org.unit.managers'), dataIndex: 'managers' },
          {
            title: t('org.unit.createdAt'),
            dataIndex: 'createdAt',
            sorter: true,
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('org.unit.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: TUnit) => (
              <Space>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setMembers(row)}
                  data-testid={`unit-members-${row.id}`}
                >
                  {t('org.unit.manageMembers')}
                </Button>
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  {t('org.unit.rename')}
                </Button>
                <Popconfirm
                  title={t('org.unit.deleteConfirm', { name: row.name })}
                  onConfirm={() =>
                    remove([row.id])
                      .then(() => client.invalidateQueries({ queryKey: UNITS_KEY }))
                      .catch(() => undefined)
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('org.unit.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <UnitFormModal unit={editing} onClose={() => setEditing(undefined)} />
      )}
      {members && <UnitMembersDrawer unit={members} onClose={() => setMembers(null)} />}
    </Card>
  );
}
