import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { FormError, useServerError } from '@ascent/client/ui';
import {
  SCORE_NAME_MAX,
  ZScoreNameValue,
  type TAdminScoreName,
  type TScoreNameValue,
} from '@ascent/shared/config';
import { useSaveScoreName } from '../hooks/use-score-names.ts';

const LOCALES = ['zh_CN', 'zh_TW', 'en_US'] as const;

/** Edits one score name in the three languages. */
export function ScoreNameDialog({
  entry,
  onClose,
}: {
  entry: TAdminScoreName | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<TScoreNameValue>();
  const save = useSaveScoreName();
  const submission = useServerError();

  const submit = async () => {
    if (!entry) return;
    const configValue = await form.validateFields();
    await submission.guard(async () => {
      await save.mutateAsync({ configKey: entry.configKey, configValue });
      void message.success(t('config.saved'));
      onClose();
    });
  };

  return (
    <Modal
      open={entry !== null}
      title={entry ? t(`config.scoreNames.keys.${entry.configKey}`) : ''}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('config.save')}
      okButtonProps={{ loading: submission.pending }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={entry?.configValue}>
        {LOCALES.map((code) => (
          <Form.Item
            key={code}
            name={code}
            label={t(`config.localeNames.${code}`)}
            required
            rules={[zodFieldRule(ZScoreNameValue.shape[code], locale)]}
          >
            <Input maxLength={SCORE_NAME_MAX} data-testid={`score-name-${code}`} />
          </Form.Item>
        ))}
      </Form>
      <FormError message={submission.message} />
    </Modal>
  );
}
