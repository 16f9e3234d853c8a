import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@ascent/shared/i18n';
import type { SessionStore } from '../session/session-store.ts';
import { DEFAULT_TIME_ZONE } from '@ascent/shared/time';
import { kitPacksInUse, loadKitPack, loadLocalePack } from './locale-resources.ts';
import { setDateDisplay } from './date-format.ts';
import { withUiSection } from './ui-catalogues.ts';

/** A catalogue: nested keys, string leaves (`{{name}}` placeholders, i18next's syntax). */
export interface CatalogueTree {
  [key: string]: string | CatalogueTree;
}

/** One catalogue per product locale: every user-facing string of an app. */
export type AppCatalogues = Record<Locale, CatalogueTree>;

/**
 * An app's own texts (its catalogue and its features') per locale, each its own chunk:
 * `{ 'en-US': () => import('./bundles/en-US.ts').then((m) => m.default), ... }`.
 */
export type AppCatalogueLoaders = Record<Locale, () => Promise<CatalogueTree>>;

export interface AppI18nOptions {
  /** Loads the app's texts in one locale; the shared `ui` section is added here. */
  catalogues: AppCatalogueLoaders;
  /** The language lives in the session (persisted under `{prefix}lang`). */
  session: SessionStore;
}

export interface AppI18n {
  readonly i18n: I18nInstance;
  /** Settles once the session's language is loaded and applied (mountApp renders then). */
  readonly ready: Promise<void>;
  /**
   * Switches the language: loads it, then persists it and applies it to i18next (and so antd's layer)
   * and `<html lang>`. Settles once applied.
   */
  setLanguage(locale: Locale): Promise<void>;
  /** Stops following the session (tests, hot reload). */
  dispose(): void;
}

/**
 * Loads everything one locale shows, each part once: the app's texts with the shared `ui`
 * section, and (locale-resources.ts) the server messages `translate` reads; antd's and dayjs's
 * too once a page with the component kit has been shown (its layer sets them).
 */
export async function loadLocaleCatalogue(
  locale: Locale,
  catalogues: AppCatalogueLoaders,
): Promise<CatalogueTree> {
  const [app, pack] = await Promise.all([
    catalogues[locale](),
    loadLocalePack(locale),
    kitPacksInUse() ? loadKitPack(locale) : undefined,
  ]);
  return withUiSection(app, pack.ui);
}

/** Every locale's catalogue at once (the catalogue tests; the apps load one locale). */
export async function loadAppCatalogues(catalogues: AppCatalogueLoaders): Promise<AppCatalogues> {
  const [zhCN, zhTW, enUS] = await Promise.all([
    loadLocaleCatalogue('zh-CN', catalogues),
    loadLocaleCatalogue('zh-TW', catalogues),
    loadLocaleCatalogue('en-US', catalogues),
  ]);
  return { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
}

function applyDocumentLanguage(locale: Locale): void {
  setDateDisplay({ locale });
  const doc = (globalThis as { document?: Document }).document;
  if (doc) doc.documentElement.lang = locale;
}

/**
 * The app's i18next instance, following the session's language. Only that language is loaded
 * (before the first render: `ready`); another is loaded when chosen, and shown once loaded.
 */
export function createAppI18n({ catalogues, session }: AppI18nOptions): AppI18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: session.getState().lang,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    // Filled one locale at a time by load() below.
    resources: {},
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });

  const loading = new Map<Locale, Promise<void>>();
  const load = (locale: Locale): Promise<void> => {
    let pending = loading.get(locale);
    if (!pending) {
      pending = loadLocaleCatalogue(locale, catalogues).then((tree) => {
        instance.addResourceBundle(locale, 'translation', tree);
      });
      // A failed load (network) is tried again the next time that locale is wanted.
      pending.catch(() => loading.delete(locale));
      loading.set(locale, pending);
    }
    return pending;
  };

  // Shows a locale once loaded, unless the session has moved on to another meanwhile.
  const apply = async (locale: Locale): Promise<void> => {
    await load(locale);
    if (session.getState().lang !== locale) return;
    await instance.changeLanguage(locale);
    applyDocumentLanguage(locale);
  };

  const ready = apply(session.getState().lang);
  let applying = ready;
  // Dates show in the company's time zone (platform/config), whatever the browser's is.
  const zoneOf = (state: ReturnType<SessionStore['getState']>) =>
    state.platformConfig?.timeZone || DEFAULT_TIME_ZONE;
  setDateDisplay({ timeZone: zoneOf(session.getState()) });
  const unsubscribe = session.subscribe((state, prev) => {
    if (state.platformConfig !== prev.platformConfig) setDateDisplay({ timeZone: zoneOf(state) });
    if (state.lang === prev.lang) return;
    applying = apply(state.lang);
    applying.catch((error: unknown) => console.error('Could not load the language', error));
  });

  return {
    i18n: instance,
    ready,
    setLanguage: async (locale) => {
      await load(locale);
      session.setState({ lang: locale });
      await applying;
    },
    dispose: unsubscribe,
  };
}
