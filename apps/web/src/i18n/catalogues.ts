import {
  withFeatureCatalogues,
  type AppCatalogueLoaders,
  type CatalogueTree,
} from '@ascent/client/i18n';
import type { Locale } from '@ascent/shared/i18n';

interface Bundle {
  app: CatalogueTree;
  features: Record<string, CatalogueTree>;
}

const merged = (locale: Locale, load: () => Promise<Bundle>) => async () => {
  const { app, features } = await load();
  return withFeatureCatalogues(locale, app, features);
};

/**
 * Every user-facing string of the learner site, per locale, each locale its own chunk
 * (`bundles/<locale>.ts`: the site's own texts and each feature's), loaded only when shown.
 * `@ascent/client` adds its shared `ui` section (login form, forced password change, language
 * switch) and loads the server messages of `@ascent/shared` in the same locale.
 */
export const catalogues: AppCatalogueLoaders = {
  'zh-CN': merged('zh-CN', () => import('./bundles/zh-CN.ts')),
  'zh-TW': merged('zh-TW', () => import('./bundles/zh-TW.ts')),
  'en-US': merged('en-US', () => import('./bundles/en-US.ts')),
};
