import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { setSecrecy } from '../api/users-api.ts';
import { useUserOptions } from '../hooks/use-user-options.ts';
import { BulkFormModal } from './bulk-form-modal.tsx';

/** Sets the secrecy level of the selected users. */
export function UserSecrecyModal(props: { ids: number[]; onClose: (done: boolean) => void }) {
  const { t } = useTranslation();
  const options = useUserOptions();
  const [form] = Form.useForm<{ level: number }>();
  return (
    <BulkFormModal
      title={t('users.bulk.secrecy')}
      count={props.ids.length}
      form={form}
      initialValues={{ level: 50 }}
      testId="user-secrecy-form"
      onClose={props.onClose}
      submit={async ({ level }) => {
        await setSecrecy({ ids: props.ids, level });
      }}
    >
      <Form.Item name="level" label={t('users.fields.secrecyLevel')}>
        <Select options={options.secrecyLevels} />
      </Form.Item>
    </BulkFormModal>
  );
}
