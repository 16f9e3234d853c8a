import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Role } from '@ascent/shared/common';
import { ROLE_MODES } from '@ascent/shared/users';
import { changeRoles } from '../api/users-api.ts';
import { useUserOptions } from '../hooks/use-user-options.ts';
import { BulkFormModal } from './bulk-form-modal.tsx';

interface RolesValues {
  mode: (typeof ROLE_MODES)[number];
  roles: Role[];
}

/** Adds, removes or replaces roles of the selected users. */
export function UserRolesModal(props: { ids: number[]; onClose: (done: boolean) => void }) {
  const { t } = useTranslation();
  const options = useUserOptions();
  const [form] = Form.useForm<RolesValues>();
  return (
    <BulkFormModal<RolesValues>
      title={t('users.bulk.roles')}
      count={props.ids.length}
      form={form}
      initialValues={{ mode: 'add', roles: [] }}
      testId="user-roles-form"
      onClose={props.onClose}
      submit={async (v) => {
        await changeRoles({ ids: props.ids, mode: v.mode, roles: v.roles });
      }}
    >
      <Form.Item name="mode" label={t('users.roles.mode')}>
        <Radio.Group
          options={ROLE_MODES.map((m) => ({ value: m, label: t(`users.roles.${m}`) }))}
        />
      </Form.Item>
      <Form.Item name="roles" label={t('users.fields.roles')} extra={t('users.form.rolesHelp')}>
        <Select mode="multiple" options={options.grantableRoles} />
      </Form.Item>
    </BulkFormModal>
  );
}
