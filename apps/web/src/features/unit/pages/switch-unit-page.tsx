import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TProfile } from '@ascent/shared/profile';
import { isApiError } from '@ascent/client/api';
import { useTranslateRef } from '@ascent/client/i18n';
import { queryClient, session } from '../../../app/services.ts';
import { useAfterSignIn } from '../../auth/lib/use-after-sign-in.ts';
import { profileQuery, useProfile } from '../../shell/hooks/use-profile.ts';
import { switchUnit } from '../api/unit-api.ts';
import '../unit.css';

/**
 * /login/switch?redirect=: the person's units as cards, the current one marked; picking one makes
 * it the session's current unit (study/me/switchunit), then goes on to the redirect or home.
 */
export function SwitchUnitPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const profile = useProfile();
  const afterSignIn = useAfterSignIn();
  const translateRef = useTranslateRef();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState('');
  const units = profile.data?.units;

  const pick = async (id: number) => {
    if (busy !== null) return;
    setBusy(id);
    setError('');
    try {
      const next = await switchUnit(id);
      queryClient.setQueryData<TProfile>(profileQuery.queryKey, (p) =>
        p ? { ...p, units: next } : p,
      );
      const user = session.getState().userInfo;
      if (user) session.setState({ userInfo: { ...user, units: next } });
      await afterSignIn(params.get('redirect'), { chooseUnit: false });
    } catch (e) {
      setError(isApiError(e) ? e.message : translateRef('common.networkError'));
      setBusy(null);
    }
  };

  return (
    <main className="centered-page">
      <section className="login-card unit-switch" data-testid="unit-switch">
        <h1 className="unit-switch__title">{t('unit.title')}</h1>
        <p className="unit-switch__hint">{t('unit.hint')}</p>
        {error && (
          <p
            className="plain-notice plain-notice--error"
            role="alert"
            data-testid="unit-switch-error"
          >
            {error}
          </p>
        )}
        {!units ? (
          <span className="plain-skeleton unit-switch__skeleton" aria-busy="true" />
        ) : units.length === 0 ? (
          <p className="unit-switch__empty" data-testid="unit-switch-empty">
            {t('unit.none')}
          </p>
        ) : (
          <ul className="unit-switch__list">
            {units.map((u) => (
              <li key={u.id}>
                <button
                  type="button"
                  className={`unit-card${u.current ? ' unit-card--current' : ''}`}
                  aria-pressed={u.current}
                  aria-busy={busy === u.id}
                  disabled={busy !== null}
                  onClick={() => void pick(u.id)}
                  data-testid={`unit-card-${u.id}`}
                >
                  <span className="unit-card__mark" aria-hidden="true">
                    {u.name.slice(0, 1)}
                  </span>
                  <span className="unit-card__body">
                    <span className="unit-card__name">{u.name}</span>
                    <span className="unit-card__tags">
                      {u.manager && <span className="unit-card__tag">{t('unit.manager')}</span>}
                      {u.current && (
                        <span className="unit-card__tag unit-card__tag--current">
                          {t('unit.current')}
                        </span>
                      )}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
