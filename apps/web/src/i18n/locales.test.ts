import { describe, expect, it } from 'vitest';
import { LOCALES } from '@ascent/shared/i18n';
import { catalogues } from './catalogues.ts';

type Tree = { [key: string]: unknown };

/** key path -> leaf value, for every leaf of a catalogue. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('i18n catalogues', () => {
  const reference = leaves(catalogues['zh-CN']);

  it.each(LOCALES)('%s has exactly the keys of every other catalogue', (locale) => {
    const keys = [...leaves(catalogues[locale]).keys()].sort();
    for (const other of LOCALES) {
      const otherKeys = [...leaves(catalogues[other]).keys()].sort();
      const missing = otherKeys.filter((k) => !keys.includes(k));
      expect(missing, `keys in ${other} missing from ${locale}`).toEqual([]);
    }
  });

  it.each(LOCALES)('%s has a non-empty string for every key', (locale) => {
    for (const [key, value] of leaves(catalogues[locale])) {
      expect(typeof value, `${locale}: ${key}`).toBe('string');
      expect((value as string).trim(), `${locale}: ${key}`).not.toBe('');
    }
  });

  it.each(LOCALES)('%s uses the same {{placeholders}} as zh-CN', (locale) => {
    for (const [key, value] of leaves(catalogues[locale])) {
      const ref = reference.get(key);
      if (typeof ref === 'string' && typeof value === 'string') {
        expect(placeholders(value), `${locale}: ${key}`).toEqual(placeholders(ref));
      }
    }
  });
});
