import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppI18n } from '../../i18n/create-app-i18n.ts';
import type { Locale } from '@ascent/shared/i18n';
import { useLocale } from '../../i18n/use-locale.ts';
import type { SessionStore } from '../../session/session-store.ts';
import { useSessionState } from '../../session/use-session-state.ts';
import { showLangSwitch } from './lang-options.ts';

export interface LangSwitchProps {
  /** The session holds the languages the platform offers (`langArr`). */
  session: SessionStore;
  /** Switches the language (loaded, then persisted, i18next, dayjs, antd, `<html lang>`). */
  appI18n: Pick<AppI18n, 'setLanguage'>;
  /** Icon only (narrow headers). */
  compact?: boolean;
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </g>
    </svg>
  );
}

/**
 * The language switch: only when the platform offers more than one language. A button and a
 * menu of the languages, each by its own name (keyboard: arrows, Home/End, Escape), made
 * without the component kit: the login page shows it too.
 */
export function LangSwitch({ session, appI18n, compact = false }: LangSwitchProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const langArr = useSessionState(session, (s) => s.langArr);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[aria-current="true"], [role="menuitem"]')?.focus();
    const close = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  if (!showLangSwitch(langArr)) return null;

  const choose = (l: Locale) => {
    setOpen(false);
    button.current?.focus();
    appI18n
      .setLanguage(l)
      .catch((error: unknown) => console.error('Could not load the language', error));
  };
  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    } else if (e.key === 'Escape' || e.key === 'Tab') {
      if (e.key === 'Escape') e.preventDefault();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div className="lang-switch" ref={root}>
      <button
        ref={button}
        type="button"
        className="lang-switch__button"
        onClick={() => setOpen((o) => !o)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="lang-switch"
        title={t('ui.language')}
        // Named by the language it shows (WCAG 2.5.3); icon only, by what it is for.
        aria-label={compact ? t('ui.language') : undefined}
      >
        <GlobeIcon />
        {compact ? null : <span>{t(`ui.lang.${locale}`)}</span>}
      </button>
      {open ? (
        <ul className="lang-switch__menu" role="menu" id={menuId} onKeyDown={onMenuKey}>
          {langArr.map((l) => (
            <li
              key={l}
              role="menuitem"
              tabIndex={-1}
              aria-current={l === locale ? 'true' : undefined}
              className="lang-switch__item"
              onClick={() => choose(l)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  choose(l);
                }
              }}
            >
              {t(`ui.lang.${l}`)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
