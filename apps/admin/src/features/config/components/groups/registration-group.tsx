import { App, Card, Form, Input, Switch, Tabs, TreeSelect } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUserQuery } from '@ascent/client/app';
import { useLocale, useTranslateRef, zodFieldRule } from '@ascent/client/i18n';
import { messageRef } from '@ascent/shared/errors';
import { FormSubmit, LoadFailed, PageSpin, useServerError } from '@ascent/client/ui';
import {
  REGISTRATION,
  ZTermsTexts,
  type TRegistrationSettings,
  type TRegistrationSettingsUpdate,
} from '@ascent/shared/registration';
import { services } from '../../../../app/services.ts';
import { fetchRegistrationSettings, saveRegistrationSettings } from '../../api/config-api.ts';
import { useDepartmentTree } from '../../hooks/use-department-tree.ts';
import { toDepartmentTree } from '../../lib/department-tree.ts';
import { configKeys } from '../../lib/query-keys.ts';

const LANGS = ['zh_CN', 'zh_TW', 'en_US'] as const;

/**
 * Self-registration (spec s.6 department controls; docs/decisions.md "Registration"): whether
 * people may register, the department they join (or the ones they may choose), and the user
 * agreement and privacy policy in three languages. Each save is in the operation log.
 */
export function RegistrationGroup() {
  const settings = useUserQuery(services, {
    queryKey: configKeys.registration,
    queryFn: fetchRegistrationSettings,
  });
  if (settings.isPending) return <PageSpin />;
  if (settings.isError)
    return <LoadFailed error={settings.error} onRetry={() => void settings.refetch()} />;
  return <RegistrationForm values={settings.data} />;
}

function RegistrationForm({ values }: { values: TRegistrationSettings }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const translateRef = useTranslateRef();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<TRegistrationSettingsUpdate>();
  const open = Form.useWatch('open', form) ?? values.open;
  const departments = useDepartmentTree();
  const tree = toDepartmentTree(departments.data ?? []);
  const submission = useServerError();
  const save = useMutation({
    mutationFn: saveRegistrationSettings,
    onSuccess: (saved) => client.setQueryData(configKeys.registration, saved),
  });
  const onFinish = (v: TRegistrationSettingsUpdate) =>
    submission.guard(async () => {
      await save.mutateAsync({
        ...v,
        departmentId: v.departmentId ?? null,
        choosableDepartmentIds: v.choosableDepartmentIds ?? [],
      });
      void message.success(t('config.saved'));
    });

  const texts = (kind: 'agreement' | 'privacy') => (
    <Form.Item label={t(`config.registration.${kind}`)} extra={t('config.registration.termsHelp')}>
      <Tabs
        size="small"
        items={LANGS.map((lang) => ({
          key: lang,
          label: t(`config.registration.lang.${lang}`),
          forceRender: true,
          children: (
            <Form.Item
              name={[kind, lang]}
              noStyle
              rules={[zodFieldRule(ZTermsTexts.shape[lang], locale)]}
            >
              <Input.TextArea
                autoSize={{ minRows: 4, maxRows: 12 }}
                maxLength={REGISTRATION.terms}
                data-testid={`registration-${kind}-${lang}`}
              />
            </Form.Item>
          ),
        }))}
      />
    </Form.Item>
  );

  return (
    <Card
      type="inner"
      title={t('config.registration.title')}
      style={{ maxWidth: 720 }}
      data-testid="config-registration"
    >
      <Form<TRegistrationSettingsUpdate>
        form={form}
        layout="vertical"
        initialValues={values}
        onFinish={onFinish}
        data-testid="config-form-registration"
      >
        <Form.Item
          name="open"
          label={t('config.registration.open')}
          extra={t('config.registration.openHelp')}
          valuePropName="checked"
        >
          <Switch data-testid="registration-open" />
        </Form.Item>
        <Form.Item
          name="departmentId"
          label={t('config.registration.department')}
          rules={[
            { required: open, message: translateRef(messageRef('register.landingRequired')) },
          ]}
        >
          <TreeSelect
            treeData={tree}
            loading={departments.isLoading}
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandAll
            data-testid="registration-department"
          />
        </Form.Item>
        <Form.Item
          name="choosableDepartmentIds"
          label={t('config.registration.choosable')}
          extra={t('config.registration.choosableHelp')}
        >
          <TreeSelect
            treeData={tree}
            loading={departments.isLoading}
            multiple
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandAll
            data-testid="registration-choosable"
          />
        </Form.Item>
        {texts('agreement')}
        {texts('privacy')}
        <FormSubmit
          submission={submission}
          testId="registration-save"
          errorTestId="registration-error"
        >
          {t('config.save')}
        </FormSubmit>
      </Form>
    </Card>
  );
}
