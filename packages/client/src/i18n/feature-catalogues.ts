import type { Locale } from '@ascent/shared/i18n';
import type { CatalogueTree } from './create-app-i18n.ts';

/**
 * Adds each feature's own catalogue file in one locale to an app's catalogue in that locale.
 * `files` is what
 * `import.meta.glob('../../features/*\/locales/en-US.json', { eager: true, import: 'default' })`
 * gives in the app's `i18n/bundles/en-US.ts`: paths ending in `/{locale}.json`. A feature's
 * top-level sections must be new: two features (or a feature and the app) defining the same
 * section is an error, not an override.
 */
export function withFeatureCatalogues(
  locale: Locale,
  app: CatalogueTree,
  files: Record<string, CatalogueTree>,
): CatalogueTree {
  const out: CatalogueTree = { ...app };
  const owner = new Map<string, string>();
  for (const [file, tree] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    if (!file.endsWith(`/${locale}.json`)) {
      throw new Error(`${file}: the file name must be ${locale}.json`);
    }
    const feature = file.replace(/\/locales\/[\w-]+\.json$/, '');
    for (const [section, value] of Object.entries(tree)) {
      const taken = owner.get(section);
      if (taken || section in app) {
        throw new Error(
          `${file}: the section '${section}' is already defined by ${taken ?? 'the app'}`,
        );
      }
      owner.set(section, feature);
      out[section] = value;
    }
  }
  return out;
}

/** An app's bundle of one locale: its own texts and each feature's (`i18n/bundles/<locale>.ts`). */
export interface AppBundle {
  app: CatalogueTree;
  features: Record<string, CatalogueTree>;
}

/**
 * An app's catalogue loaders from its per-locale bundles: each locale its own chunk, loaded only
 * when shown, its features' sections added to the app's by `withFeatureCatalogues`.
 */
export function bundleLoaders(
  bundles: Record<Locale, () => Promise<AppBundle>>,
): Record<Locale, () => Promise<CatalogueTree>> {
  const loader = (locale: Locale) => async () => {
    const { app, features } = await bundles[locale]();
    return withFeatureCatalogues(locale, app, features);
  };
  return { 'zh-CN': loader('zh-CN'), 'zh-TW': loader('zh-TW'), 'en-US': loader('en-US') };
}
