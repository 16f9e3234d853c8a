import { Alert, App, Button, Card, Form, Input, Select, Space, Switch } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserQuery } from '@ascent/client/app';
import { useLocale, zodFieldRule, zodFormRule } from '@ascent/client/i18n';
import { FormSubmit, LoadFailed, PageSpin, useServerError } from '@ascent/client/ui';
import { RET } from '@ascent/shared/errors';
import {
  COMPANY_SMS_PROVIDERS,
  SMS_TEST_LIMIT,
  ZSmsSettingsUpdate,
  ZSmsTestRequest,
  type TSmsSettings,
  type TSmsSettingsUpdate,
} from '@ascent/shared/sms';
import { services } from '../../../../app/services.ts';
import { fetchSmsSettings, saveSmsSettings, testSmsSettings } from '../../api/config-api.ts';
import { configKeys } from '../../lib/query-keys.ts';

type Values = Omit<TSmsSettingsUpdate, 'accessKeySecret'> & { accessKeySecret?: string };
type TextField =
  | 'accessKeyId'
  | 'signName'
  | 'loginTemplate'
  | 'resetTemplate'
  | 'sdkAppId'
  | 'region'
  | 'baseUrl';

/**
 * The company's own SMS account (docs/decisions.md "Codes by text message"): switched on, the
 * company's sign-in and reset codes go through it instead of the operator's. The key secret is
 * write-only (kept when left empty). "Send a test message" goes through the saved settings.
 */
export function SmsGroup() {
  const settings = useUserQuery(services, {
    queryKey: configKeys.sms,
    queryFn: fetchSmsSettings,
  });
  if (settings.isPending) return <PageSpin />;
  if (settings.isError)
    return <LoadFailed error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SmsForm values={settings.data} />;
}

function SmsForm({ values }: { values: TSmsSettings }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const provider = Form.useWatch('provider', form) ?? values.provider;
  const submission = useServerError();
  const [tested, setTested] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: saveSmsSettings,
    onSuccess: (saved) => client.setQueryData(configKeys.sms, saved),
  });
  const test = useMutation({ mutationFn: testSmsSettings });

  const onFinish = (v: Values) =>
    submission.guard(async () => {
      // The Tencent fields are not shown for Aliyun: their stored values go back unchanged.
      const all = { ...(form.getFieldsValue(true) as Values), ...v };
      await save.mutateAsync({ ...all, accessKeySecret: all.accessKeySecret ?? '' });
      form.setFieldValue('accessKeySecret', '');
      setTested(null);
      void message.success(t('config.saved'));
    });
  const onTest = async ({ mobile }: { mobile: string }) => {
    const env = await test.mutateAsync({ mobile });
    setTested(
      env.ret === RET.OK
        ? { ok: true, text: t('config.sms.testOk') }
        : { ok: false, text: env.msg },
    );
  };

  const textItem = (name: TextField, extra?: string) => (
    <Form.Item
      key={name}
      name={name}
      label={t(`config.sms.${name}`)}
      extra={extra}
      dependencies={['enabled', 'provider']}
      rules={[zodFormRule(ZSmsSettingsUpdate, name, locale)]}
    >
      <Input maxLength={300} data-testid={`sms-${name}`} />
    </Form.Item>
  );

  return (
    <Card
      type="inner"
      title={t('config.sms.title')}
      style={{ maxWidth: 640 }}
      data-testid="config-sms"
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('config.sms.intro')} />
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ ...values, accessKeySecret: '' }}
        onFinish={onFinish}
        data-testid="config-form-sms"
      >
        <Form.Item name="enabled" label={t('config.sms.enabled')} valuePropName="checked">
          <Switch data-testid="sms-enabled" />
        </Form.Item>
        <Form.Item name="provider" label={t('config.sms.provider')}>
          <Select
            style={{ width: 320 }}
            options={COMPANY_SMS_PROVIDERS.map((p) => ({
              value: p,
              label: t(`config.sms.providers.${p}`),
            }))}
            data-testid="sms-provider"
          />
        </Form.Item>
        {textItem('accessKeyId')}
        <Form.Item
          name="accessKeySecret"
          label={t('config.sms.accessKeySecret')}
          extra={values.hasSecret ? t('config.sms.secretKept') : undefined}
        >
          <Input.Password autoComplete="new-password" maxLength={500} data-testid="sms-secret" />
        </Form.Item>
        {textItem('signName')}
        {textItem('loginTemplate')}
        {textItem('resetTemplate', t('config.sms.resetTemplateHelp'))}
        {provider === 'tencent' ? (
          <>
            {textItem('sdkAppId')}
            {textItem('region', t('config.sms.regionHelp'))}
          </>
        ) : null}
        {textItem('baseUrl', t('config.sms.baseUrlHelp'))}
        <FormSubmit submission={submission} testId="sms-save" errorTestId="sms-error">
          {t('config.save')}
        </FormSubmit>
      </Form>
      <Form<{ mobile: string }>
        layout="vertical"
        style={{ marginTop: 24 }}
        initialValues={{ mobile: '' }}
        onFinish={(v) => void onTest(v)}
        data-testid="config-form-sms-test"
      >
        <Form.Item
          label={t('config.sms.testMobile')}
          extra={t('config.sms.testHelp', { perDay: SMS_TEST_LIMIT.perDay })}
        >
          <Space.Compact style={{ width: 400, maxWidth: '100%' }}>
            <Form.Item
              name="mobile"
              noStyle
              rules={[zodFieldRule(ZSmsTestRequest.shape.mobile, locale)]}
            >
              <Input maxLength={11} inputMode="tel" data-testid="sms-test-mobile" />
            </Form.Item>
            <Button
              htmlType="submit"
              loading={test.isPending}
              disabled={!values.accessKeyId || !values.hasSecret}
              data-testid="sms-test"
            >
              {t('config.sms.test')}
            </Button>
          </Space.Compact>
        </Form.Item>
        {tested ? (
          <Alert
            type={tested.ok ? 'success' : 'error'}
            showIcon
            message={tested.text}
            data-testid="sms-test-result"
          />
        ) : null}
      </Form>
    </Card>
  );
}
