import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RET } from '@ascent/shared/errors';
import type { TRegisterEnterprise } from '@ascent/shared/registration';
import { services } from '../../../app/services.ts';
import { siteHost } from '../lib/register-api.ts';

/**
 * The enterprise a person registers with: the chosen one with a "change" button, or a search
 * among the enterprises that accept registrations (study/enterprise/search: names only).
 */
export function EnterprisePicker({
  value,
  onChange,
  error,
}: {
  value: TRegisterEnterprise | null;
  onChange: (enterprise: TRegisterEnterprise | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<TRegisterEnterprise[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);

  const search = async () => {
    if (searching) return;
    setSearching(true);
    setSearchError(null);
    try {
      const env = await services.api.request(
        'POST /api/study/enterprise/search',
        { keyword: keyword.trim(), site: siteHost() },
        { silent: true },
      );
      if (env.ret === RET.OK) setFound(env.data.list);
      else setSearchError(env.msg);
    } catch (e) {
      setSearchError((e as Error).message);
    } finally {
      setSearching(false);
    }
  };

  if (value)
    return (
      <div className="plain-field">
        <span className="plain-field__label">{t('register.enterprise')}</span>
        <div className="register__chosen" data-testid="register-enterprise">
          <strong>{value.name}</strong>
          <button
            type="button"
            className="plain-button"
            onClick={() => {
              onChange(null);
              setFound(null);
            }}
            data-testid="register-enterprise-change"
          >
            {t('register.change')}
          </button>
        </div>
      </div>
    );

  const message = error ?? searchError;
  return (
    <div className={`plain-field${message ? ' plain-field--error' : ''}`}>
      <label className="plain-field__label" htmlFor={id}>
        {t('register.enterpriseSearch')}
      </label>
      <div className="plain-field__row">
        <div className="plain-field__box">
          <input
            id={id}
            name="enterpriseId"
            className="plain-input"
            value={keyword}
            placeholder={t('register.enterpriseSearchHint')}
            maxLength={100}
            onChange={(e) => setKeyword(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              void search();
            }}
            aria-invalid={message ? true : undefined}
            data-testid="register-enterprise-keyword"
          />
        </div>
        <button
          type="button"
          className="plain-button register__search"
          onClick={() => void search()}
          aria-disabled={searching}
          data-testid="register-enterprise-search"
        >
          {searching ? t('register.searching') : t('register.search')}
        </button>
      </div>
      {message ? (
        <div className="plain-field__error" role="alert">
          {message}
        </div>
      ) : null}
      {found && found.length === 0 ? (
        <p className="register__note" role="status">
          {t('register.noEnterprise')}
        </p>
      ) : null}
      {found && found.length > 0 ? (
        <ul className="register__results" data-testid="register-enterprise-results">
          {found.map((e) => (
            <li key={e.id}>
              <button type="button" className="register__result" onClick={() => onChange(e)}>
                {e.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
