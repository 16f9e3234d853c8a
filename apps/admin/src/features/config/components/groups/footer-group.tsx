import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { FOOTER_TEXT_MAX, ZFooterConfig, type TCompanyConfig } from '@ascent/shared/config';
import { ConfigGroupForm } from '../config-group-form.tsx';

const FIELDS = ['studyCopyright', 'icpNo', 'ncNo'] as const;

/** The learner site's footer: copyright, ICP number, police record number. */
export function FooterGroup({ values }: { values: TCompanyConfig['footer'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ConfigGroupForm group="footer" values={values}>
      {FIELDS.map((name) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`config.footer.${name}`)}
          rules={[zodFieldRule(ZFooterConfig.shape[name], locale)]}
        >
          <Input maxLength={FOOTER_TEXT_MAX} showCount data-testid={`config-${name}`} />
        </Form.Item>
      ))}
    </ConfigGroupForm>
  );
}
