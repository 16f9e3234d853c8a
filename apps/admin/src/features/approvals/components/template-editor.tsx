import { App, Button, Form, Input, Modal, Select, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@ascent/client/i18n';
import { FormError, useServerError } from '@ascent/client/ui';
import { AUDIT_LIMITS, type TAuditTemplate } from '@ascent/shared/audit';
import { saveTemplate } from '../api/approvals-api.ts';
import { useAuditTypes } from '../hooks/use-audit-types.ts';
import { approvalKeys } from '../lib/approval-keys.ts';
import {
  knownPeople,
  templateRule,
  toFormValues,
  toTemplateInput,
  type TemplateFormValues,
} from '../lib/template-form.ts';
import { NodeList } from './node-list.tsx';

interface TemplateEditorProps {
  /** The template to edit; null for a new one. */
  template: TAuditTemplate | null;
  onClose: () => void;
}

/** Creates or edits a template: type, name, active or not, and its ordered nodes. */
export function TemplateEditor({ template, onClose }: TemplateEditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<TemplateFormValues>();
  const types = useAuditTypes();
  const submission = useServerError();
  const firstType = types.data?.[0]?.type;
  // A new template takes the first type; the types may arrive after the editor opened.
  useEffect(() => {
    if (!template && firstType !== undefined && form.getFieldValue('type') === undefined)
      form.setFieldValue('type', firstType);
  }, [template, firstType, form]);

  const onFinish = (values: TemplateFormValues) =>
    submission.guard(async () => {
      const input = toTemplateInput(values);
      await saveTemplate(template ? { id: template.id, ...input } : input);
      await client.invalidateQueries({ queryKey: approvalKeys.templates });
      void message.success(t(template ? 'approvals.updated' : 'approvals.created'));
      onClose();
    });

  return (
    <Modal
      open
      width={720}
      title={t(template ? 'approvals.edit' : 'approvals.create')}
      onCancel={onClose}
      modalRender={(node) => <div data-testid="template-editor">{node}</div>}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('approvals.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={submission.pending}
          onClick={() => form.submit()}
          data-testid="template-save"
        >
          {t('approvals.save')}
        </Button>,
      ]}
    >
      <Form<TemplateFormValues>
        form={form}
        layout="vertical"
        initialValues={toFormValues(template, firstType)}
        onFinish={onFinish}
      >
        <Form.Item
          name="type"
          label={t('approvals.type')}
          required
          rules={[templateRule(['type'], locale)]}
        >
          <Select
            loading={types.isLoading}
            options={(types.data ?? []).map((ty) => ({ value: ty.type, label: ty.name }))}
            data-testid="template-type"
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('approvals.name')}
          required
          rules={[templateRule(['name'], locale)]}
        >
          <Input maxLength={AUDIT_LIMITS.name} data-testid="template-name" />
        </Form.Item>
        <Form.Item
          name="enabled"
          label={t('approvals.enabled')}
          valuePropName="checked"
          extra={t('approvals.enabledHelp')}
        >
          <Switch data-testid="template-enabled" />
        </Form.Item>
        <NodeList known={knownPeople(template)} />
        <FormError message={submission.message} testId="template-error" />
      </Form>
    </Modal>
  );
}
