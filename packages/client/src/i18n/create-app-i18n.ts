import dayjs from 'dayjs';
import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@ascent/shared/i18n';
import type { SessionStore } from '../session/session-store.ts';
import { getDayjsLocale } from './locale-resources.ts';

/** A catalogue: nested keys, string leaves (i18next `{{name}}` interpolation). */
export interface CatalogueTree {
  [key: string]: string | CatalogueTree;
}

/** One catalogue per product locale: every user-facing string of an app. */
export type AppCatalogues = Record<Locale, CatalogueTree>;

export interface AppI18nOptions {
  /** The app's catalogues, loaded into the default namespace `translation`. */
  resources: AppCatalogues;
  /** The language lives in the session (persisted under `{prefix}lang`). */
  session: SessionStore;
}

export interface AppI18n {
  readonly i18n: I18nInstance;
  /** Switches the language: persisted, applied to i18next, dayjs and `<html lang>`. */
  setLanguage(locale: Locale): void;
  /** Stops following the session (tests, hot reload). */
  dispose(): void;
}

function applyDocumentLanguage(locale: Locale): void {
  dayjs.locale(getDayjsLocale(locale));
  const doc = (globalThis as { document?: Document }).document;
  if (doc) doc.documentElement.lang = locale;
}

export function createAppI18n({ resources, session }: AppI18nOptions): AppI18n {
  const instance = i18next.createInstance();
  const lang = session.getState().lang;
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: resources[l] }])),
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });
  applyDocumentLanguage(lang);

  const unsubscribe = session.subscribe((state, prev) => {
    if (state.lang === prev.lang) return;
    void instance.changeLanguage(state.lang);
    applyDocumentLanguage(state.lang);
  });

  return {
    i18n: instance,
    setLanguage: (locale) => session.setState({ lang: locale }),
    dispose: unsubscribe,
  };
}
