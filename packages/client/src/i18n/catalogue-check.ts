import type { Locale } from '@ascent/shared/i18n';
import { findTranslationProblems } from '@ascent/shared/messages';
import type { AppCatalogues, CatalogueTree } from './create-app-i18n.ts';

/** key path -> leaf value, for every leaf of a catalogue. */
export function catalogueLeaves(tree: CatalogueTree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of catalogueLeaves(value, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

/**
 * What is wrong with a set of catalogues: a key missing from a locale, a value that is not a
 * non-empty string, `{{placeholders}}` that differ from the default locale's or a placeholder
 * in another syntax (the server catalogue's own test runs the same check,
 * `findTranslationProblems` of `@ascent/shared/messages`). Empty when every catalogue is
 * complete. Each app's locales test asserts this is empty.
 */
export function findCatalogueProblems(catalogues: AppCatalogues): string[] {
  const leaves = (locale: Locale) => catalogueLeaves(catalogues[locale]);
  return findTranslationProblems({
    'zh-CN': leaves('zh-CN'),
    'zh-TW': leaves('zh-TW'),
    'en-US': leaves('en-US'),
  });
}
