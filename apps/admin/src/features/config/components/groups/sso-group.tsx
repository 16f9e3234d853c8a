import { Alert, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SSO_PLATFORMS, type TCompanyConfig } from '@ascent/shared/config';
import { ConfigGroupForm } from '../config-group-form.tsx';
import { SwitchItem } from '../switch-item.tsx';

/**
 * How signed-out visitors arrive (spec s.4): the login platform (a suite's code sends them to
 * that suite's sign-on; its ids are the suite's settings below) and whether the company's OIDC
 * provider signs everyone on.
 */
export function SsoGroup({ values }: { values: TCompanyConfig['sso'] }) {
  const { t } = useTranslation();
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
    </ConfigGroupForm>
  );
}
