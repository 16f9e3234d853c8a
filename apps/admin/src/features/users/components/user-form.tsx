import { App, Button, Form, Input, Select, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyInfo } from '@ascent/client/app';
import { refRule, useLocale, zodFieldRule } from '@ascent/client/i18n';
import { FormError, useServerError } from '@ascent/client/ui';
import { firstPasswordIssue, passwordIssueRef } from '@ascent/shared/password';
import { ZCreateUserRequest, type TAdminUser } from '@ascent/shared/users';
import { services } from '../../../app/services.ts';
import { createUser, updateUser } from '../api/users-api.ts';
import { useUserOptions } from '../hooks/use-user-options.ts';
import {
  EMPTY_USER_FORM,
  formValuesToCreate,
  formValuesToUpdate,
  userToFormValues,
  type UserFormValues,
} from '../lib/user-form.ts';
import { DepartmentTreeSelect } from './department-tree-select.tsx';
import { PasswordNotice } from './password-notice.tsx';
import { USERS_QUERY_KEY } from '../lib/users-query-key.ts';

const shape = ZCreateUserRequest.shape;

/**
 * The user form: creates a user (`user` null), then shows the generated initial password once,
 * or edits one, with the rules of the shared schemas. Mounted afresh each time the drawer opens.
 */
export function UserForm(props: { user: TAdminUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<UserFormValues>();
  const serverError = useServerError();
  const options = useUserOptions();
  const company = useCompanyInfo(services);
  const [created, setCreated] = useState<{ account: string; password: string } | null>(null);
  const editing = props.user;

  const strong = (company.data?.useStrongPass ?? 1) === 1;
  const passwordRule = refRule((v) => {
    if (typeof v !== 'string' || v === '') return null;
    const issue = firstPasswordIssue(v, {
      strong,
      account: form.getFieldValue('account') as string,
    });
    return issue ? passwordIssueRef(issue) : null;
  }, locale);

  const onFinish = (values: UserFormValues) =>
    serverError.guard(async () => {
      if (editing) {
        await updateUser(formValuesToUpdate(editing.id, values));
        void message.success(t('users.saved'));
        props.onClose();
      } else {
        const res = await createUser(formValuesToCreate(values));
        void message.success(t('users.created'));
        if (res.initialPassword)
          setCreated({ account: res.user.account, password: res.initialPassword });
        else props.onClose();
      }
      await client.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    });

  return (
    <>
      {created ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <PasswordNotice
            intro={t('users.form.initialPassword', { account: created.account })}
            password={created.password}
            testId="user-initial-password"
          />
          <Button type="primary" onClick={props.onClose} data-testid="user-created-close">
            {t('users.close')}
          </Button>
        </Space>
      ) : (
        <Form<UserFormValues>
          form={form}
          initialValues={editing ? userToFormValues(editing) : EMPTY_USER_FORM}
          layout="vertical"
          onFinish={onFinish}
          data-testid="user-form"
        >
          <Form.Item
            name="account"
            label={t('users.fields.account')}
            required
            rules={editing ? [] : [zodFieldRule(shape.account, locale)]}
          >
            <Input disabled={!!editing} maxLength={64} data-testid="user-account" />
          </Form.Item>
          <Form.Item
            name="realName"
            label={t('users.fields.realName')}
            required
            rules={[zodFieldRule(shape.realName, locale)]}
          >
            <Input maxLength={50} data-testid="user-realname" />
          </Form.Item>
          <Form.Item
            name="departmentId"
            label={t('users.fields.department')}
            required
            rules={[refRule((v) => (v ? null : 'validation.department'), locale)]}
          >
            <DepartmentTreeSelect testId="user-department" />
          </Form.Item>
          <div style={{ display: 'flex', gap: 12 }}>
            <Form.Item
              name="mobile"
              label={t('users.fields.mobile')}
              rules={[zodFieldRule(shape.mobile, locale)]}
              style={{ flex: 1 }}
            >
              <Input maxLength={11} inputMode="numeric" />
            </Form.Item>
            <Form.Item
              name="email"
              label={t('users.fields.email')}
              rules={[zodFieldRule(shape.email, locale)]}
              style={{ flex: 1 }}
            >
              <Input inputMode="email" />
            </Form.Item>
          </div>
          <Form.Item
            name="position"
            label={t('users.fields.position')}
            rules={[zodFieldRule(shape.position, locale)]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="roles" label={t('users.fields.roles')} extra={t('users.form.rolesHelp')}>
            <Select mode="multiple" options={options.grantableRoles} allowClear />
          </Form.Item>
          <Form.Item name="secrecyLevel" label={t('users.fields.secrecyLevel')}>
            <Select options={options.secrecyLevels} />
          </Form.Item>
          {!editing && (
            <Form.Item
              name="password"
              label={t('users.fields.password')}
              extra={t('users.form.passwordHelp')}
              rules={[passwordRule]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          )}
          <FormError message={serverError.message} testId="user-form-error" />
          <Space>
            <Button
              type="primary"
              htmlType="submit"
              loading={serverError.pending}
              data-testid="user-save"
            >
              {t('users.save')}
            </Button>
            <Button onClick={props.onClose}>{t('users.cancel')}</Button>
          </Space>
        </Form>
      )}
    </>
  );
}
