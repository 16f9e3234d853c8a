import { Alert, App, Button, Card, Form, Input, Select, Space, TreeSelect } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserQuery } from '@ascent/client/app';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { FormSubmit, LoadFailed, PageSpin, useServerError } from '@ascent/client/ui';
import { RET } from '@ascent/shared/errors';
import {
  DEFAULT_LINK_CLAIM,
  OIDC_REDIRECT_PATH,
  OIDC_SIGNED_OUT_PATH,
  SSO_LINK_RULES,
  ZOidcSettingsUpdate,
  type TOidcSettings,
  type TOidcSettingsUpdate,
  type TSsoLinkRule,
} from '@ascent/shared/sso';
import { services } from '../../../../app/services.ts';
import { fetchOidcSettings, saveOidcSettings, testOidcSettings } from '../../api/config-api.ts';
import { useDepartmentTree } from '../../hooks/use-department-tree.ts';
import { toDepartmentTree } from '../../lib/department-tree.ts';
import { configKeys } from '../../lib/query-keys.ts';

type Values = Omit<TOidcSettingsUpdate, 'clientSecret'> & { clientSecret?: string };
type TextField = 'issuer' | 'clientId' | 'scopes' | 'linkClaim';

/**
 * The company's OIDC provider (docs/decisions.md "OIDC sign-on"): issuer, client, scopes and
 * how a first sign-on finds its account; the client secret is write-only (kept when left
 * empty). "Test connection" reads the saved issuer's discovery document. The learner site sends
 * signed-out visitors there when the sign-on group's "OIDC sign-in" is on.
 */
export function OidcGroup() {
  const settings = useUserQuery(services, {
    queryKey: configKeys.oidc,
    queryFn: fetchOidcSettings,
  });
  if (settings.isPending) return <PageSpin />;
  if (settings.isError)
    return <LoadFailed error={settings.error} onRetry={() => void settings.refetch()} />;
  return <OidcForm values={settings.data} />;
}

function OidcForm({ values }: { values: TOidcSettings }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const linkBy = Form.useWatch('linkBy', form) ?? values.linkBy;
  const departments = useDepartmentTree();
  const submission = useServerError();
  const [tested, setTested] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: saveOidcSettings,
    onSuccess: (saved) => client.setQueryData(configKeys.oidc, saved),
  });
  const test = useMutation({ mutationFn: testOidcSettings });

  const onFinish = (v: Values) =>
    submission.guard(async () => {
      await save.mutateAsync({
        ...v,
        clientSecret: v.clientSecret ?? '',
        createDepartmentId: v.linkBy === 'create' ? (v.createDepartmentId ?? null) : null,
      });
      form.setFieldValue('clientSecret', '');
      setTested(null);
      void message.success(t('config.saved'));
    });
  const onTest = async () => {
    const env = await test.mutateAsync();
    setTested(
      env.ret === RET.OK
        ? { ok: true, text: t('config.oidc.testOk', { issuer: env.data.issuer }) }
        : { ok: false, text: env.msg },
    );
  };
  /** A rule's usual claim replaces the previous rule's usual one (not one the admin typed). */
  const onRuleChange = (rule: TSsoLinkRule) => {
    const claim = form.getFieldValue('linkClaim') as string;
    if (Object.values(DEFAULT_LINK_CLAIM).includes(claim))
      form.setFieldValue('linkClaim', DEFAULT_LINK_CLAIM[rule]);
  };

  const textItem = (name: TextField) => (
    <Form.Item
      key={name}
      name={name}
      label={t(`config.oidc.${name}`)}
      extra={name === 'linkClaim' ? t('config.oidc.linkClaimHelp') : undefined}
      rules={[zodFieldRule(ZOidcSettingsUpdate.shape[name], locale)]}
    >
      <Input maxLength={500} data-testid={`oidc-${name}`} />
    </Form.Item>
  );

  return (
    <Card
      type="inner"
      title={t('config.oidc.title')}
      style={{ maxWidth: 640, marginTop: 24 }}
      data-testid="config-oidc"
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('config.oidc.redirectUri')}
        description={
          <>
            <div>
              <code>{`${window.location.origin}${OIDC_REDIRECT_PATH}`}</code>
            </div>
            <div>
              {t('config.oidc.signedOutUri')}{' '}
              <code>{`${window.location.origin}${OIDC_SIGNED_OUT_PATH}`}</code>
            </div>
          </>
        }
      />
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ ...values, clientSecret: '' }}
        onFinish={onFinish}
        data-testid="config-form-oidc"
      >
        {textItem('issuer')}
        {textItem('clientId')}
        <Form.Item
          name="clientSecret"
          label={t('config.oidc.clientSecret')}
          extra={values.hasSecret ? t('config.oidc.secretKept') : undefined}
        >
          <Input.Password autoComplete="new-password" maxLength={500} data-testid="oidc-secret" />
        </Form.Item>
        {textItem('scopes')}
        <Form.Item name="linkBy" label={t('config.oidc.linkBy')}>
          <Select
            style={{ width: 320 }}
            onChange={onRuleChange}
            options={SSO_LINK_RULES.map((rule) => ({
              value: rule,
              label: t(`config.linkRules.${rule}`),
            }))}
            data-testid="oidc-linkBy"
          />
        </Form.Item>
        {textItem('linkClaim')}
        {linkBy === 'create' ? (
          <Form.Item
            name="createDepartmentId"
            label={t('config.oidc.createDepartment')}
            rules={[{ required: true, message: t('config.oidc.createDepartmentRequired') }]}
          >
            <TreeSelect
              treeData={toDepartmentTree(departments.data ?? [])}
              loading={departments.isLoading}
              showSearch={{ treeNodeFilterProp: 'title' }}
              treeDefaultExpandAll
              data-testid="oidc-department"
            />
          </Form.Item>
        ) : null}
        {tested ? (
          <Alert
            type={tested.ok ? 'success' : 'error'}
            showIcon
            message={tested.text}
            style={{ marginBottom: 16 }}
            data-testid="oidc-test-result"
          />
        ) : null}
        <Space>
          <FormSubmit submission={submission} testId="oidc-save" errorTestId="oidc-error">
            {t('config.save')}
          </FormSubmit>
          <Button
            onClick={() => void onTest()}
            loading={test.isPending}
            disabled={!values.issuer}
            data-testid="oidc-test"
          >
            {t('config.oidc.test')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
