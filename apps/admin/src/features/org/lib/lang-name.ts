import type { Locale } from '@ascent/shared/i18n';
import type { TLangNames } from '@ascent/shared/platform';

/** The name for the site's language out of per-locale names (zh_CN, zh_TW, en_US). */
export function nameIn(names: Required<TLangNames>, locale: Locale): string {
  if (locale === 'zh-TW') return names.zh_TW;
  if (locale === 'en-US') return names.en_US;
  return names.zh_CN;
}
