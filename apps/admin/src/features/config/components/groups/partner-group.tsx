import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Grid,
  Input,
  Select,
  Space,
  Switch,
  Tag,
  TreeSelect,
  Typography,
} from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserQuery } from '@ascent/client/app';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { FormSubmit, LoadFailed, PageSpin, useServerError } from '@ascent/client/ui';
import {
  PARTNER_PAGES,
  SSO_LINK_RULES,
  ZPartnerSettingsUpdate,
  type TPartnerSettings,
  type TPartnerSettingsUpdate,
} from '@ascent/shared/sso';
import { HTSY_PAGES } from '@ascent/shared/sso/paths';
import { services } from '../../../../app/services.ts';
import { fetchPartnerSettings, savePartnerSettings } from '../../api/config-api.ts';
import { useDepartmentTree } from '../../hooks/use-department-tree.ts';
import { toDepartmentTree } from '../../lib/department-tree.ts';
import { configKeys } from '../../lib/query-keys.ts';

type Values = Omit<TPartnerSettingsUpdate, 'secret'> & { secret?: string };

/** A strong shared secret: 32 random bytes, base64url (43 characters). */
function strongSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Partner sign-on (docs/decisions.md "Partner sign-on"): a partner system of the company (its
 * intranet portal, its HR system) sends people already signed in there to the learner site's
 * partner pages with a ticket signed with the shared secret. The secret is write-only (kept
 * when left empty; "Generate" fills in a strong one to hand to the partner); the link rule
 * finds the account the ticket names.
 */
export function PartnerGroup() {
  const settings = useUserQuery(services, {
    queryKey: configKeys.partner,
    queryFn: fetchPartnerSettings,
  });
  if (settings.isPending) return <PageSpin />;
  if (settings.isError)
    return <LoadFailed error={settings.error} onRetry={() => void settings.refetch()} />;
  return <PartnerForm values={settings.data} />;
}

function PartnerForm({ values }: { values: TPartnerSettings }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const linkBy = Form.useWatch('linkBy', form) ?? values.linkBy;
  const enabled = Form.useWatch('enabled', form) ?? values.enabled;
  /** Turned on with no secret saved yet: one is needed. */
  const needsSecret = enabled && !values.hasSecret;
  const departments = useDepartmentTree();
  const submission = useServerError();
  const [shown, setShown] = useState(false);
  const compact = !Grid.useBreakpoint().md;
  const save = useMutation({
    mutationFn: savePartnerSettings,
    onSuccess: (saved) => client.setQueryData(configKeys.partner, saved),
  });

  const onFinish = (v: Values) =>
    submission.guard(async () => {
      await save.mutateAsync({
        secret: v.secret ?? '',
        linkBy: v.linkBy,
        createDepartmentId: v.linkBy === 'create' ? (v.createDepartmentId ?? null) : null,
        enabled: v.enabled,
      });
      form.setFieldValue('secret', '');
      setShown(false);
      void message.success(t('config.saved'));
    });
  const onGenerate = () => {
    form.setFieldValue('secret', strongSecret());
    setShown(true);
    void message.info(t('config.partner.generated'));
  };

  return (
    <Card
      type="inner"
      size={compact ? 'small' : 'default'}
      title={t('config.partner.title')}
      extra={
        <Tag color={values.enabled ? 'success' : 'default'} data-testid="partner-status">
          {t(values.enabled ? 'config.suites.statusOn' : 'config.suites.statusOff')}
        </Tag>
      }
      style={{ maxWidth: 640, marginTop: 24 }}
      data-testid="config-partner"
    >
      <Typography.Paragraph type="secondary">{t('config.partner.where')}</Typography.Paragraph>
      <Alert
        type="info"
        showIcon={!compact}
        style={{ marginBottom: 16, ...(compact ? { padding: '8px 12px' } : {}) }}
        message={t('config.partner.pages')}
        description={(
          [
            ['v1', [PARTNER_PAGES.v1]],
            ['v2', [PARTNER_PAGES.v2]],
            // The htsy gateway signs its tickets with this secret too (decisions.md).
            ['htsy', Object.values(HTSY_PAGES)],
          ] as const
        ).map(([kind, paths]) => (
          <div key={kind}>
            <Typography.Text type="secondary">{t(`config.partner.${kind}`)}</Typography.Text>
            {paths.map((pagePath) => (
              <div key={pagePath}>
                <Typography.Text
                  code
                  copyable
                  style={{ wordBreak: 'break-all' }}
                  data-testid={kind === 'htsy' ? undefined : `partner-uri-${kind}`}
                >
                  {`${window.location.origin}${pagePath}`}
                </Typography.Text>
              </div>
            ))}
          </div>
        ))}
      />
      <Form<Values>
        form={form}
        name="partner"
        layout="vertical"
        initialValues={{ ...values, secret: '' }}
        onFinish={onFinish}
        data-testid="config-form-partner"
      >
        <Form.Item name="enabled" label={t('config.partner.enabled')} valuePropName="checked">
          <Switch data-testid="partner-enabled" />
        </Form.Item>
        <Form.Item label={t('config.partner.secret')} required={needsSecret}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="secret"
              noStyle
              rules={[
                zodFieldRule(ZPartnerSettingsUpdate.shape.secret, locale),
                ...(needsSecret
                  ? [{ required: true, message: t('config.partner.secretRequired') }]
                  : []),
              ]}
            >
              <Input.Password
                autoComplete="new-password"
                maxLength={500}
                visibilityToggle={{ visible: shown, onVisibleChange: setShown }}
                data-testid="partner-secret"
              />
            </Form.Item>
            <Button onClick={onGenerate} data-testid="partner-generate">
              {t('config.partner.generate')}
            </Button>
          </Space.Compact>
          <Typography.Text type="secondary">
            {values.hasSecret ? t('config.suites.secretKept') : t('config.partner.secretHelp')}
          </Typography.Text>
        </Form.Item>
        <Form.Item
          name="linkBy"
          label={t('config.suites.linkBy')}
          extra={t('config.partner.linkHelp')}
        >
          <Select
            style={{ width: '100%', maxWidth: 320 }}
            options={SSO_LINK_RULES.map((rule) => ({
              value: rule,
              label: t(`config.linkRules.${rule}`),
            }))}
            data-testid="partner-linkBy"
          />
        </Form.Item>
        {linkBy === 'create' ? (
          <Form.Item
            name="createDepartmentId"
            label={t('config.suites.createDepartment')}
            rules={[{ required: true, message: t('config.suites.createDepartmentRequired') }]}
          >
            <TreeSelect
              style={{ width: '100%', maxWidth: 320 }}
              treeData={toDepartmentTree(departments.data ?? [])}
              loading={departments.isLoading}
              showSearch={{ treeNodeFilterProp: 'title' }}
              treeDefaultExpandAll
              data-testid="partner-department"
            />
          </Form.Item>
        ) : null}
        <FormSubmit submission={submission} testId="partner-save" errorTestId="partner-error">
          {t('config.save')}
        </FormSubmit>
      </Form>
    </Card>
  );
}
