import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { refRule, useLocale } from '@ascent/client/i18n';
import { moveUsers } from '../api/users-api.ts';
import { BulkFormModal } from './bulk-form-modal.tsx';
import { DepartmentTreeSelect } from './department-tree-select.tsx';

/** Moves the selected users to one department. */
export function MoveUsersModal(props: { ids: number[]; onClose: (done: boolean) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<{ departmentId?: number }>();
  return (
    <BulkFormModal
      title={t('users.bulk.move')}
      count={props.ids.length}
      form={form}
      testId="user-move-form"
      onClose={props.onClose}
      submit={async ({ departmentId }) => {
        await moveUsers({ ids: props.ids, departmentId: departmentId ?? 0 });
      }}
    >
      <Form.Item
        name="departmentId"
        label={t('users.fields.department')}
        required
        rules={[refRule((v) => (v ? null : 'validation.department'), locale)]}
      >
        <DepartmentTreeSelect testId="user-move-department" />
      </Form.Item>
    </BulkFormModal>
  );
}
