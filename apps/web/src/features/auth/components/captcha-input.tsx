import { ReloadOutlined } from '@ant-design/icons';
import { Input, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TCaptchaResponse } from '@ascent/shared/auth';

interface CaptchaInputProps {
  captcha: TCaptchaResponse | undefined;
  loading: boolean;
  onRefresh: () => void;
  /** Injected by Form.Item. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** The captcha text input with its image; clicking the image fetches a new one. */
export function CaptchaInput({
  captcha,
  loading,
  onRefresh,
  id,
  value,
  onChange,
}: CaptchaInputProps) {
  const { t } = useTranslation();
  return (
    <Space.Compact block>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        maxLength={16}
        autoComplete="off"
        data-testid="login-captcha"
      />
      <button
        type="button"
        className="captcha-image"
        onClick={onRefresh}
        title={t('login.captchaRefresh')}
        aria-label={t('login.captchaRefresh')}
        data-testid="login-captcha-image"
      >
        {loading || !captcha ? (
          <Spin size="small" />
        ) : (
          <img src={captcha.image} alt={t('login.captchaAlt')} />
        )}
        <ReloadOutlined className="captcha-image__icon" />
      </button>
    </Space.Compact>
  );
}
