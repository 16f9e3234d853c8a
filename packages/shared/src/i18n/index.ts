/** The three product languages. zh-CN is the default everywhere. */
export const LOCALES = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** platformConfig.languages uses underscores (zh_CN); the product uses BCP 47 tags. */
export const LANGUAGE_CODES = { zh_CN: 'zh-CN', zh_TW: 'zh-TW', en_US: 'en-US' } as const;
export type LanguageCode = keyof typeof LANGUAGE_CODES;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeFromCode(code: string): Locale | undefined {
  return (LANGUAGE_CODES as Record<string, Locale | undefined>)[code.trim()];
}

export function codeFromLocale(locale: Locale): LanguageCode {
  return locale.replace('-', '_') as LanguageCode;
}

/** Parses a comma list such as "zh_CN,en_US" into locales, keeping order, dropping unknowns. */
export function parseLanguages(list: string | null | undefined): Locale[] {
  if (!list) return [...LOCALES];
  const out: Locale[] = [];
  for (const part of list.split(',')) {
    const l = localeFromCode(part) ?? (isLocale(part.trim()) ? (part.trim() as Locale) : undefined);
    if (l && !out.includes(l)) out.push(l);
  }
  return out.length ? out : [DEFAULT_LOCALE];
}

/**
 * Picks the product locale from an Accept-Language header (or any tag list).
 * zh-TW, zh-HK, zh-Hant map to zh-TW; other zh to zh-CN; en* to en-US; default zh-CN.
 */
export function resolveLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return {
        tag: tag.trim().toLowerCase().replace('_', '-'),
        q: q ? Number(q.trim().slice(2)) : 1,
      };
    })
    .filter((t) => t.tag && !Number.isNaN(t.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant'))
      return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return DEFAULT_LOCALE;
}

/**
 * A placeholder: `{{name}}`, i18next's syntax, the one every catalogue uses (the server
 * catalogue of `@ascent/shared/messages` and the web apps' feature catalogues).
 */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Replaces {{name}} placeholders with params; a placeholder without a param stays. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** The names of a text's {{placeholders}}, sorted (the catalogue checks compare them). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').sort();
}
