import { App, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { FormSubmit, useServerError } from '@ascent/client/ui';
import { MESSAGE_LIMITS, ZMessageContent, ZMessageTitle } from '@ascent/shared/message';
import { sendMessage } from '../api/messages-api.ts';
import { messageKeys } from '../hooks/query-keys.ts';
import { SEND_FORM_INITIAL, toSendRequest, type SendFormValues } from '../lib/send-form.ts';
import { RichEditor } from '../../../components/rich-editor/rich-editor.tsx';
import { AudienceFields } from './audience-fields.tsx';

/** Writes and sends an announcement: audience, title, rich-text content (the one editor). */
export function SendMessageForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<SendFormValues>();
  const submission = useServerError();

  const onFinish = (values: SendFormValues) =>
    submission.guard(async () => {
      const sent = await sendMessage(toSendRequest(values));
      void message.success(t('messages.sent', { count: sent.recipientCount }));
      await client.invalidateQueries({ queryKey: messageKeys.sent });
      form.resetFields();
      onSent();
    });

  return (
    <Form<SendFormValues>
      form={form}
      layout="vertical"
      initialValues={SEND_FORM_INITIAL}
      onFinish={onFinish}
      style={{ maxWidth: 720 }}
      data-testid="msg-send-form"
    >
      <AudienceFields />
      <Form.Item
        name="title"
        label={t('messages.messageTitle')}
        rules={[zodFieldRule(ZMessageTitle, locale)]}
      >
        <Input maxLength={MESSAGE_LIMITS.titleMax} showCount data-testid="msg-title" />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('messages.content')}
        extra={t('messages.contentHint')}
        rules={[zodFieldRule(ZMessageContent, locale)]}
      >
        <RichEditor maxLength={MESSAGE_LIMITS.contentMax} minHeight={200} testId="msg-content" />
      </Form.Item>
      <FormSubmit submission={submission} testId="msg-send" errorTestId="msg-send-error">
        {t('messages.send')}
      </FormSubmit>
    </Form>
  );
}
