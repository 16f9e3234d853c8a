import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstIssueRef, useTranslateRef } from '@ascent/client/i18n';
import { FormError, useServerError } from '@ascent/client/ui';
import {
  CERTIFICATE_LIMITS,
  CERTIFICATE_PAGES,
  ZCertificateTemplateSave,
  type TCertificateTemplateDetail,
} from '@ascent/shared/certificate';
import type { TStoredFile } from '@ascent/shared/files';
import { FileUpload } from '../../../components/upload/FileUpload.tsx';
import { saveFile } from '../../../components/download/save-file.ts';
import { downloadSample, saveTemplate } from '../api/certificate-api.ts';
import { toFormValues, toSaveBody, type TemplateFormValues } from '../lib/template-form.ts';
import { FieldsEditor } from './fields-editor.tsx';
import { SourcesField } from './sources-field.tsx';
import { TemplatePreview } from './template-preview.tsx';

/** The template editor: name, page, background, fields (with a live preview), validity, sources. */
export function TemplateForm({
  template,
  background,
  onSaved,
  onCancel,
}: {
  template: TCertificateTemplateDetail | null;
  background: TStoredFile | null;
  onSaved: (saved: TCertificateTemplateDetail) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const { message } = App.useApp();
  const [form] = Form.useForm<TemplateFormValues>();
  const server = useServerError();
  const [selected, setSelected] = useState<number | null>(null);
  const [sampling, setSampling] = useState(false);
  const initial = toFormValues(template, background);
  const page = Form.useWatch('page', form) ?? initial.page;
  const fields = Form.useWatch('fields', form) ?? initial.fields;
  const bg = Form.useWatch('background', form);
  const name = Form.useWatch('name', form);

  const body = () => toSaveBody(form.getFieldsValue(true) as TemplateFormValues, template?.id);

  const submit = () =>
    server.guard(async () => {
      const save = body();
      const problem = firstIssueRef(ZCertificateTemplateSave, save);
      if (problem) return tr(problem);
      onSaved(await saveTemplate(save));
    });

  const sample = async () => {
    const design = body();
    const problem = firstIssueRef(ZCertificateTemplateSave, design);
    if (problem) return void message.error(tr(problem));
    setSampling(true);
    try {
      saveFile(
        await downloadSample({
          name: design.name,
          page: design.page,
          backgroundFileId: design.backgroundFileId,
          fields: design.fields,
        }),
      );
    } catch {
      // The API client showed the refusal.
    } finally {
      setSampling(false);
    }
  };

  const sampleWords = {
    holderName: t('certificates.sample.holderName'),
    certificateName: name || t('certificates.sample.certificateName'),
    sourceTitle: t('certificates.sample.sourceTitle'),
    issueDate: '2026-01-01',
    expiryDate: '2027-01-01',
    certificateNumber: '202600000001',
    verificationCode: 'ABCDEFGH23456789',
  };

  return (
    <Form<TemplateFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={() => void submit()}
      data-testid="certificate-template-form"
    >
      <Row gutter={16}>
        <Col xs={24} xl={10}>
          <Card title={t('certificates.form.basics')}>
            <Form.Item
              name="name"
              label={t('certificates.form.name')}
              rules={[
                { required: true, whitespace: true, message: t('certificates.form.nameRequired') },
              ]}
            >
              <Input
                maxLength={CERTIFICATE_LIMITS.name}
                showCount
                data-testid="certificate-template-name"
              />
            </Form.Item>
            <Form.Item name="page" label={t('certificates.form.page')}>
              <Radio.Group
                options={CERTIFICATE_PAGES.map((p) => ({
                  value: p,
                  label: t(`certificates.page.${p}`),
                }))}
                optionType="button"
              />
            </Form.Item>
            <Form.Item name="background" label={t('certificates.form.background')}>
              <FileUpload kind="image" testId="certificate-background" />
            </Form.Item>
            <Form.Item
              name="validityMonths"
              label={t('certificates.form.validityMonths')}
              extra={t('certificates.form.validityHint')}
            >
              <InputNumber
                min={0}
                max={CERTIFICATE_LIMITS.validityMonths}
                precision={0}
                data-testid="certificate-template-validity"
              />
            </Form.Item>
            <Form.Item
              name="enabled"
              label={t('certificates.form.enabled')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
            <Form.Item
              name="sources"
              label={t('certificates.form.sources')}
              extra={t('certificates.form.sourcesHint')}
            >
              <SourcesField />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card
            title={t('certificates.form.design')}
            extra={
              <Button
                icon={<DownloadOutlined />}
                loading={sampling}
                onClick={() => void sample()}
                data-testid="certificate-sample"
              >
                {t('certificates.form.samplePdf')}
              </Button>
            }
          >
            <TemplatePreview
              page={page}
              backgroundUrl={bg?.url ?? null}
              fields={fields}
              selected={selected}
              onSelect={setSelected}
              onPlace={(x, y) => {
                if (selected === null) return;
                form.setFieldValue(
                  'fields',
                  fields.map((f, i) => (i === selected ? { ...f, x, y } : f)),
                );
              }}
              sample={sampleWords}
            />
            <Form.Item name="fields" className="cert-fields-item">
              <FieldsEditor selected={selected} onSelect={setSelected} />
            </Form.Item>
          </Card>
        </Col>
      </Row>
      <FormError message={server.message} testId="certificate-template-error" />
      <Space className="cert-actions">
        <Button
          type="primary"
          htmlType="submit"
          loading={server.pending}
          data-testid="certificate-template-save"
        >
          {t('certificates.form.save')}
        </Button>
        <Button onClick={onCancel}>{t('certificates.form.cancel')}</Button>
      </Space>
    </Form>
  );
}
