import type { AppCatalogues } from '../i18n/create-app-i18n.ts';
import { catalogueLeaves } from '../i18n/catalogue-check.ts';

/**
 * The texts the shared app shell shows in each app's own words: catalogue keys every app
 * defines (its locales test checks them with findMissingAppTexts). The shell's other texts
 * are the shared `ui.` section.
 */
export const APP_TEXT_KEYS = {
  /** The product name: the login page's fallback when the platform has no company name. */
  appName: 'title.app',
  /** The line under the company name on the login page. */
  loginSubtitle: 'login.subtitle',
  /** What to do about a missing or expired licence (ret 99). */
  licenceDescription: 'licence.description',
  /** What went wrong, and the ways out, on the error page. */
  errorDescription: 'errorPage.description',
  /** The way home on the error and 404 pages. */
  backHome: 'common.backHome',
} as const;

/** `locale: key` for every app text an app's catalogues lack (none, when complete). */
export function findMissingAppTexts(catalogues: AppCatalogues): string[] {
  const missing: string[] = [];
  for (const [locale, tree] of Object.entries(catalogues)) {
    const leaves = catalogueLeaves(tree);
    for (const key of Object.values(APP_TEXT_KEYS)) {
      const value = leaves.get(key);
      if (typeof value !== 'string' || value.trim() === '') missing.push(`${locale}: ${key}`);
    }
  }
  return missing;
}
