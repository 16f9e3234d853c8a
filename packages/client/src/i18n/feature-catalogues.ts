import { LOCALES, isLocale } from '@ascent/shared/i18n';
import type { AppCatalogues, CatalogueTree } from './create-app-i18n.ts';

/**
 * Adds each feature's own catalogue files to an app's catalogues. `files` is what
 * `import.meta.glob('../features/*\/locales/*.json', { eager: true, import: 'default' })`
 * gives: paths ending in `/{locale}.json`. A feature's top-level sections must be new: two
 * features (or a feature and the app) defining the same section is an error, not an override.
 */
export function withFeatureCatalogues(
  app: AppCatalogues,
  files: Record<string, CatalogueTree>,
): AppCatalogues {
  const out: AppCatalogues = {
    'zh-CN': { ...app['zh-CN'] },
    'zh-TW': { ...app['zh-TW'] },
    'en-US': { ...app['en-US'] },
  };
  const owner = new Map<string, string>();
  for (const [file, tree] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const locale = /([\w-]+)\.json$/.exec(file)?.[1];
    if (!isLocale(locale))
      throw new Error(`${file}: the file name must be one of ${LOCALES.join(', ')}`);
    const feature = file.replace(/\/locales\/[\w-]+\.json$/, '');
    for (const [section, value] of Object.entries(tree)) {
      const taken = owner.get(`${locale}:${section}`);
      if ((taken && taken !== feature) || (!taken && section in app[locale])) {
        throw new Error(
          `${file}: the section '${section}' is already defined by ${taken ?? 'the app'}`,
        );
      }
      owner.set(`${locale}:${section}`, feature);
      out[locale][section] = value;
    }
  }
  return out;
}
