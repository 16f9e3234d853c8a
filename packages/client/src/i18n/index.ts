export {
  createAppI18n,
  loadAppCatalogues,
  loadLocaleCatalogue,
  type AppCatalogues,
  type AppI18n,
  type AppI18nOptions,
  type CatalogueTree,
} from './create-app-i18n.ts';
export {
  enableKitPacks,
  getDayjsLocale,
  loadKitPack,
  loadLocalePack,
  type AntdLocale,
  type KitPack,
  type LocalePack,
} from './locale-resources.ts';
export { useLocale, useTranslateRef } from './use-locale.ts';
export {
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatTime,
  formatTimeSeconds,
  setDateDisplay,
} from './date-format.ts';
export {
  firstIssueRef,
  personnelFieldRule,
  refRule,
  zodFieldRule,
  zodFormRule,
  type SafeParser,
} from './form-rules.ts';
export { UI_CATALOGUE_SECTION, withUiSection } from './ui-catalogues.ts';
export {
  appCatalogue,
  featureCatalogues,
  featureClosure,
  withFeatureCatalogues,
  type AppCatalogueLoaders,
  type LocaleLoaders,
} from './feature-catalogues.ts';
export { catalogueLeaves, findCatalogueProblems } from './catalogue-check.ts';
export { translateRef } from '@ascent/shared/errors';
