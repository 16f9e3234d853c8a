import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RET } from '@ascent/shared/errors';
import type { LoginMethodProps } from '@ascent/client/app';
import { PlainField } from '@ascent/client/ui';
import { services } from '../../../app/services.ts';
import { FaceCamera } from '../../face/face-camera.tsx';

/**
 * Face sign-in (spec s.7 `openfaceLogin`): the account and a photo of its enrolled face, from
 * the camera or a file. Loaded when the login page's tab opens.
 */
export function FaceLogin({ signIn }: LoginMethodProps) {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [accountError, setAccountError] = useState<string>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (photo: Blob) => {
    if (!account.trim()) {
      setAccountError(t('ui.login.accountRequired'));
      return;
    }
    setAccountError(undefined);
    setBusy(true);
    setRefusal(null);
    try {
      const form = new FormData();
      form.append('account', account.trim());
      form.append('file', photo, photo instanceof File ? photo.name : 'face.jpg');
      const env = await services.api.request('POST /api/study/openfaceLogin', form, {
        silent: true,
      });
      if (env.ret !== RET.OK) setRefusal(env.msg);
      else await signIn(env.data);
    } catch {
      setRefusal(t('face.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="face-login" data-testid="face-login">
      <PlainField
        name="account"
        label={t('ui.login.account')}
        value={account}
        onChange={setAccount}
        error={accountError}
        autoComplete="username"
        maxLength={64}
        testId="face-login-account"
      />
      {refusal && (
        <div
          className="plain-notice plain-notice--error"
          role="alert"
          data-testid="face-login-error"
        >
          {refusal}
        </div>
      )}
      <FaceCamera busy={busy} actionLabel={t('face.signIn')} onPhoto={(p) => void send(p)} />
    </div>
  );
}
