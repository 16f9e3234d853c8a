import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRoom } from '@ascent/shared/signup';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { deleteRooms, fetchRoomPage } from '../api/signups-api.ts';
import { ROOM_LIST_KEY } from '../hooks/use-signups-admin.ts';
import { RoomModal } from '../components/room-modal.tsx';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';

/** Training rooms for classroom reservations (sign-up kind 4). */
export function RoomListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListState();
  const [editing, setEditing] = useState<TRoom | 'new' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ROOM_LIST_KEY });
  const remove = async (ids: number[]) => {
    await deleteRooms(ids);
    void message.success(t('signups.deleted'));
  };
  return (
    <Card title={t('signups.title.rooms')}>
      <DataTable<TRoom>
        testId="room-table"
        queryKey={ROOM_LIST_KEY}
        list={list}
        fetchPage={fetchRoomPage}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('signups.rooms.search')}
              aria-label={t('signups.rooms.search')}
              onSearch={(v) => list.search(v)}
              style={{ width: 220 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="room-create"
            >
              {t('signups.rooms.create')}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'delete',
            label: t('signups.delete'),
            danger: true,
            confirm: t('signups.rooms.bulkDeleteConfirm'),
            run: (ids) => remove(ids).catch(() => undefined),
          },
        ]}
        columns={[
          { title: t('signups.rooms.name'), dataIndex: 'name' },
          { title: t('signups.rooms.place'), dataIndex: 'place' },
          { title: t('signups.rooms.capacity'), dataIndex: 'capacity' },
          {
            title: t('signups.rooms.enabled'),
            dataIndex: 'enabled',
            render: (v: boolean) => (
              <Tag color={v ? 'green' : 'default'}>{t(v ? 'signups.yes' : 'signups.no')}</Tag>
            ),
          },
          {
            title: t('signups.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: TRoom) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  {t('signups.edit')}
                </Button>
                <Popconfirm
                  title={t('signups.rooms.deleteConfirm', { name: row.name })}
                  onConfirm={() =>
                    remove([row.id])
                      .then(refresh)
                      .catch(() => undefined)
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('signups.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <RoomModal
          room={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            void message.success(t('signups.saved'));
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </Card>
  );
}
