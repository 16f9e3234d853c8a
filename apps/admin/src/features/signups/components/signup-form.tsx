import {
  Alert,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  TreeSelect,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstIssueRef, useTranslateRef } from '@ascent/client/i18n';
import { FormError, useServerError } from '@ascent/client/ui';
import {
  SIGNUP_KINDS,
  SIGNUP_LIMITS,
  SIGNUP_TARGET_OF_KIND,
  ZSignupSave,
  type TSignupAdminDetail,
} from '@ascent/shared/signup';
import { saveSignup, setSignupStatus } from '../api/signups-api.ts';
import { useAllRooms, useDepartments } from '../hooks/use-signups-admin.ts';
import { toFormValues, toSaveBody, type SignupFormValues } from '../lib/signup-form.ts';
import { FieldsEditor } from './fields-editor.tsx';
import { TargetPicker } from './target-picker.tsx';
import { toTreeOptions } from '../../../components/tree-categories/tree-options.ts';

/**
 * The sign-up editor: kind and target, window, activity start and cancel deadline, capacity,
 * allowed departments, approval; kind 3 its form, kind 4 its rooms.
 */
export function SignupForm({
  signup,
  onSaved,
  onCancel,
}: {
  signup: TSignupAdminDetail | null;
  onSaved: (saved: TSignupAdminDetail, published: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const [form] = Form.useForm<SignupFormValues>();
  const server = useServerError();
  const kind = Form.useWatch('kind', form) ?? signup?.kind ?? 1;
  const targetType = SIGNUP_TARGET_OF_KIND[kind] ?? null;
  const departments = useDepartments();
  const rooms = useAllRooms();

  const [publishing, setPublishing] = useState(false);
  const submit = (values: SignupFormValues) =>
    server.guard(async () => {
      const body = toSaveBody(values, signup?.id);
      const problem = firstIssueRef(ZSignupSave, body);
      if (problem) return tr(problem);
      const saved = await saveSignup(body);
      if (publishing) await setSignupStatus([saved.id], 'published');
      onSaved(saved, publishing);
    });

  return (
    <Form<SignupFormValues>
      form={form}
      layout="vertical"
      initialValues={toFormValues(signup)}
      onFinish={(v) => void submit(v)}
      data-testid="signup-form"
    >
      <Card title={t('signups.form.basics')}>
        <Form.Item name="kind" label={t('signups.form.kind')} rules={[{ required: true }]}>
          <Select
            data-testid="signup-kind"
            options={SIGNUP_KINDS.map((k) => ({ value: k, label: t(`signups.kind.${k}`) }))}
          />
        </Form.Item>
        {targetType && (
          <Form.Item
            name="targetId"
            label={t(`signups.form.target.${targetType}`)}
            rules={[{ required: true, message: t(`signups.form.targetHint.${targetType}`) }]}
          >
            <TargetPicker
              key={targetType}
              kind={targetType}
              knownTitle={signup?.kind === kind ? signup.targetTitle : null}
            />
          </Form.Item>
        )}
        <Form.Item
          name="title"
          label={t('signups.form.title')}
          rules={[{ required: true, whitespace: true, message: t('signups.form.titleRequired') }]}
        >
          <Input maxLength={SIGNUP_LIMITS.title} showCount data-testid="signup-title" />
        </Form.Item>
        <Form.Item name="description" label={t('signups.form.description')}>
          <Input.TextArea
            maxLength={SIGNUP_LIMITS.description}
            showCount
            autoSize={{ minRows: 3, maxRows: 10 }}
          />
        </Form.Item>
      </Card>
      <Card title={t('signups.form.rules')}>
        <Form.Item
          name="window"
          label={t('signups.form.window')}
          rules={[{ required: true, message: t('signups.form.windowRequired') }]}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            data-testid="signup-window"
          />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item
            name="activityStartAt"
            label={t('signups.form.activityStart')}
            extra={targetType ? t('signups.form.activityStartHint') : undefined}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="cancelDeadline" label={t('signups.form.cancelDeadline')}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item
            name="capacity"
            label={t('signups.form.capacity')}
            extra={t('signups.form.capacityHint')}
          >
            <InputNumber
              min={0}
              max={SIGNUP_LIMITS.capacity}
              precision={0}
              data-testid="signup-capacity"
            />
          </Form.Item>
          <Form.Item
            name="requiresApproval"
            label={t('signups.form.approval')}
            valuePropName="checked"
          >
            <Switch data-testid="signup-approval" />
          </Form.Item>
        </Space>
        <Form.Item
          name="departmentIds"
          label={t('signups.form.departments')}
          extra={t('signups.form.departmentsHint')}
        >
          <TreeSelect
            multiple
            treeCheckable
            showCheckedStrategy={TreeSelect.SHOW_PARENT}
            treeData={toTreeOptions(departments.data ?? [])}
            loading={departments.isPending}
            treeDefaultExpandAll
          />
        </Form.Item>
      </Card>
      {kind === 3 && (
        <Card title={t('signups.form.fields')}>
          <FieldsEditor />
        </Card>
      )}
      {kind === 4 && (
        <Card title={t('signups.form.rooms')}>
          {!rooms.isPending && !rooms.data?.list.length && (
            <Alert
              type="info"
              showIcon
              message={t('signups.form.noRooms')}
              className="su-admin-gap"
            />
          )}
          <Form.Item name="roomIds" extra={t('signups.form.roomsHint')}>
            <Select
              mode="multiple"
              loading={rooms.isPending}
              options={(rooms.data?.list ?? [])
                .filter((r) => r.enabled)
                .map((r) => ({ value: r.id, label: `${r.name} · ${r.place} · ${r.capacity}` }))}
            />
          </Form.Item>
        </Card>
      )}
      <FormError message={server.message} testId="signup-form-error" />
      <Space className="su-admin-actions">
        <Button
          type="primary"
          htmlType="submit"
          loading={server.pending && publishing}
          onClick={() => setPublishing(true)}
          data-testid="signup-save-publish"
        >
          {t('signups.form.savePublish')}
        </Button>
        <Button
          htmlType="submit"
          loading={server.pending && !publishing}
          onClick={() => setPublishing(false)}
          data-testid="signup-save"
        >
          {t(signup?.status === 'published' ? 'signups.form.save' : 'signups.form.saveDraft')}
        </Button>
        <Button onClick={onCancel}>{t('signups.form.cancel')}</Button>
      </Space>
    </Form>
  );
}
