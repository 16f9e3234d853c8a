import { LOCALES, type Locale } from '@ascent/shared/i18n';
import type { CatalogueTree } from './create-app-i18n.ts';

/** One catalogue's loaders, a chunk per locale. */
export type LocaleLoaders = Record<Locale, () => Promise<CatalogueTree>>;

/**
 * An app's texts: its own (on every page: titles, the shell, the login and prompts) and each
 * feature's (features/<name>/locales/<locale>.json), loaded with the feature's pages
 * (`AppI18n.loadFeature`), so a page brings only the texts it shows.
 */
export interface AppCatalogueLoaders {
  app: LocaleLoaders;
  features: Record<string, LocaleLoaders>;
  /**
   * The other features whose texts a feature's code shows (the feature imports their
   * components or label helpers), loaded with it. An app's catalogue-needs test keeps this
   * equal to what the code uses.
   */
  needs: Record<string, readonly string[]>;
}

const FEATURE_FILE = /\/features\/([\w-]+)\/locales\/([\w-]+)\.json$/;

/**
 * Each feature's catalogue loaders from the addresses of its files,
 * `import.meta.glob('../features/*\/locales/*.json', { query: '?url', import: 'default', eager: true })`:
 * each file is served as it is (JSON, hashed and long cached) and fetched when wanted.
 * Every feature must have a file per locale, and no other file may match.
 */
export function featureCatalogues(files: Record<string, string>): Record<string, LocaleLoaders> {
  const found: Record<string, Partial<LocaleLoaders>> = {};
  for (const [file, url] of Object.entries(files)) {
    const match = FEATURE_FILE.exec(file);
    const locale = match?.[2] as Locale | undefined;
    if (!match || !locale || !LOCALES.includes(locale)) {
      throw new Error(`${file}: a feature catalogue is features/<name>/locales/<locale>.json`);
    }
    (found[match[1]!] ??= {})[locale] = () => fetchCatalogue(url);
  }
  const out: Record<string, LocaleLoaders> = {};
  for (const [feature, loaders] of Object.entries(found)) {
    const missing = LOCALES.filter((locale) => !loaders[locale]);
    if (missing.length > 0) {
      throw new Error(`features/${feature}: no catalogue in ${missing.join(', ')}`);
    }
    out[feature] = loaders as LocaleLoaders;
  }
  return out;
}

/**
 * An app's own catalogue loaders from the addresses of its files,
 * `import.meta.glob('./locales/*.json', { query: '?url&no-inline', import: 'default', eager: true })`:
 * one file per locale, fetched when that locale is wanted.
 */
export function appCatalogue(files: Record<string, string>): LocaleLoaders {
  const url = (locale: Locale) => {
    const found = Object.entries(files).find(([file]) => file.endsWith(`/${locale}.json`));
    if (!found) throw new Error(`no app catalogue in ${locale}`);
    return found[1];
  };
  const loaders = Object.fromEntries(
    LOCALES.map((locale) => {
      const address = url(locale);
      return [locale, () => fetchCatalogue(address)];
    }),
  );
  return loaders as LocaleLoaders;
}

/**
 * The attribute of a catalogue written into the page itself (`inlineCatalogue`): a landing
 * page carries its first page's texts in the default language, so they arrive with the page
 * instead of as requests of their own beside the code (issue 14: on a phone's network each
 * small request costs a round trip on one of the six connections a browser opens to a server).
 */
export const INLINE_CATALOGUE_ATTRIBUTE = 'data-catalogue';

/**
 * A catalogue as the page carries it: a JSON data block (never run, so outside the
 * Content-Security-Policy's scripts) named by the catalogue file's address.
 */
export function inlineCatalogue(url: string, json: string): string {
  const data = JSON.stringify(JSON.parse(json)).replace(/</g, '\\u003c');
  return `<script type="application/json" ${INLINE_CATALOGUE_ATTRIBUTE}="${url}">${data}</script>`;
}

/** The catalogue the page carries for this address, if it carries it. */
function pageCatalogue(url: string): CatalogueTree | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const element of document.querySelectorAll(`script[${INLINE_CATALOGUE_ATTRIBUTE}]`)) {
    if (element.getAttribute(INLINE_CATALOGUE_ATTRIBUTE) === url)
      return JSON.parse(element.textContent ?? '') as CatalogueTree;
  }
  return undefined;
}

/**
 * A catalogue file: the page's own copy when it carries one, else fetched; a failed fetch
 * (network, a stale deployment) rejects, to be tried again.
 */
async function fetchCatalogue(url: string): Promise<CatalogueTree> {
  const carried = pageCatalogue(url);
  if (carried) return carried;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as CatalogueTree;
}

/**
 * The features whose texts a feature's pages show: itself (when it has a catalogue) and what it
 * needs, and what those need, each once.
 */
export function featureClosure(catalogues: AppCatalogueLoaders, feature: string): string[] {
  const out: string[] = [];
  const visit = (name: string) => {
    if (out.includes(name)) return;
    out.push(name);
    for (const next of catalogues.needs[name] ?? []) visit(next);
  };
  visit(feature);
  return out.filter((name) => name in catalogues.features);
}

/**
 * An app's texts in one locale with each feature's sections added (the catalogue tests read
 * the whole). A feature's top-level sections must be new: two features (or a feature and the
 * app) defining the same section is an error, not an override.
 */
export function withFeatureCatalogues(
  app: CatalogueTree,
  features: Record<string, CatalogueTree>,
): CatalogueTree {
  const out: CatalogueTree = { ...app };
  const owner = new Map<string, string>();
  for (const [feature, tree] of Object.entries(features).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [section, value] of Object.entries(tree)) {
      const taken = owner.get(section);
      if (taken || section in app) {
        throw new Error(
          `features/${feature}: the section '${section}' is already defined by ${taken ? `features/${taken}` : 'the app'}`,
        );
      }
      owner.set(section, feature);
      out[section] = value;
    }
  }
  return out;
}
