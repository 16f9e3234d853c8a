import { App, Button, Card, Space } from 'antd';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminUser } from '@ascent/shared/users';
import { DataTable, type BulkAction } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { disableUsers, enableUsers, fetchUsers } from '../api/users-api.ts';
import { BulkDialogs } from '../components/bulk-dialogs.tsx';
import { ExportUsersButton } from '../components/export-users-button.tsx';
import { UserFilters } from '../components/user-filters.tsx';
import { UserFormDrawer } from '../components/user-form-drawer.tsx';
import { UserImportDialog } from '../components/user-import-dialog.tsx';
import { useBulkDialog } from '../hooks/use-bulk-dialog.ts';
import { useUserColumns } from '../hooks/use-user-columns.tsx';
import { userExportQuery, userListQuery, type UserFilterValues } from '../lib/user-query.ts';
import { USERS_QUERY_KEY } from '../lib/users-query-key.ts';

const TOOLBAR = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: 12,
} as const;

/** People: the company's users with filters, bulk actions, create and edit, import and export. */
export function UsersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useListState();
  const [filters, setFilters] = useState<UserFilterValues>({});
  const [drawer, setDrawer] = useState<{ user: TAdminUser | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const dialog = useBulkDialog();
  const columns = useUserColumns((user) => setDrawer({ user }));

  /** Runs a direct bulk call; false (keep the selection) when it was refused. */
  const direct = (call: (ids: number[]) => Promise<{ count: number }>) => async (ids: number[]) => {
    try {
      const { count } = await call(ids);
      void message.success(t('users.changed', { count }));
      return true;
    } catch {
      return false; // the API client has shown why
    }
  };
  const bulkActions: BulkAction[] = [
    {
      key: 'disable',
      label: t('users.bulk.disable'),
      danger: true,
      confirm: t('users.bulk.confirmDisable'),
      run: direct(disableUsers),
    },
    { key: 'enable', label: t('users.bulk.enable'), run: direct(enableUsers) },
    {
      key: 'reset-password',
      label: t('users.bulk.resetPassword'),
      run: (ids) => dialog.open('reset', ids),
    },
    { key: 'move', label: t('users.bulk.move'), run: (ids) => dialog.open('move', ids) },
    { key: 'roles', label: t('users.bulk.roles'), run: (ids) => dialog.open('roles', ids) },
    { key: 'secrecy', label: t('users.bulk.secrecy'), run: (ids) => dialog.open('secrecy', ids) },
  ];

  return (
    <Card title={t('users.title')}>
      <DataTable<TAdminUser>
        testId="users-table"
        queryKey={[...USERS_QUERY_KEY, filters]}
        list={list}
        fetchPage={(q) => fetchUsers(userListQuery(q, filters))}
        columns={columns}
        bulkActions={bulkActions}
        toolbar={
          <div style={TOOLBAR}>
            <UserFilters
              onSearch={(keyword) => list.search(keyword)}
              onChange={(patch) => {
                setFilters((f) => ({ ...f, ...patch }));
                list.change({ page: 1 });
              }}
            />
            <Space>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDrawer({ user: null })}
                data-testid="user-create"
              >
                {t('users.create')}
              </Button>
              <Button
                icon={<ImportOutlined />}
                onClick={() => setImporting(true)}
                data-testid="user-import"
              >
                {t('users.import.button')}
              </Button>
              <ExportUsersButton query={userExportQuery(list.query, filters)} />
            </Space>
          </div>
        }
      />
      <UserFormDrawer
        open={drawer !== null}
        user={drawer?.user ?? null}
        onClose={() => setDrawer(null)}
      />
      <UserImportDialog open={importing} onClose={() => setImporting(false)} />
      <BulkDialogs state={dialog.state} onClose={dialog.close} />
    </Card>
  );
}
