import { parseLanguages, type Locale } from '@ascent/shared/i18n';
import type { TPlatformConfig } from '@ascent/shared/platform';
import type { SessionState } from '../../session/session-store.ts';

/** The language switch shows only when the platform offers more than one language. */
export function showLangSwitch(langArr: readonly Locale[]): boolean {
  return langArr.length > 1;
}

/**
 * The session patch for a loaded platform config: the config, the languages it offers, and
 * the language (one the platform does not offer gives way to its first one).
 */
export function platformConfigPatch(
  config: TPlatformConfig,
  currentLang: Locale,
): Pick<SessionState, 'platformConfig' | 'langArr' | 'lang'> {
  const langArr = parseLanguages(config.languages);
  return {
    platformConfig: config,
    langArr,
    lang: langArr.includes(currentLang) ? currentLang : (langArr[0] ?? currentLang),
  };
}
