import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import {
  PASS_EXPIRE_MAX_DAYS,
  ZPasswordPolicyConfig,
  type TCompanyConfig,
} from '@ascent/shared/config';
import { ConfigGroupForm } from '../config-group-form.tsx';
import { SwitchItem } from '../switch-item.tsx';

/** Password policy (spec s.3, s.5): strong passwords, validity, forced change. */
export function PasswordGroup({ values }: { values: TCompanyConfig['password'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ConfigGroupForm group="password" values={values}>
      <SwitchItem
        name="useStrongPass"
        label={t('config.password.useStrongPass')}
        extra={t('config.password.useStrongPassHelp')}
      />
      <Form.Item
        name="passExpire"
        label={t('config.password.passExpire')}
        extra={t('config.password.passExpireHelp')}
        rules={[zodFieldRule(ZPasswordPolicyConfig.shape.passExpire, locale)]}
      >
        <InputNumber
          min={0}
          max={PASS_EXPIRE_MAX_DAYS}
          precision={0}
          addonAfter={t('config.password.days')}
          data-testid="config-passExpire"
        />
      </Form.Item>
      <SwitchItem
        name="useChangepassword"
        label={t('config.password.useChangepassword')}
        extra={t('config.password.useChangepasswordHelp')}
      />
    </ConfigGroupForm>
  );
}
