import { useTranslation } from 'react-i18next';
import { RET } from '@ascent/shared/errors';
import type { LoginMethodProps } from '@ascent/client/app';
import { services } from '../../../app/services.ts';
import { PhoneCodeForm } from './phone-code-form.tsx';
import '../auth.css';

/**
 * Sign-in with a code sent by text message (spec s.7 `mobile/sendcode`, `loginMobile`): the
 * number's one account signs in. Loaded when the login page's tab opens.
 */
export function MobileLogin({ signIn }: LoginMethodProps) {
  const { t } = useTranslation();
  return (
    <PhoneCodeForm
      purpose="login"
      testId="mobile-login"
      submitLabel={t('ui.login.submit')}
      onSubmit={async (proof) => {
        const env = await services.api.request('POST /api/study/loginMobile', proof, {
          silent: true,
        });
        if (env.ret !== RET.OK) return env.msg;
        await signIn(env.data);
      }}
    />
  );
}
