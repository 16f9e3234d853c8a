import { App, Button, Drawer, Input, Popconfirm, Space, Switch, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ascent/client/i18n';
import type { TListQuery } from '@ascent/shared/admin';
import type { TUnit, TUnitMember } from '@ascent/shared/unit';
import { PeopleSelect } from '../../../components/audience/people-select.tsx';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import {
  addUnitMembers,
  fetchUnitMembers,
  removeUnitMembers,
  setUnitManagers,
} from '../api/org-api.ts';
import { UNITS_KEY, unitMembersKey } from '../hooks/units-key.ts';

type MemberRow = TUnitMember & { id: number };

/** A unit's members: add people with the picker, make them managers, remove them. */
export function UnitMembersDrawer(props: { unit: TUnit; onClose: () => void }) {
  const { unit } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListState();
  const [picked, setPicked] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: unitMembersKey(unit.id) }),
      client.invalidateQueries({ queryKey: UNITS_KEY, exact: false }),
    ]);

  const fetchPage = async (query: TListQuery) => {
    const page = await fetchUnitMembers({ ...query, unitId: unit.id });
    return { ...page, list: page.list.map((m): MemberRow => ({ ...m, id: m.userId })) };
  };

  const add = async () => {
    setAdding(true);
    try {
      await addUnitMembers({ unitId: unit.id, userIds: picked });
      setPicked([]);
      void message.success(t('org.unit.membersAdded'));
      await refresh();
    } catch {
      // The API client shows the refusal.
    } finally {
      setAdding(false);
    }
  };

  const remove = async (userIds: number[]) => {
    await removeUnitMembers({ unitId: unit.id, userIds });
    void message.success(t('org.unit.membersRemoved'));
    await refresh();
  };

  const toggleManager = async (userId: number, manager: boolean) => {
    await setUnitManagers({ unitId: unit.id, userIds: [userId], manager }).catch(() => undefined);
    await refresh();
  };

  return (
    <Drawer
      open
      width={760}
      title={t('org.unit.membersTitle', { name: unit.name })}
      onClose={props.onClose}
      destroyOnHidden
      data-testid="unit-members-drawer"
    >
      <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
        <PeopleSelect
          value={picked}
          onChange={(ids) => setPicked(ids)}
          known={[]}
          placeholder={t('org.unit.pickPeople')}
          testId="unit-member-picker"
        />
        <Button
          type="primary"
          disabled={!picked.length}
          loading={adding}
          onClick={() => void add()}
          data-testid="unit-member-add"
        >
          {t('org.unit.addMembers')}
        </Button>
      </Space.Compact>
      <DataTable<MemberRow>
        testId="unit-member-table"
        queryKey={unitMembersKey(unit.id)}
        list={list}
        fetchPage={fetchPage}
        toolbar={
          <Input.Search
            allowClear
            placeholder={t('org.unit.searchMembers')}
            onSearch={(v) => list.search(v)}
            style={{ width: 240 }}
          />
        }
        bulkActions={[
          {
            key: 'remove',
            label: t('org.unit.removeSelected'),
            danger: true,
            confirm: t('org.unit.removeSelectedConfirm'),
            run: (ids) => remove(ids).catch(() => undefined),
          },
        ]}
        columns={[
          {
            title: t('org.unit.member'),
            dataIndex: 'realName',
            render: (_: unknown, m: MemberRow) => (
              <Space>
                <span>{m.realName || m.account}</span>
                <span style={{ color: 'var(--ant-color-text-tertiary)' }}>{m.account}</span>
                {m.manager && <Tag color="blue">{t('org.unit.managerTag')}</Tag>}
              </Space>
            ),
          },
          { title: t('org.unit.department'), dataIndex: 'departmentName' },
          {
            title: t('org.unit.manager'),
            dataIndex: 'manager',
            render: (v: boolean, m: MemberRow) => (
              <Switch
                size="small"
                checked={v}
                aria-label={t('org.unit.manager')}
                onChange={(next) => void toggleManager(m.userId, next)}
                data-testid={`unit-manager-${m.userId}`}
              />
            ),
          },
          {
            title: t('org.unit.joinedAt'),
            dataIndex: 'joinedAt',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('org.unit.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, m: MemberRow) => (
              <Popconfirm
                title={t('org.unit.removeConfirm', { name: m.realName || m.account })}
                onConfirm={() => remove([m.userId]).catch(() => undefined)}
              >
                <Button type="link" size="small" danger>
                  {t('org.unit.remove')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
