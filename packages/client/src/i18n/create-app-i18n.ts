import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@ascent/shared/i18n';
import type { SessionStore } from '../session/session-store.ts';
import { DEFAULT_TIME_ZONE } from '@ascent/shared/time';
import { kitPacksInUse, loadKitPack, loadLocalePack } from './locale-resources.ts';
import { setDateDisplay } from './date-format.ts';
import { withUiSection } from './ui-catalogues.ts';
import {
  featureClosure,
  withFeatureCatalogues,
  type AppCatalogueLoaders,
} from './feature-catalogues.ts';

/** A catalogue: nested keys, string leaves (`{{name}}` placeholders, i18next's syntax). */
export interface CatalogueTree {
  [key: string]: string | CatalogueTree;
}

/** One catalogue per product locale: every user-facing string of an app. */
export type AppCatalogues = Record<Locale, CatalogueTree>;

export interface AppI18nOptions {
  /** The app's texts and its features'; the shared `ui` section is added to the app's here. */
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
  /**
   * Loads the texts a feature's pages show (its catalogue and those it needs) in the language
   * shown, and from then on with every language chosen. Settles once they are there.
   */
  loadFeature(feature: string): Promise<void>;
  /** Stops following the session (tests, hot reload). */
  dispose(): void;
}

/**
 * Loads what every page of one locale shows, each part once: the app's own texts with the
 * shared `ui` section, and (locale-resources.ts) the server messages `translate` reads; antd's
 * and dayjs's too once a page with the component kit has been shown (its layer sets them).
 * The features' texts come with their pages (`AppI18n.loadFeature`).
 */
export async function loadLocaleCatalogue(
  locale: Locale,
  catalogues: Pick<AppCatalogueLoaders, 'app'>,
): Promise<CatalogueTree> {
  const [app, pack] = await Promise.all([
    catalogues.app[locale](),
    loadLocalePack(locale),
    kitPacksInUse() ? loadKitPack(locale) : undefined,
  ]);
  return withUiSection(app, pack.ui);
}

/**
 * Every locale's whole catalogue, every feature's sections included (the catalogue tests; the
 * apps load one locale, and a feature's texts with its pages).
 */
export async function loadAppCatalogues(
  catalogues: Pick<AppCatalogueLoaders, 'app' | 'features'>,
): Promise<AppCatalogues> {
  const whole = async (locale: Locale) => {
    const features = await Promise.all(
      Object.entries(catalogues.features).map(
        async ([name, loaders]) => [name, await loaders[locale]()] as const,
      ),
    );
    const base = await loadLocaleCatalogue(locale, catalogues);
    return withFeatureCatalogues(base, Object.fromEntries(features));
  };
  const [zhCN, zhTW, enUS] = await Promise.all([whole('zh-CN'), whole('zh-TW'), whole('en-US')]);
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
    // A feature's texts added after the first render (with its page) render where shown (the title).
    react: { bindI18nStore: 'added' },
  });

  // Each part once per locale ('' the app's own, else a feature); a failed load (network) is
  // tried again the next time it is wanted.
  const loading = new Map<string, Promise<void>>();
  const loadPart = (locale: Locale, part: string): Promise<void> => {
    const key = `${locale}/${part}`;
    let pending = loading.get(key);
    if (!pending) {
      const tree =
        part === ''
          ? loadLocaleCatalogue(locale, catalogues)
          : catalogues.features[part]![locale]();
      pending = tree.then((loaded) => {
        instance.addResourceBundle(locale, 'translation', loaded, true, false);
      });
      pending.catch(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  };
  // The features whose pages have been shown: their texts load with every language chosen.
  const shown = new Set<string>();
  const load = async (locale: Locale): Promise<void> => {
    await Promise.all(['', ...shown].map((part) => loadPart(locale, part)));
  };

  // Shows a locale once loaded, unless the session has moved on to another meanwhile.
  const apply = async (locale: Locale): Promise<void> => {
    await load(locale);
    if (session.getState().lang !== locale) return;
    await instance.changeLanguage(locale);
    applyDocumentLanguage(locale);
  };

  const ready = apply(session.getState().lang);
  // Whoever waits for it (mountApp) handles a failure; a module that only builds the services
  // (a unit test in Node, where the files cannot be fetched) leaves it unhandled, not an error.
  ready.catch(() => undefined);
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
    loadFeature: async (feature) => {
      const parts = featureClosure(catalogues, feature);
      for (const part of parts) shown.add(part);
      // The language shown and, while another is being chosen, that one.
      const locales = new Set([session.getState().lang, instance.language as Locale]);
      await Promise.all([...locales].flatMap((locale) => parts.map((p) => loadPart(locale, p))));
    },
    dispose: unsubscribe,
  };
}
