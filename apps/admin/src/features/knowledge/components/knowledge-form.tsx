import { Button, Card, Form, Input, Radio, Select, Space, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTranslateRef } from '@ascent/client/i18n';
import {
  KNOWLEDGE_LIMITS,
  type TKnowledgeAdminDetail,
  type TKnowledgeSave,
} from '@ascent/shared/knowledge';
import type { TStoredFile } from '@ascent/shared/files';
import { SECRECY_LEVELS, secrecyNameKey, type SecrecyLevel } from '@ascent/shared/users';
import { FormError, useServerError } from '@ascent/client/ui';
import { saveKnowledge } from '../api/knowledge-api.ts';
import { useKnowledgeCategories } from '../hooks/use-knowledge-admin.ts';
import { toTreeOptions } from '../../../components/tree-categories/tree-options.ts';
import { AudienceFields } from './audience-fields.tsx';
import { CoverField } from './cover-field.tsx';
import { FileUpload } from '../../../components/upload/FileUpload.tsx';
import { RichEditor } from '../../../components/rich-editor/rich-editor.tsx';

interface FormValues extends Omit<TKnowledgeSave, 'fileId'> {
  file: TStoredFile | null;
}

function initialValues(item: TKnowledgeAdminDetail | null): FormValues {
  return {
    title: item?.title ?? '',
    summary: item?.summary ?? '',
    content: item?.content ?? '',
    categoryId: item?.categoryId ?? null,
    file: item?.file ?? null,
    cover: item?.cover ?? '',
    tags: item?.tags ?? [],
    secrecyLevel: item?.secrecyLevel ?? 50,
    visibility: item?.visibility ?? 'all',
    audience: item?.audience ?? { departmentIds: [], positions: [], userIds: [] },
    allowDownload: item?.allowDownload ?? false,
  };
}

/** The knowledge item editor: text, document, cover, category, tags, secrecy, audience, downloads. */
export function KnowledgeForm({
  item,
  onSaved,
  onCancel,
}: {
  item: TKnowledgeAdminDetail | null;
  onSaved: (saved: TKnowledgeAdminDetail) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const [form] = Form.useForm<FormValues>();
  const categories = useKnowledgeCategories();
  const server = useServerError();
  const visibility = Form.useWatch('visibility', form);

  const submit = (values: FormValues) =>
    server.guard(async () => {
      const { file, ...rest } = values;
      onSaved(await saveKnowledge({ ...rest, id: item?.id, fileId: file?.fileId ?? null }));
    });

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(item)}
      onFinish={(v) => void submit(v)}
      data-testid="knowledge-form"
    >
      <Card title={t('knowledge.form.basics')}>
        <Form.Item
          name="title"
          label={t('knowledge.form.title')}
          rules={[{ required: true, whitespace: true, message: t('knowledge.form.titleRequired') }]}
        >
          <Input maxLength={KNOWLEDGE_LIMITS.title} showCount />
        </Form.Item>
        <Form.Item name="summary" label={t('knowledge.form.summary')}>
          <Input.TextArea
            maxLength={KNOWLEDGE_LIMITS.summary}
            showCount
            autoSize={{ minRows: 2 }}
          />
        </Form.Item>
        <Form.Item name="categoryId" label={t('knowledge.form.category')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            treeData={toTreeOptions(categories.data ?? [])}
            loading={categories.isPending}
          />
        </Form.Item>
        <Form.Item name="tags" label={t('knowledge.form.tags')}>
          <Select mode="tags" maxCount={KNOWLEDGE_LIMITS.tags} tokenSeparators={[',', '，']} />
        </Form.Item>
        <Form.Item name="cover" label={t('knowledge.form.cover')}>
          <CoverField type="knowledge" />
        </Form.Item>
      </Card>
      <Card title={t('knowledge.form.body')}>
        <Form.Item
          name="file"
          label={t('knowledge.form.document')}
          extra={t('knowledge.form.documentHint')}
        >
          <FileUpload kind="document" testId="knowledge-document" />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('knowledge.form.content')}
          extra={t('knowledge.form.contentHint')}
        >
          <RichEditor
            ariaLabel={t('knowledge.form.content')}
            maxLength={KNOWLEDGE_LIMITS.content}
            minHeight={240}
            testId="knowledge-content"
          />
        </Form.Item>
      </Card>
      <Card title={t('knowledge.form.access')}>
        <Form.Item name="secrecyLevel" label={t('knowledge.form.secrecy')}>
          <Select
            options={SECRECY_LEVELS.map((v) => ({
              value: v,
              label: `${v} ${tr(secrecyNameKey(v as SecrecyLevel))}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="visibility" label={t('knowledge.form.visibility')}>
          <Radio.Group
            options={[
              { value: 'all', label: t('knowledge.visibility.all') },
              { value: 'limited', label: t('knowledge.visibility.limited') },
            ]}
          />
        </Form.Item>
        {visibility === 'limited' ? (
          <AudienceFields knownPeople={item?.audienceNames.users ?? {}} />
        ) : null}
        <Form.Item
          name="allowDownload"
          label={t('knowledge.form.allowDownload')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </Card>
      <FormError message={server.message} testId="knowledge-form-error" />
      <Space className="kn-form-actions">
        <Button
          type="primary"
          htmlType="submit"
          loading={server.pending}
          data-testid="knowledge-save"
        >
          {t('knowledge.form.save')}
        </Button>
        <Button onClick={onCancel}>{t('knowledge.form.cancel')}</Button>
      </Space>
    </Form>
  );
}
