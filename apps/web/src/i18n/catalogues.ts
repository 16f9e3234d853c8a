import { withUiCatalogues, type AppCatalogues } from '@ascent/client/i18n';
import enUS from './locales/en-US.json';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

/**
 * Every user-facing string of the learner site, per locale, with the shared `ui` section of
 * `@ascent/client` (login form, forced password change, language switch). Server and rule
 * messages come from `@ascent/shared`.
 */
export const catalogues: AppCatalogues = withUiCatalogues({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
});
