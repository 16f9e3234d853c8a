import { useTranslation } from 'react-i18next';
import type { TCaptchaResponse } from '@ascent/shared/auth';

interface CaptchaInputProps {
  captcha: TCaptchaResponse | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** The captcha image beside its box (PlainField's addon); a click fetches a new one. */
export function CaptchaInput({ captcha, loading, onRefresh }: CaptchaInputProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="captcha-image"
      onClick={onRefresh}
      title={t('ui.login.captchaRefresh')}
      aria-label={t('ui.login.captchaRefresh')}
      data-testid="login-captcha-image"
    >
      {loading || !captcha ? (
        <span className="plain-button__spinner" aria-hidden="true" />
      ) : (
        <img src={captcha.image} alt={t('ui.login.captchaAlt')} />
      )}
    </button>
  );
}
