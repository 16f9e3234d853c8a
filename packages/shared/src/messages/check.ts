import { DEFAULT_LOCALE, LOCALES, placeholdersOf, type Locale } from '../i18n/index.ts';

/** A placeholder in a syntax other than `{{name}}` (e.g. `{name}`), which nothing would fill. */
const STRAY_PLACEHOLDER = /(?<!\{)\{\s*\w+\s*\}(?!\})/;

/**
 * What is wrong with a catalogue given as flat `key -> text` per locale: a key missing from a
 * locale, a text that is not a non-empty string, `{{placeholders}}` that differ from the
 * default locale's, or a placeholder in another syntax. Empty when the catalogue is complete.
 * The server catalogue's test and each web app's catalogue test (through `@ascent/client`'s
 * findCatalogueProblems) assert this is empty.
 */
export function findTranslationProblems(
  catalogue: Record<Locale, ReadonlyMap<string, unknown>>,
): string[] {
  const problems: string[] = [];
  const allKeys = new Set<string>();
  for (const locale of LOCALES) for (const key of catalogue[locale].keys()) allKeys.add(key);
  const reference = catalogue[DEFAULT_LOCALE];

  for (const locale of LOCALES) {
    const texts = catalogue[locale];
    for (const key of [...allKeys].sort()) {
      if (!texts.has(key)) {
        problems.push(`${locale}: missing ${key}`);
        continue;
      }
      const value = texts.get(key);
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${locale}: empty ${key}`);
        continue;
      }
      const ref = reference.get(key);
      if (
        typeof ref === 'string' &&
        placeholdersOf(value).join(',') !== placeholdersOf(ref).join(',')
      ) {
        problems.push(`${locale}: placeholders of ${key} differ from ${DEFAULT_LOCALE}`);
      }
      if (STRAY_PLACEHOLDER.test(value)) {
        problems.push(`${locale}: ${key} has a placeholder not written {{name}}`);
      }
    }
  }
  return problems;
}
