import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PlainFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's refusal, shown under it and announced. */
  error?: string;
  type?: 'text' | 'password';
  autoComplete?: string;
  maxLength?: number;
  /** The on-screen keyboard to offer (numeric for a mobile number or a code). */
  inputMode?: 'text' | 'numeric' | 'tel';
  testId?: string;
  /** Beside the box, joined to it (the captcha image). */
  addon?: ReactNode;
}

/** An eye, open or struck through. */
function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {open ? null : <path d="M4 20L20 4" stroke="currentColor" strokeWidth="2" />}
    </svg>
  );
}

/**
 * A labelled text or password box of a page made without the component kit (the login
 * form): its refusal under it (aria-invalid, described by it), a show/hide button for a
 * password (a 32px target).
 */
export function PlainField({
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  maxLength,
  inputMode,
  testId,
  addon,
}: PlainFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const password = type === 'password';
  return (
    <div className={`plain-field${error ? ' plain-field--error' : ''}`}>
      <label className="plain-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="plain-field__row">
        <div className="plain-field__box">
          <input
            className="plain-input"
            id={id}
            name={name}
            type={password && !shown ? 'password' : 'text'}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            autoComplete={autoComplete}
            maxLength={maxLength}
            inputMode={inputMode}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            data-testid={testId}
          />
          {password ? (
            <button
              type="button"
              className="plain-field__eye"
              onClick={() => setShown((s) => !s)}
              aria-label={t(shown ? 'ui.login.hidePassword' : 'ui.login.showPassword')}
              aria-pressed={shown}
            >
              <EyeIcon open={shown} />
            </button>
          ) : null}
        </div>
        {addon}
      </div>
      {error ? (
        <div className="plain-field__error" id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
