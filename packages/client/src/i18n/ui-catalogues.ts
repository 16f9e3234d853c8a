import type { AppCatalogues, CatalogueTree } from './create-app-i18n.ts';
import enUS from './locales/en-US.json';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

/** The top-level key of the shared section: every text of `@ascent/client/ui` lives under `ui.`. */
export const UI_CATALOGUE_SECTION = 'ui';

/** The texts of the shared React pieces (`@ascent/client/ui`), per locale. */
export const uiCatalogues: AppCatalogues = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
};

function withSection(app: CatalogueTree, shared: CatalogueTree): CatalogueTree {
  if (UI_CATALOGUE_SECTION in app) {
    throw new Error(
      `An app catalogue must not define the shared '${UI_CATALOGUE_SECTION}' section`,
    );
  }
  return { ...app, ...shared };
}

/** An app's catalogues with the shared `ui` section added (what createAppI18n should load). */
export function withUiCatalogues(app: AppCatalogues): AppCatalogues {
  return {
    'zh-CN': withSection(app['zh-CN'], uiCatalogues['zh-CN']),
    'zh-TW': withSection(app['zh-TW'], uiCatalogues['zh-TW']),
    'en-US': withSection(app['en-US'], uiCatalogues['en-US']),
  };
}
