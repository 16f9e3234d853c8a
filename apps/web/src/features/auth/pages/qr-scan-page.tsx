import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TQrCodeState } from '@ascent/shared/auth';
import { RET, type ApiEnvelope } from '@ascent/shared/errors';
import { useTranslateRef } from '@ascent/client/i18n';
import { services } from '../../../app/services.ts';
import { useProfile } from '../../shell/hooks/use-profile.ts';
import '../auth.css';

type Step =
  | { kind: 'opening' }
  | { kind: 'asking' }
  | { kind: 'sending' }
  | { kind: 'done'; accepted: boolean }
  | { kind: 'failed'; message: string };

const outcome = (env: ApiEnvelope<TQrCodeState> | null, fallback: string): Step | null =>
  env === null
    ? { kind: 'failed', message: fallback }
    : env.ret !== RET.OK
      ? { kind: 'failed', message: env.msg }
      : null;

/**
 * /login/scan?code=: what a signed-in phone opens from a computer's QR login code. Opening it
 * claims the code (`login/qrcode/scan`); the person then signs the computer in as themselves or
 * turns it away (`login/qrcode/confirm`). A signed-out phone signs in first (the guard's
 * redirect brings it back here).
 */
export function QrScanPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const profile = useProfile();
  const [step, setStep] = useState<Step>({ kind: 'opening' });
  const translateRef = useTranslateRef();
  const networkError = translateRef('common.networkError');

  useEffect(() => {
    let live = true;
    services.api
      .request('POST /api/study/login/qrcode/scan', { code }, { silent: true })
      .catch(() => null)
      .then((env) => {
        if (live) setStep(outcome(env, networkError) ?? { kind: 'asking' });
      });
    return () => {
      live = false;
    };
  }, [code, networkError]);

  const answer = async (accept: boolean) => {
    setStep({ kind: 'sending' });
    const env = await services.api
      .request('POST /api/study/login/qrcode/confirm', { code, accept }, { silent: true })
      .catch(() => null);
    setStep(outcome(env, networkError) ?? { kind: 'done', accepted: accept });
  };

  const who = profile.data
    ? t('login.scan.who', { name: profile.data.realName, account: profile.data.account })
    : '';
  return (
    <main className="centered-page">
      <section
        className="login-card qr-scan"
        aria-busy={step.kind === 'opening'}
        data-testid="qr-scan"
      >
        <svg className="qr-scan__mark" viewBox="0 0 48 48" aria-hidden="true">
          <rect x="6" y="9" width="36" height="24" rx="3" />
          <path d="M18 39h12M24 33v6" />
        </svg>
        {step.kind === 'done' ? (
          <>
            <h1 className="qr-scan__title" role="status" data-testid="qr-scan-done">
              {step.accepted ? t('login.scan.confirmed') : t('login.scan.cancelled')}
            </h1>
            <Link className="plain-button plain-button--block" to="/study">
              {t('login.scan.home')}
            </Link>
          </>
        ) : step.kind === 'failed' ? (
          <>
            <h1 className="qr-scan__title">{t('login.scan.title')}</h1>
            <p
              className="plain-notice plain-notice--error"
              role="alert"
              data-testid="qr-scan-error"
            >
              {step.message}
            </p>
            <Link className="plain-button plain-button--block" to="/study">
              {t('login.scan.home')}
            </Link>
          </>
        ) : (
          <>
            <h1 className="qr-scan__title">{t('login.scan.ask')}</h1>
            <p className="qr-scan__who" data-testid="qr-scan-who">
              {who || <span className="plain-skeleton qr-scan__who-skeleton" />}
            </p>
            <button
              type="button"
              className="plain-button plain-button--primary plain-button--block plain-button--large"
              aria-disabled={step.kind !== 'asking'}
              onClick={() => step.kind === 'asking' && void answer(true)}
              data-testid="qr-scan-confirm"
            >
              {t('login.scan.confirm')}
            </button>
            <button
              type="button"
              className="plain-button plain-button--block"
              aria-disabled={step.kind !== 'asking'}
              onClick={() => step.kind === 'asking' && void answer(false)}
              data-testid="qr-scan-cancel"
            >
              {t('login.scan.cancel')}
            </button>
          </>
        )}
      </section>
    </main>
  );
}
