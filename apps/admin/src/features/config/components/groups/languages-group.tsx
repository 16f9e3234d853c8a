import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { LANGUAGE_CODE_LIST, ZLanguagesConfig, type TCompanyConfig } from '@ascent/shared/config';
import { ConfigGroupForm } from '../config-group-form.tsx';

/** The offered languages, in the order chosen (the first is the default). */
export function LanguagesGroup({ values }: { values: TCompanyConfig['languages'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ConfigGroupForm group="languages" values={values}>
      <Form.Item
        name="languages"
        label={t('config.languages.languages')}
        extra={t('config.languages.help')}
        rules={[zodFieldRule(ZLanguagesConfig.shape.languages, locale)]}
      >
        <Select
          mode="multiple"
          options={LANGUAGE_CODE_LIST.map((code) => ({
            value: code,
            label: t(`config.languages.names.${code}`),
          }))}
          data-testid="config-languages"
        />
      </Form.Item>
    </ConfigGroupForm>
  );
}
