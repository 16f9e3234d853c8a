import { Alert, App, Form, Modal, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, useServerError } from '@ascent/client/ui';
import { requestInformation } from '../api/config-api.ts';
import { useCompanyConfig } from '../hooks/use-company-config.ts';
import { useDepartmentTree } from '../hooks/use-department-tree.ts';
import { toDepartmentTree } from '../lib/department-tree.ts';

/** Asks everyone, or one department with its sub-departments, to (re)complete their information. */
export function RequestInformationDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const departments = useDepartmentTree();
  const config = useCompanyConfig();
  const submission = useServerError();
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const switchedOff = config.data?.features.isInformation === 0;

  const submit = () =>
    submission.guard(async () => {
      const { count } = await requestInformation({ departmentId });
      void message.success(t('config.personnelFields.requested', { count }));
      onClose();
    });

  return (
    <Modal
      open={open}
      title={t('config.personnelFields.request')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('config.personnelFields.requestConfirm')}
      okButtonProps={{ loading: submission.pending, 'data-testid': 'request-confirm' }}
      destroyOnHidden
    >
      {switchedOff && (
        <Alert
          type="warning"
          showIcon
          message={t('config.personnelFields.switchedOff')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form layout="vertical">
        <Form.Item
          label={t('config.personnelFields.who')}
          extra={t('config.personnelFields.whoHelp')}
        >
          <TreeSelect
            allowClear
            value={departmentId ?? undefined}
            onChange={(v: number | undefined) => setDepartmentId(v ?? null)}
            treeData={toDepartmentTree(departments.data ?? [])}
            loading={departments.isLoading}
            placeholder={t('config.personnelFields.everyone')}
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandAll
          />
        </Form.Item>
      </Form>
      <FormError message={submission.message} />
    </Modal>
  );
}
