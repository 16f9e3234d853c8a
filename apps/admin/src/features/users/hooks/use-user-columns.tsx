import { Button, Space, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAdminUser } from '@ascent/shared/users';
import { useUserOptions } from './use-user-options.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

/** The users table's columns; account, name and creation time sort on the server. */
export function useUserColumns(
  onEdit: (user: TAdminUser) => void,
): TableProps<TAdminUser>['columns'] {
  const { t } = useTranslation();
  const options = useUserOptions();
  return [
    { title: t('users.fields.account'), dataIndex: 'account', sorter: true, fixed: 'left' },
    { title: t('users.fields.realName'), dataIndex: 'realName', sorter: true },
    { title: t('users.fields.department'), dataIndex: 'departmentName' },
    { title: t('users.fields.position'), dataIndex: 'position' },
    {
      title: t('users.fields.roles'),
      dataIndex: 'roles',
      render: (roles: TAdminUser['roles']) => (
        <Space size={[0, 4]} wrap>
          {roles
            .filter((r) => r !== 'learner')
            .map((r) => (
              <Tag key={r}>{options.roleName(r)}</Tag>
            ))}
        </Space>
      ),
    },
    {
      title: t('users.fields.secrecyLevel'),
      dataIndex: 'secrecyLevel',
      render: (level: number) => options.secrecyName(level),
    },
    {
      title: t('users.fields.status'),
      dataIndex: 'status',
      render: (status: string) => (
        <Tag color={status === 'active' ? 'green' : 'default'}>{options.statusName(status)}</Tag>
      ),
    },
    {
      title: t('users.fields.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('table.actions'),
      ...ACTIONS_COLUMN,
      render: (_: unknown, user: TAdminUser) => (
        <Button
          type="link"
          size="small"
          onClick={() => onEdit(user)}
          data-testid={`user-edit-${user.account}`}
        >
          {t('users.edit')}
        </Button>
      ),
    },
  ];
}
