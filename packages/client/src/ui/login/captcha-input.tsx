import { useTranslation } from 'react-i18next';
import type { TCaptchaResponse } from '@ascent/shared/auth';
import { PlainField } from './plain-field.tsx';
import type { CaptchaState } from './use-captcha.ts';

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

/** The captcha's box with its image beside it (`name="captcha"`), for a kit-less form. */
export function CaptchaField({
  captcha,
  value,
  onChange,
  error,
  testId,
}: {
  captcha: CaptchaState;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <PlainField
      name="captcha"
      label={t('ui.login.captcha')}
      value={value}
      onChange={onChange}
      error={error}
      autoComplete="off"
      maxLength={16}
      testId={testId}
      addon={
        <CaptchaInput
          captcha={captcha.captcha}
          loading={captcha.loading}
          onRefresh={() => void captcha.refresh()}
        />
      }
    />
  );
}
