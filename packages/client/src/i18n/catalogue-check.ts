import { DEFAULT_LOCALE, LOCALES } from '@ascent/shared/i18n';
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

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * What is wrong with a set of catalogues: a key missing from a locale, a value that is not a
 * non-empty string, or `{{placeholders}}` that differ from the default locale's. Empty when
 * every catalogue is complete. Each app's locales test asserts this is empty.
 */
export function findCatalogueProblems(catalogues: AppCatalogues): string[] {
  const problems: string[] = [];
  const leaves = new Map(LOCALES.map((l) => [l, catalogueLeaves(catalogues[l])] as const));
  const allKeys = new Set<string>();
  for (const map of leaves.values()) for (const key of map.keys()) allKeys.add(key);
  const reference = leaves.get(DEFAULT_LOCALE) ?? new Map<string, unknown>();

  for (const locale of LOCALES) {
    const map = leaves.get(locale) ?? new Map<string, unknown>();
    for (const key of [...allKeys].sort()) {
      if (!map.has(key)) {
        problems.push(`${locale}: missing ${key}`);
        continue;
      }
      const value = map.get(key);
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${locale}: empty ${key}`);
        continue;
      }
      const ref = reference.get(key);
      if (
        typeof ref === 'string' &&
        placeholders(value).join(',') !== placeholders(ref).join(',')
      ) {
        problems.push(`${locale}: placeholders of ${key} differ from ${DEFAULT_LOCALE}`);
      }
    }
  }
  return problems;
}
