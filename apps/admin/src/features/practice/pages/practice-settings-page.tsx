import { App, Button, Card, Form, InputNumber } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { USER_QUERY_KEY } from '@ascent/client/app';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { FormError, LoadFailed, PageSpin, useServerError } from '@ascent/client/ui';
import {
  PRACTICE_LIMITS,
  ZPracticeSettings,
  type TPracticeSettings,
} from '@ascent/shared/practice';
import { fetchPracticeSettings, savePracticeSettings } from '../api/practice-admin-api.ts';

const KEY = [...USER_QUERY_KEY, 'practice-admin', 'settings'] as const;
const shape = ZPracticeSettings.shape;

/** The company's practice settings: the wrong-question book's threshold, the daily set's size. */
export function PracticeSettingsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: fetchPracticeSettings });
  const [form] = Form.useForm<TPracticeSettings>();
  const submission = useServerError();

  if (settings.isPending) return <PageSpin />;
  if (settings.isError)
    return <LoadFailed error={settings.error} onRetry={() => void settings.refetch()} />;

  const submit = (values: TPracticeSettings) =>
    void submission
      .guard(async () => {
        const saved = await savePracticeSettings(values);
        client.setQueryData(KEY, saved);
        void message.success(t('practice.settings.saved'));
      })
      .catch(() => undefined);

  return (
    <Card title={t('practice.menu.settings')}>
      <Form<TPracticeSettings>
        form={form}
        layout="vertical"
        initialValues={settings.data}
        onFinish={submit}
        style={{ maxWidth: 480 }}
      >
        <Form.Item
          name="wrongRemoveAfter"
          label={t('practice.settings.wrongRemoveAfter')}
          extra={t('practice.settings.wrongRemoveAfterHelp')}
          rules={[zodFieldRule(shape.wrongRemoveAfter, locale)]}
        >
          <InputNumber
            min={PRACTICE_LIMITS.wrongRemoveAfter.min}
            max={PRACTICE_LIMITS.wrongRemoveAfter.max}
            precision={0}
            data-testid="practice-wrong-remove-after"
          />
        </Form.Item>
        <Form.Item
          name="dailyCount"
          label={t('practice.settings.dailyCount')}
          extra={t('practice.settings.dailyCountHelp')}
          rules={[zodFieldRule(shape.dailyCount, locale)]}
        >
          <InputNumber
            min={PRACTICE_LIMITS.dailyCount.min}
            max={PRACTICE_LIMITS.dailyCount.max}
            precision={0}
          />
        </Form.Item>
        <FormError message={submission.message} />
        <Button
          type="primary"
          htmlType="submit"
          loading={submission.pending}
          data-testid="practice-settings-save"
        >
          {t('practice.settings.save')}
        </Button>
      </Form>
    </Card>
  );
}
