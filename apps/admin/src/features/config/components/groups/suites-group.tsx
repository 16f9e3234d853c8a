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
import { refRule, useLocale, zodFieldRule } from '@ascent/client/i18n';
import { FormSubmit, LoadFailed, PageSpin, useServerError } from '@ascent/client/ui';
import { RET, messageRef } from '@ascent/shared/errors';
import {
  DIRECTORY_SUITES,
  SSO_LINK_RULES,
  SUITE_APP_HOMEPAGES,
  SUITE_MODES,
  SUITE_PAGES,
  SUITE_REQUIRED,
  ZSuiteSettingsUpdate,
  type TDirectorySuite,
  type TSignOnSuite,
  type TSuiteSettings,
  type TSuiteSettingsList,
  type TSuiteSettingsUpdate,
} from '@ascent/shared/sso';
import { services } from '../../../../app/services.ts';
import { fetchSuiteSettings, saveSuiteSettings, testSuiteSettings } from '../../api/config-api.ts';
import { useDepartmentTree } from '../../hooks/use-department-tree.ts';
import { toDepartmentTree } from '../../lib/department-tree.ts';
import { configKeys } from '../../lib/query-keys.ts';
import { DirectorySyncPanel } from './directory-sync-panel.tsx';

/** The suites whose directory can be synced (WeChat has none). */
const isDirectorySuite = (kind: TSignOnSuite): kind is TDirectorySuite =>
  (DIRECTORY_SUITES as readonly string[]).includes(kind);

type IdField = 'corpId' | 'appId' | 'agentId';
/** The form's values: a suite's form has only the ids it uses (SUITE_FIELDS). */
type Values = Omit<TSuiteSettingsUpdate, 'kind' | 'secret' | IdField> &
  Partial<Record<IdField, string>> & { secret?: string };

/**
 * The fields each suite's form shows, in the order its console lists them. WeCom names its
 * application by the agentid (the server takes that as the app id), so it has no app id field.
 */
const SUITE_FIELDS: Record<TSignOnSuite, readonly IdField[]> = {
  wxwork: ['corpId', 'agentId'],
  dingtalk: ['corpId', 'appId', 'agentId'],
  feishu: ['appId'],
  weixin: ['appId'],
};

/**
 * Sign-on through the workplace suites (docs/decisions.md "Sign-on through the workplace
 * suites"): one card each for WeCom, DingTalk, Feishu and WeChat, with the application's ids
 * under the suite's own names, the write-only secret (kept when left empty), how a first
 * sign-on finds its account, and the learner site's pages to register at the suite. "Test
 * connection" asks the suite for an application token with the saved credentials. A saved,
 * switched-on WeCom, DingTalk or Feishu card also syncs the suite's directory.
 */
export function SuitesGroup() {
  const settings = useUserQuery(services, {
    queryKey: configKeys.suites,
    queryFn: fetchSuiteSettings,
  });
  if (settings.isPending) return <PageSpin />;
  if (settings.isError)
    return <LoadFailed error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <>
      {settings.data.list.map((suite) => (
        <SuiteForm key={suite.kind} values={suite} />
      ))}
    </>
  );
}

function SuiteForm({ values }: { values: TSuiteSettings }) {
  const { kind } = values;
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const linkBy = Form.useWatch('linkBy', form) ?? values.linkBy;
  /** Feishu: the operator's store app, for the tenant the company names (no app of its own). */
  const storeWatched = Form.useWatch('storeApp', form) ?? values.storeApp;
  const storeApp = kind === 'feishu' && storeWatched;
  const departments = useDepartmentTree();
  const submission = useServerError();
  const [tested, setTested] = useState<{ ok: boolean; text: string } | null>(null);
  /** The admin frame is a PC layout: on a phone its page is narrow, so the card is compact. */
  const compact = !Grid.useBreakpoint().md;
  const suite = t(`config.suites.names.${kind}`);
  const save = useMutation({
    mutationFn: saveSuiteSettings,
    onSuccess: (saved) =>
      client.setQueryData<TSuiteSettingsList>(configKeys.suites, (old) =>
        old ? { list: old.list.map((s) => (s.kind === saved.kind ? saved : s)) } : old,
      ),
  });
  const test = useMutation({ mutationFn: testSuiteSettings });
  /**
   * The suite answers for the saved application only: it must be on and have its secret (the
   * store app's secret is the operator's).
   */
  const testable = values.enabled && (values.hasSecret || values.storeApp);

  const onFinish = (v: Values) =>
    submission.guard(async () => {
      const agentId = v.agentId ?? '';
      await save.mutateAsync({
        kind,
        corpId: v.corpId ?? '',
        // WeCom's application is its agentid; the store app's is the operator's.
        appId: kind === 'wxwork' ? agentId : storeApp ? '' : (v.appId ?? ''),
        agentId,
        secret: storeApp ? '' : (v.secret ?? ''),
        ...(kind === 'feishu' ? { storeApp } : {}),
        linkBy: v.linkBy,
        createDepartmentId: v.linkBy === 'create' ? (v.createDepartmentId ?? null) : null,
        enabled: v.enabled,
      });
      form.setFieldValue('secret', '');
      setTested(null);
      void message.success(t('config.saved'));
    });
  const onTest = async () => {
    const env = await test.mutateAsync(kind);
    setTested(
      env.ret === RET.OK
        ? { ok: true, text: t('config.suites.testOk', { suite }) }
        : { ok: false, text: env.msg },
    );
  };

  const idItem = (name: IdField) => {
    const needed = SUITE_REQUIRED[kind].includes(name);
    return (
      <Form.Item
        key={name}
        name={name}
        label={t(`config.suites.fields.${kind}.${name}`)}
        required={needed}
        rules={[
          ...(needed
            ? [refRule((v) => (String(v ?? '').trim() ? null : messageRef(`sso.${name}`)), locale)]
            : []),
          zodFieldRule(ZSuiteSettingsUpdate.shape[name], locale),
        ]}
      >
        <Input maxLength={100} autoComplete="off" data-testid={`suite-${kind}-${name}`} />
      </Form.Item>
    );
  };
  /** Feishu's store app: the organization's tenant_key (kept as the settings' corpId). */
  const tenantKeyItem = () => (
    <Form.Item
      key="tenantKey"
      name="corpId"
      label={t('config.suites.fields.feishu.tenantKey')}
      required
      rules={[
        refRule((v) => (String(v ?? '').trim() ? null : messageRef('sso.tenantKey')), locale),
        zodFieldRule(ZSuiteSettingsUpdate.shape.corpId, locale),
      ]}
    >
      <Input maxLength={100} autoComplete="off" data-testid={`suite-${kind}-tenantKey`} />
    </Form.Item>
  );
  return (
    <Card
      type="inner"
      size={compact ? 'small' : 'default'}
      title={suite}
      extra={
        <Tag color={values.enabled ? 'success' : 'default'} data-testid={`suite-${kind}-status`}>
          {t(values.enabled ? 'config.suites.statusOn' : 'config.suites.statusOff')}
        </Tag>
      }
      style={{ maxWidth: 640, marginTop: 24 }}
      data-testid={`config-suite-${kind}`}
    >
      <Typography.Paragraph type="secondary">
        {t(`config.suites.where.${kind}`)}
      </Typography.Paragraph>
      <Alert
        type="info"
        showIcon={!compact}
        style={{ marginBottom: 16, ...(compact ? { padding: '8px 12px' } : {}) }}
        message={t('config.suites.redirectUri', { suite })}
        description={
          <>
            <Typography.Paragraph style={{ marginBottom: 8 }}>
              {storeApp
                ? t('config.suites.storeRegister')
                : t(`config.suites.register.${kind}`, { host: window.location.host })}
            </Typography.Paragraph>
            {SUITE_MODES.flatMap((mode) => {
              const page = SUITE_PAGES[kind][mode];
              return page
                ? [
                    <SiteAddress
                      key={mode}
                      label={t(`config.suites.pages.${kind}.${mode}`)}
                      path={page}
                      testId={`suite-${kind}-uri-${mode}`}
                    />,
                  ]
                : [];
            })}
            {SUITE_APP_HOMEPAGES[kind] ? (
              <SiteAddress
                label={t(`config.suites.homepage.${kind}`)}
                path={SUITE_APP_HOMEPAGES[kind]}
                testId={`suite-${kind}-homepage`}
              />
            ) : null}
          </>
        }
      />
      <Form<Values>
        form={form}
        name={`suite-${kind}`}
        layout="vertical"
        // The store app's id is the operator's, not one to keep when switching to an own app.
        initialValues={{ ...values, appId: values.storeApp ? '' : values.appId, secret: '' }}
        onFinish={onFinish}
        data-testid={`config-form-suite-${kind}`}
      >
        <Form.Item
          name="enabled"
          label={t('config.suites.enabled', { suite })}
          valuePropName="checked"
        >
          <Switch data-testid={`suite-${kind}-enabled`} />
        </Form.Item>
        {kind === 'feishu' ? (
          <Form.Item
            name="storeApp"
            label={t('config.suites.storeApp')}
            extra={t('config.suites.storeHelp')}
            valuePropName="checked"
          >
            <Switch data-testid={`suite-${kind}-storeApp`} />
          </Form.Item>
        ) : null}
        {storeApp ? (
          tenantKeyItem()
        ) : (
          <>
            {SUITE_FIELDS[kind].map(idItem)}
            <Form.Item
              name="secret"
              label={t(`config.suites.fields.${kind}.secret`)}
              extra={values.hasSecret ? t('config.suites.secretKept') : undefined}
              rules={[zodFieldRule(ZSuiteSettingsUpdate.shape.secret, locale)]}
            >
              <Input.Password
                autoComplete="new-password"
                maxLength={500}
                data-testid={`suite-${kind}-secret`}
              />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="linkBy"
          label={t('config.suites.linkBy')}
          extra={
            kind === 'weixin'
              ? t('config.suites.linkHelpWeixin')
              : kind === 'wxwork'
                ? t('config.suites.linkHelpWxwork')
                : t('config.suites.linkHelp', { suite })
          }
        >
          <Select
            style={{ width: '100%', maxWidth: 320 }}
            options={SSO_LINK_RULES.map((rule) => ({
              value: rule,
              label: t(`config.linkRules.${rule}`),
            }))}
            data-testid={`suite-${kind}-linkBy`}
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
              data-testid={`suite-${kind}-department`}
            />
          </Form.Item>
        ) : null}
        {tested ? (
          <Alert
            type={tested.ok ? 'success' : 'error'}
            showIcon
            message={tested.text}
            style={{ marginBottom: 16 }}
            data-testid={`suite-${kind}-result`}
          />
        ) : null}
        <Space wrap>
          <FormSubmit
            submission={submission}
            testId={`suite-${kind}-save`}
            errorTestId={`suite-${kind}-error`}
          >
            {t('config.save')}
          </FormSubmit>
          <Button
            onClick={() => void onTest()}
            loading={test.isPending}
            disabled={!testable}
            data-testid={`suite-${kind}-test`}
          >
            {t('config.suites.test')}
          </Button>
        </Space>
        {testable ? null : (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('config.suites.testHint')}
          </Typography.Paragraph>
        )}
      </Form>
      {/* The store app's directory is not read yet: sync uses the company's own app. */}
      {testable && !values.storeApp && isDirectorySuite(kind) ? (
        <DirectorySyncPanel suite={kind} />
      ) : null}
    </Card>
  );
}

/** An address of this site to register at the suite, named and ready to copy. */
function SiteAddress({ label, path, testId }: { label: string; path: string; testId: string }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <br />
      <Typography.Text code copyable style={{ wordBreak: 'break-all' }} data-testid={testId}>
        {`${window.location.origin}${path}`}
      </Typography.Text>
    </div>
  );
}
