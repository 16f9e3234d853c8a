import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { ZCustomerConfig, type TCompanyConfig } from '@ascent/shared/config';
import { ConfigGroupForm } from '../config-group-form.tsx';

const FIELDS = ['customerCode', 'customMobileDomain', 'mobileDomain', 'mobileModule'] as const;

/** Customer code and the mobile domains (spec s.1, s.4). */
export function CustomerGroup({ values }: { values: TCompanyConfig['customer'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ConfigGroupForm group="customer" values={values}>
      {FIELDS.map((name) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`config.customer.${name}`)}
          extra={t(`config.customer.${name}Help`)}
          rules={[zodFieldRule(ZCustomerConfig.shape[name], locale)]}
        >
          <Input data-testid={`config-${name}`} />
        </Form.Item>
      ))}
    </ConfigGroupForm>
  );
}
