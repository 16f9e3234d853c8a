import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Role } from '@ascent/shared/common';
import type { UserStatus } from '@ascent/shared/users';
import { useUserOptions } from '../hooks/use-user-options.ts';
import type { UserFilterValues } from '../lib/user-query.ts';
import { DepartmentTreeSelect } from './department-tree-select.tsx';

/** The users list's filters: keyword, department (with everything under it), role, status, level. */
export function UserFilters(props: {
  onSearch: (keyword: string) => void;
  onChange: (patch: UserFilterValues) => void;
}) {
  const { t } = useTranslation();
  const options = useUserOptions();
  return (
    <Space wrap>
      <Input.Search
        allowClear
        placeholder={t('users.filters.keyword')}
        aria-label={t('users.filters.keyword')}
        onSearch={props.onSearch}
        style={{ width: 240 }}
        data-testid="users-keyword"
      />
      <DepartmentTreeSelect
        allowClear
        placeholder={t('users.filters.department')}
        onChange={(departmentId) => props.onChange({ departmentId })}
        style={{ width: 200 }}
        testId="users-department-filter"
      />
      <Select<Role>
        allowClear
        placeholder={t('users.filters.role')}
        aria-label={t('users.filters.role')}
        options={options.roles}
        onChange={(role) => props.onChange({ role })}
        style={{ width: 160 }}
      />
      <Select<UserStatus>
        allowClear
        placeholder={t('users.filters.status')}
        aria-label={t('users.filters.status')}
        options={options.statuses}
        onChange={(status) => props.onChange({ status })}
        style={{ width: 120 }}
      />
      <Select<number>
        allowClear
        placeholder={t('users.filters.secrecy')}
        aria-label={t('users.filters.secrecy')}
        options={options.secrecyLevels}
        onChange={(secrecyLevel) => props.onChange({ secrecyLevel })}
        style={{ width: 150 }}
      />
    </Space>
  );
}
