import type { CatalogueTree } from './create-app-i18n.ts';

/**
 * The top-level key of the shared section: every text of `@ascent/client/ui` lives under `ui.`,
 * in `locales/{zh-CN,zh-TW,en-US}.json`, loaded with the rest of a locale's pack
 * (locale-resources.ts).
 */
export const UI_CATALOGUE_SECTION = 'ui';

/** An app's texts in one locale with the shared `ui` section added (what i18next loads). */
export function withUiSection(app: CatalogueTree, ui: CatalogueTree): CatalogueTree {
  if (UI_CATALOGUE_SECTION in app) {
    throw new Error(
      `An app catalogue must not define the shared '${UI_CATALOGUE_SECTION}' section`,
    );
  }
  return { ...app, ...ui };
}
