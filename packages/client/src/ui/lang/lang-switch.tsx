import { useTranslation } from 'react-i18next';
import type { AppI18n } from '../../i18n/create-app-i18n.ts';
import type { Locale } from '@ascent/shared/i18n';
import { useLocale } from '../../i18n/use-locale.ts';
import type { SessionStore } from '../../session/session-store.ts';
import { useSessionState } from '../../session/use-session-state.ts';
import { GlobeIcon } from '../icons/plain-icons.tsx';
import { PlainMenu } from '../plain/menu.tsx';
import { showLangSwitch } from './lang-options.ts';

export interface LangSwitchProps {
  /** The session holds the languages the platform offers (`langArr`). */
  session: SessionStore;
  /** Switches the language (loaded, then persisted, i18next, dayjs, antd, `<html lang>`). */
  appI18n: Pick<AppI18n, 'setLanguage'>;
  /** Icon only (narrow headers). */
  compact?: boolean;
}

/**
 * The language switch: only when the platform offers more than one language. A PlainMenu of
 * the languages, each by its own name, made without the component kit: the login page and
 * the learner site's header show it.
 */
export function LangSwitch({ session, appI18n, compact = false }: LangSwitchProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const langArr = useSessionState(session, (s) => s.langArr);
  if (!showLangSwitch(langArr)) return null;
  return (
    <PlainMenu
      className="lang-switch"
      testId="lang-switch"
      title={t('ui.language')}
      // Named by the language it shows (WCAG 2.5.3); icon only, by what it is for.
      label={compact ? t('ui.language') : undefined}
      items={langArr.map((l) => ({ key: l, label: t(`ui.lang.${l}`), current: l === locale }))}
      onSelect={(l) =>
        void appI18n
          .setLanguage(l as Locale)
          .catch((error: unknown) => console.error('Could not load the language', error))
      }
    >
      <GlobeIcon size={16} />
      {compact ? null : <span>{t(`ui.lang.${locale}`)}</span>}
    </PlainMenu>
  );
}
