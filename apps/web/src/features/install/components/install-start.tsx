import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RET } from '@ascent/shared/errors';
import { requestWxworkInstall } from '../lib/install-api.ts';
import { InstallFailure } from './install-failure.tsx';

/** Before installing: what adding the app does, and the button that goes to WeCom. */
export function InstallStart() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const env = await requestWxworkInstall({});
      if (env.ret !== RET.OK || !env.data?.url) {
        setFailure(env.msg);
        setBusy(false);
        return;
      }
      // Leaving for WeCom: the button stays busy until the page is gone.
      window.location.assign(env.data.url);
    } catch (error) {
      setFailure((error as Error).message);
      setBusy(false);
    }
  };

  return (
    <div className="install__body" data-testid="install-start">
      <p className="install__intro">{t('install.intro')}</p>
      <ol className="install__steps">
        <li>{t('install.step1')}</li>
        <li>{t('install.step2')}</li>
        <li>{t('install.step3')}</li>
      </ol>
      {failure ? <InstallFailure message={failure} /> : null}
      <button
        type="button"
        className="plain-button plain-button--primary plain-button--block plain-button--large"
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy}
        data-testid="install-add"
      >
        {busy ? <span className="plain-button__spinner" aria-hidden="true" /> : null}
        {t(busy ? 'install.adding' : 'install.add')}
      </button>
    </div>
  );
}
