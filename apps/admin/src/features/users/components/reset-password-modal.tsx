import { Button, Form, Input, Modal, Radio, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyInfo } from '@ascent/client/app';
import { refRule, useLocale } from '@ascent/client/i18n';
import { firstPasswordIssue, passwordIssueRef } from '@ascent/shared/password';
import type { TResetPasswordResponse } from '@ascent/shared/users';
import { services } from '../../../app/services.ts';
import { resetPasswords } from '../api/users-api.ts';
import { BulkFormModal } from './bulk-form-modal.tsx';

interface ResetValues {
  mode: 'generate' | 'given';
  password?: string;
}
type Generated = TResetPasswordResponse['passwords'];

/**
 * Resets the selected users' passwords (they must change them at the next sign-in): a
 * generated one each, shown once here, or one typed for all, checked with the company policy.
 */
export function ResetPasswordModal(props: { ids: number[]; onClose: (done: boolean) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const company = useCompanyInfo(services);
  const [form] = Form.useForm<ResetValues>();
  const mode = Form.useWatch('mode', form);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const strong = (company.data?.useStrongPass ?? 1) === 1;

  if (generated) {
    return (
      <Modal
        open
        title={t('users.reset.resultTitle')}
        onCancel={() => props.onClose(true)}
        footer={
          <Button type="primary" onClick={() => props.onClose(true)}>
            {t('users.close')}
          </Button>
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="user-reset-result">
          <Typography.Text type="warning">{t('users.reset.resultIntro')}</Typography.Text>
          <Table
            size="small"
            rowKey="id"
            dataSource={generated}
            pagination={generated.length > 10 ? { pageSize: 10 } : false}
            columns={[
              { title: t('users.fields.account'), dataIndex: 'account' },
              {
                title: t('users.fields.password'),
                dataIndex: 'password',
                render: (pw: string) => (
                  <Typography.Text code copyable>
                    {pw}
                  </Typography.Text>
                ),
              },
            ]}
          />
        </Space>
      </Modal>
    );
  }

  return (
    <BulkFormModal<ResetValues>
      title={t('users.bulk.resetPassword')}
      count={props.ids.length}
      form={form}
      initialValues={{ mode: 'generate' }}
      testId="user-reset-form"
      onClose={props.onClose}
      submit={async (v) => {
        const res = await resetPasswords({
          ids: props.ids,
          ...(v.mode === 'given' ? { password: v.password ?? '' } : {}),
        });
        if (!res.passwords.length) return;
        setGenerated(res.passwords);
        return true;
      }}
    >
      <Form.Item name="mode">
        <Radio.Group
          options={[
            { value: 'generate', label: t('users.reset.generate') },
            { value: 'given', label: t('users.reset.given') },
          ]}
        />
      </Form.Item>
      {mode === 'given' && (
        <Form.Item
          name="password"
          label={t('users.fields.password')}
          required
          rules={[
            refRule((v) => {
              const issue = firstPasswordIssue(typeof v === 'string' ? v : '', { strong });
              return v ? (issue ? passwordIssueRef(issue) : null) : 'password.required';
            }, locale),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      )}
      <Typography.Text type="secondary">{t('users.reset.help')}</Typography.Text>
    </BulkFormModal>
  );
}
