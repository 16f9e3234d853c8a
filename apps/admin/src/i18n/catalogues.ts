import {
  withFeatureCatalogues,
  withUiCatalogues,
  type AppCatalogues,
  type CatalogueTree,
} from '@ascent/client/i18n';
import enUS from './locales/en-US.json';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

/** Each admin feature's own texts: features/<name>/locales/{zh-CN,zh-TW,en-US}.json. */
const featureFiles = import.meta.glob<CatalogueTree>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

/**
 * Every user-facing string of the admin site, per locale: the site's own, each feature's, and
 * the shared `ui` section of `@ascent/client` (login form, forced password change, language
 * switch). Server and rule messages come from `@ascent/shared`.
 */
export const catalogues: AppCatalogues = withUiCatalogues(
  withFeatureCatalogues({ 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS }, featureFiles),
);
