import { QRCodeSVG } from '@rc-component/qrcode';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QR_LOGIN, type TQrLoginState } from '@ascent/shared/auth';
import { RET } from '@ascent/shared/errors';
import type { LoginMethodProps } from '@ascent/client/app';
import { services } from '../../../app/services.ts';
import '../auth.css';

/** The address a phone opens from the code: the learner site's scan page. */
export const qrScanAddress = (code: string) =>
  `${window.location.origin}/login/scan?code=${encodeURIComponent(code)}`;

type Shown =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'code'; code: string; state: Exclude<TQrLoginState, 'confirmed'> };

/**
 * QR login on a computer (spec s.7 `login/qrcode/new`, `login/qrcode/state`): a code to scan with
 * a phone signed in to the learner site, asked after every `QR_LOGIN.pollMs`; once the phone
 * confirms, the session is this one's. A code that expired, was turned away on the phone or is
 * no longer valid offers a new one. Loaded only when the login page's QR tab opens.
 */
export function QrLogin({ signIn }: LoginMethodProps) {
  const { api } = services;
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const renew = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setShown({ kind: 'loading' });
    const ask = async (code: string) => {
      const env = await api
        .request('POST /api/study/login/qrcode/state', { code }, { silent: true })
        .catch(() => null);
      if (!live) return;
      if (env && env.ret !== RET.OK) {
        setShown({ kind: 'failed', message: env.msg });
        return;
      }
      const reply = env?.data;
      if (reply?.state === 'confirmed' && reply.login) {
        await signIn(reply.login);
        return;
      }
      // A dropped answer (the network): ask again next time.
      if (reply && reply.state !== 'confirmed')
        setShown({ kind: 'code', code, state: reply.state });
      if (!reply || reply.state === 'pending' || reply.state === 'scanned')
        timer = setTimeout(() => void ask(code), QR_LOGIN.pollMs);
    };
    api
      .request('GET /api/study/login/qrcode/new', undefined, { silent: true })
      .then((env) => {
        if (!live) return;
        if (env.ret !== RET.OK) return setShown({ kind: 'failed', message: env.msg });
        setShown({ kind: 'code', code: env.data.code, state: 'pending' });
        timer = setTimeout(() => void ask(env.data.code), QR_LOGIN.pollMs);
      })
      .catch((error: unknown) => {
        if (live) setShown({ kind: 'failed', message: (error as Error).message });
      });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, signIn, round]);

  const over =
    shown.kind === 'failed'
      ? shown.message
      : shown.kind === 'code' && shown.state === 'expired'
        ? t('login.qr.expired')
        : shown.kind === 'code' && shown.state === 'cancelled'
          ? t('login.qr.cancelled')
          : null;
  return (
    <div className="qr-login" data-testid="qr-login">
      <div className="qr-login__frame" aria-busy={shown.kind === 'loading'}>
        {shown.kind === 'code' ? (
          <QRCodeSVG
            value={qrScanAddress(shown.code)}
            size={176}
            level="M"
            role="img"
            aria-label={t('login.qr.alt')}
            data-testid="qr-login-code"
            data-address={qrScanAddress(shown.code)}
            className={over ? 'qr-login__code qr-login__code--over' : 'qr-login__code'}
          />
        ) : shown.kind === 'loading' ? (
          <span className="plain-skeleton qr-login__placeholder" />
        ) : (
          <span className="qr-login__placeholder" />
        )}
        {over ? (
          <div className="qr-login__over">
            <p role="alert" data-testid="qr-login-over">
              {over}
            </p>
            <button
              type="button"
              className="plain-button plain-button--primary"
              onClick={renew}
              data-testid="qr-login-renew"
            >
              {t('login.qr.renew')}
            </button>
          </div>
        ) : null}
      </div>
      <p className="qr-login__hint" role="status" data-testid="qr-login-state">
        {shown.kind === 'code' && shown.state === 'scanned'
          ? t('login.qr.scanned')
          : t('login.qr.hint')}
      </p>
    </div>
  );
}
