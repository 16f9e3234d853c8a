import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateRef } from '@ascent/shared/errors';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@ascent/shared/i18n';

/** The current product locale, from the i18next instance in context. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Translates shared message refs (`key` or `key|{"max":50}`) into the current locale. */
export function useTranslateRef(): (ref: string) => string {
  const locale = useLocale();
  return useCallback((ref: string) => translateRef(ref, locale), [locale]);
}
