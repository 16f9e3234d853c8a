import { bundleLoaders, type AppCatalogueLoaders } from '@ascent/client/i18n';

/**
 * Every user-facing string of the learner site, per locale, each locale its own chunk
 * (`bundles/<locale>.ts`: the site's own texts and each feature's), loaded only when shown.
 * `@ascent/client` adds its shared `ui` section (login form, forced password change, language
 * switch) and loads the server messages of `@ascent/shared` in the same locale.
 */
export const catalogues: AppCatalogueLoaders = bundleLoaders({
  'zh-CN': () => import('./bundles/zh-CN.ts'),
  'zh-TW': () => import('./bundles/zh-TW.ts'),
  'en-US': () => import('./bundles/en-US.ts'),
});
