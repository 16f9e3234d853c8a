import { Alert, App, Button, Card, Form, Input, Select, Space, TreeSelect } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserQuery } from '@ascent/client/app';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { FormSubmit, LoadFailed, PageSpin, useServerError } from '@ascent/client/ui';
import { RET } from '@ascent/shared/errors';
import {
  DEFAULT_IAM_FIELD,
  IAM_REDIRECT_PATH,
  SSO_LINK_RULES,
  ZIamSettingsUpdate,
  type TIamSettings,
  type TIamSettingsUpdate,
  type TSsoLinkRule,
} from '@ascent/shared/sso';
import { services } from '../../../../app/services.ts';
import { fetchIamSettings, saveIamSettings, testIamSettings } from '../../api/config-api.ts';
import { useDepartmentTree } from '../../hooks/use-department-tree.ts';
import { toDepartmentTree } from '../../lib/department-tree.ts';
import { configKeys } from '../../lib/query-keys.ts';

type Values = Omit<TIamSettingsUpdate, 'clientSecret'> & { clientSecret?: string };
type TextField =
  | 'authorizeUrl'
  | 'tokenUrl'
  | 'userinfoUrl'
  | 'clientId'
  | 'scopes'
  | 'subjectField'
  | 'linkField';

/** The help under a field, where it has one. */
const HELP: Partial<Record<TextField, string>> = {
  scopes: 'config.iam.scopesHelp',
  subjectField: 'config.iam.subjectFieldHelp',
  linkField: 'config.iam.linkFieldHelp',
};

/** Labels shared with the OIDC card (the same words for the same things). */
const LABEL: Record<TextField, string> = {
  authorizeUrl: 'config.iam.authorizeUrl',
  tokenUrl: 'config.iam.tokenUrl',
  userinfoUrl: 'config.iam.userinfoUrl',
  clientId: 'config.oidc.clientId',
  scopes: 'config.iam.scopes',
  subjectField: 'config.iam.subjectField',
  linkField: 'config.iam.linkField',
};

/**
 * The company's IAM, an identity system that speaks plain OAuth 2.0 (docs/decisions.md "IAM
 * sign-on"): its authorization, token and userinfo endpoints, the client, the scopes, and which
 * userinfo fields (dotted paths) are the person's id and the one a first sign-on matches; the
 * client secret is write-only (kept when left empty). "Test connection" checks that the three
 * saved endpoints answer. The learner site's /sso/iam starts the sign-in.
 */
export function IamGroup() {
  const settings = useUserQuery(services, {
    queryKey: configKeys.iam,
    queryFn: fetchIamSettings,
  });
  if (settings.isPending) return <PageSpin />;
  if (settings.isError)
    return <LoadFailed error={settings.error} onRetry={() => void settings.refetch()} />;
  return <IamForm values={settings.data} />;
}

function IamForm({ values }: { values: TIamSettings }) {
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
    mutationFn: saveIamSettings,
    onSuccess: (saved) => client.setQueryData(configKeys.iam, saved),
  });
  const test = useMutation({ mutationFn: testIamSettings });

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
        ? {
            ok: true,
            text: t('config.iam.testOk', {
              statuses: env.data.endpoints.map((e) => `${e.name} HTTP ${e.status}`).join(', '),
            }),
          }
        : { ok: false, text: env.msg },
    );
  };
  /** A rule's usual field replaces the previous rule's usual one (not one the admin typed). */
  const onRuleChange = (rule: TSsoLinkRule) => {
    const field = form.getFieldValue('linkField') as string;
    if (Object.values(DEFAULT_IAM_FIELD).includes(field))
      form.setFieldValue('linkField', DEFAULT_IAM_FIELD[rule]);
  };

  const textItem = (name: TextField) => (
    <Form.Item
      key={name}
      name={name}
      label={t(LABEL[name])}
      extra={HELP[name] ? t(HELP[name]) : undefined}
      rules={[zodFieldRule(ZIamSettingsUpdate.shape[name], locale)]}
    >
      <Input maxLength={500} data-testid={`iam-${name}`} />
    </Form.Item>
  );

  return (
    <Card
      type="inner"
      title={t('config.iam.title')}
      style={{ maxWidth: 640, marginTop: 24 }}
      data-testid="config-iam"
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('config.iam.redirectUri')}
        description={<code>{`${window.location.origin}${IAM_REDIRECT_PATH}`}</code>}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ ...values, clientSecret: '' }}
        onFinish={onFinish}
        data-testid="config-form-iam"
      >
        {textItem('authorizeUrl')}
        {textItem('tokenUrl')}
        {textItem('userinfoUrl')}
        {textItem('clientId')}
        <Form.Item
          name="clientSecret"
          label={t('config.oidc.clientSecret')}
          extra={values.hasSecret ? t('config.oidc.secretKept') : undefined}
        >
          <Input.Password autoComplete="new-password" maxLength={500} data-testid="iam-secret" />
        </Form.Item>
        {textItem('scopes')}
        {textItem('subjectField')}
        <Form.Item name="linkBy" label={t('config.oidc.linkBy')}>
          <Select
            style={{ width: 320 }}
            onChange={onRuleChange}
            options={SSO_LINK_RULES.map((rule) => ({
              value: rule,
              label: t(`config.linkRules.${rule}`),
            }))}
            data-testid="iam-linkBy"
          />
        </Form.Item>
        {textItem('linkField')}
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
              data-testid="iam-department"
            />
          </Form.Item>
        ) : null}
        {tested ? (
          <Alert
            type={tested.ok ? 'success' : 'error'}
            showIcon
            message={tested.text}
            style={{ marginBottom: 16 }}
            data-testid="iam-test-result"
          />
        ) : null}
        <Space>
          <FormSubmit submission={submission} testId="iam-save" errorTestId="iam-error">
            {t('config.save')}
          </FormSubmit>
          <Button
            onClick={() => void onTest()}
            loading={test.isPending}
            disabled={!values.authorizeUrl}
            data-testid="iam-test"
          >
            {t('config.oidc.test')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
