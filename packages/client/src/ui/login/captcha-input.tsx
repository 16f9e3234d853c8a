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

const IMAGE_BUTTON = {
  position: 'relative',
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: 120,
  padding: 0,
  border: '1px solid #d9d9d9',
  borderInlineStart: 'none',
  borderRadius: '0 6px 6px 0',
  background: '#fafafa',
  cursor: 'pointer',
} as const;
const IMAGE = { width: '100%', height: 30, objectFit: 'contain' } as const;
const ICON = { position: 'absolute', right: 4, bottom: 4, fontSize: 10, opacity: 0.5 } as const;

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
        style={IMAGE_BUTTON}
        onClick={onRefresh}
        title={t('ui.login.captchaRefresh')}
        aria-label={t('ui.login.captchaRefresh')}
        data-testid="login-captcha-image"
      >
        {loading || !captcha ? (
          <Spin size="small" />
        ) : (
          <img src={captcha.image} alt={t('ui.login.captchaAlt')} style={IMAGE} />
        )}
        <ReloadOutlined style={ICON} />
      </button>
    </Space.Compact>
  );
}
