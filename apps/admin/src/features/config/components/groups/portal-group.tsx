import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import {
  PORTAL_INTRO_MAX,
  PORTAL_TITLE_MAX,
  ZPortalConfig,
  type TCompanyConfig,
} from '@ascent/shared/config';
import { ConfigGroupForm } from '../config-group-form.tsx';
import { LogoUpload } from './logo-upload.tsx';

const shape = ZPortalConfig.shape;

/** The portal page (/portal) signed-out visitors see when the home page type is the portal. */
export function PortalGroup({ values }: { values: TCompanyConfig['portal'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ConfigGroupForm group="portal" values={values}>
      <Alert type="info" showIcon message={t('config.portal.help')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="portalTitle"
        label={t('config.portal.portalTitle')}
        rules={[zodFieldRule(shape.portalTitle, locale)]}
      >
        <Input maxLength={PORTAL_TITLE_MAX} showCount data-testid="config-portalTitle" />
      </Form.Item>
      <Form.Item
        name="portalIntro"
        label={t('config.portal.portalIntro')}
        rules={[zodFieldRule(shape.portalIntro, locale)]}
      >
        <Input.TextArea
          maxLength={PORTAL_INTRO_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          data-testid="config-portalIntro"
        />
      </Form.Item>
      <Form.Item
        name="portalImage"
        label={t('config.portal.portalImage')}
        extra={t('config.portal.imageHelp')}
        rules={[zodFieldRule(shape.portalImage, locale)]}
      >
        <LogoUpload testId="config-portalImage" />
      </Form.Item>
    </ConfigGroupForm>
  );
}
