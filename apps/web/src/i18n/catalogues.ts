import type { AppCatalogues } from '@ascent/client/i18n';
import enUS from './locales/en-US.json';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

/** Every user-facing string of the learner site, per locale (server and rule messages come from shared). */
export const catalogues: AppCatalogues = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
};
