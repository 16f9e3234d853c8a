import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isPhoneCode, type TPhoneCodePurpose } from '@ascent/shared/auth';
import { RET } from '@ascent/shared/errors';
import { isMobile } from '@ascent/shared/validators';
import { useTranslateRef } from '@ascent/client/i18n';
import {
  CaptchaField,
  PlainField,
  PlainFormSubmit,
  useCaptcha,
  useServerError,
} from '@ascent/client/ui';
import { services } from '../../../app/services.ts';

/** The call that sends a code for each purpose (spec s.7). */
const SEND_CALL = {
  login: 'POST /api/study/mobile/sendcode',
  reset: 'POST /api/study/sendcode',
} as const;

type Field = 'mobile' | 'captcha' | 'code';

export interface PhoneCodeFormProps {
  purpose: TPhoneCodePurpose;
  /** Names the form's test ids (`<testId>-mobile`, `<testId>-send`, ...). */
  testId: string;
  submitLabel: string;
  /** Fields of the caller's below the code (the new password). */
  children?: ReactNode;
  /** The caller's own fields' check before anything is sent: false stops the submission. */
  checkExtra?: () => boolean;
  /** The number and the code, checked: the server's refusal to show, or nothing on success. */
  onSubmit: (proof: { mobile: string; code: string }) => Promise<string | null | void>;
}

/**
 * A mobile number, the captcha, the code sent to the number (its button counts down until
 * another may be asked for) and the caller's submission: mobile sign-in and forgot password.
 * Checked here with the server's own rules (`isMobile`, `isPhoneCode`) and their messages.
 * Made without the component kit (the login page's budget).
 */
export function PhoneCodeForm({
  purpose,
  testId,
  submitLabel,
  children,
  checkExtra,
  onSubmit,
}: PhoneCodeFormProps) {
  const { api } = services;
  const { t } = useTranslation();
  const translateRef = useTranslateRef();
  const [values, setValues] = useState<Record<Field, string>>({
    mobile: '',
    captcha: '',
    code: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sentNote, setSentNote] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  const captcha = useCaptcha(api, true);
  const serverError = useServerError();

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  /** Each field's refusal under the server's rule, or none. */
  const refusal = (field: Field): string | undefined => {
    const value = values[field].trim();
    if (field === 'mobile') return isMobile(value) ? undefined : translateRef('validation.mobile');
    if (field === 'captcha') return value ? undefined : translateRef('auth.captchaRequired');
    if (!value) return translateRef('validation.smsCodeRequired');
    return isPhoneCode(value) ? undefined : translateRef('validation.smsCode');
  };
  /** Shows the fields' refusals; true when there are none. */
  const check = (fields: Field[], form: HTMLFormElement | null) => {
    const found = fields.flatMap((f) => {
      const message = refusal(f);
      return message ? [[f, message] as const] : [];
    });
    setErrors((e) => ({ ...e, ...Object.fromEntries(found) }));
    if (found.length > 0)
      form?.querySelector<HTMLInputElement>(`[name="${found[0]![0]}"]`)?.focus();
    return found.length === 0;
  };

  const sendCode = async (form: HTMLFormElement | null) => {
    if (sending || wait > 0 || !check(['mobile', 'captcha'], form)) return;
    setSending(true);
    setSentNote(null);
    try {
      const env = await api.request(
        SEND_CALL[purpose],
        {
          mobile: values.mobile.trim(),
          captcha: values.captcha.trim(),
          captchaKey: captcha.captcha?.captchaKey ?? '',
        },
        { silent: true },
      );
      if (env.ret === RET.OK) {
        setWait(env.data.resendIn);
        setSentNote(env.msg);
        form?.querySelector<HTMLInputElement>('[name="code"]')?.focus();
      } else setErrors((e) => ({ ...e, mobile: env.msg }));
    } catch (error) {
      setErrors((e) => ({ ...e, mobile: (error as Error).message }));
    } finally {
      setSending(false);
      // The server spends a captcha on every sending: the next one needs a new image.
      setValues((v) => ({ ...v, captcha: '' }));
      void captcha.refresh();
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (serverError.pending) return;
    const extraOk = checkExtra ? checkExtra() : true;
    if (!check(['mobile', 'code'], event.currentTarget) || !extraOk) return;
    void serverError.guard(() =>
      onSubmit({ mobile: values.mobile.trim(), code: values.code.trim() }),
    );
  };

  return (
    <form className="plain-form" noValidate onSubmit={submit} data-testid={testId}>
      <PlainField
        name="mobile"
        label={t('login.phone.mobile')}
        value={values.mobile}
        onChange={set('mobile')}
        error={errors.mobile}
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={11}
        testId={`${testId}-mobile`}
      />
      <CaptchaField
        captcha={captcha}
        value={values.captcha}
        onChange={set('captcha')}
        error={errors.captcha}
        testId={`${testId}-captcha`}
      />
      <PlainField
        name="code"
        label={t('login.phone.code')}
        value={values.code}
        onChange={set('code')}
        error={errors.code}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        testId={`${testId}-code`}
        addon={
          <button
            type="button"
            className="plain-button phone-code__send"
            onClick={(e) => void sendCode(e.currentTarget.form)}
            aria-disabled={sending || wait > 0}
            data-testid={`${testId}-send`}
          >
            {sending ? <span className="plain-button__spinner" aria-hidden="true" /> : null}
            {wait > 0 ? t('login.phone.resendIn', { seconds: wait }) : t('login.phone.send')}
          </button>
        }
      />
      {sentNote ? (
        <p className="phone-code__note" role="status" data-testid={`${testId}-sent`}>
          {sentNote}
        </p>
      ) : null}
      {children}
      <PlainFormSubmit
        submission={serverError}
        testId={`${testId}-submit`}
        errorTestId={`${testId}-error`}
      >
        {submitLabel}
      </PlainFormSubmit>
    </form>
  );
}
