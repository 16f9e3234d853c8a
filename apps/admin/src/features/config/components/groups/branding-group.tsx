import { ColorPicker, Form, Input } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { ZBrandingConfig, type TCompanyConfig } from '@ascent/shared/config';
import { ConfigGroupForm } from '../config-group-form.tsx';
import { LogoUpload } from './logo-upload.tsx';

const shape = ZBrandingConfig.shape;

/** Company name, the two logos and the theme colour. */
export function BrandingGroup({ values }: { values: TCompanyConfig['branding'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ConfigGroupForm group="branding" values={values}>
      <Form.Item
        name="name"
        label={t('config.branding.name')}
        required
        rules={[zodFieldRule(shape.name, locale)]}
      >
        <Input maxLength={100} data-testid="config-name" />
      </Form.Item>
      <Form.Item
        name="logo1"
        label={t('config.branding.logo1')}
        extra={t('config.branding.logoHelp')}
        rules={[zodFieldRule(shape.logo1, locale)]}
      >
        <LogoUpload testId="config-logo1" />
      </Form.Item>
      <Form.Item
        name="logo2"
        label={t('config.branding.logo2')}
        rules={[zodFieldRule(shape.logo2, locale)]}
      >
        <LogoUpload testId="config-logo2" />
      </Form.Item>
      <Form.Item
        name="theme"
        label={t('config.branding.theme')}
        extra={t('config.branding.themeHelp')}
        rules={[zodFieldRule(shape.theme, locale)]}
        getValueProps={(value: unknown) => ({ value: value || undefined })}
        getValueFromEvent={(color: Color | null) => (color ? color.toHexString() : '')}
      >
        <ColorPicker allowClear disabledAlpha showText data-testid="config-theme" />
      </Form.Item>
    </ConfigGroupForm>
  );
}
