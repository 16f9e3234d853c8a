import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { SSO_PLATFORMS, ZSsoConfig, type TCompanyConfig } from '@ascent/shared/config';
import { ConfigGroupForm } from '../config-group-form.tsx';
import { SwitchItem } from '../switch-item.tsx';

const FIELDS = ['appId', 'corpId', 'agentId'] as const;

/** Single sign-on values (the sign-in flows themselves come with their own issue). */
export function SsoGroup({ values }: { values: TCompanyConfig['sso'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ConfigGroupForm group="sso" values={values}>
      <Alert type="info" showIcon message={t('config.sso.note')} style={{ marginBottom: 16 }} />
      <Form.Item name="platform" label={t('config.sso.platform')}>
        <Select
          style={{ width: 320 }}
          options={SSO_PLATFORMS.map((p) => ({ value: p, label: t(`config.sso.platforms.p${p}`) }))}
          data-testid="config-platform"
        />
      </Form.Item>
      <SwitchItem name="useOIDC" label={t('config.sso.useOIDC')} />
      {FIELDS.map((name) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`config.sso.${name}`)}
          rules={[zodFieldRule(ZSsoConfig.shape[name], locale)]}
        >
          <Input maxLength={128} data-testid={`config-${name}`} />
        </Form.Item>
      ))}
    </ConfigGroupForm>
  );
}
