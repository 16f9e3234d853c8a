import type { KeyValueStorage } from '@ascent/client/session';

/** Search keyword and history limits (spec section 5 and 9). */
export const SEARCH_LIMITS = { keyword: 20, history: 10 } as const;
export const SEARCH_HISTORY_KEY = 'search_history';

/** Trimmed, at most 20 characters (code points); '' means nothing to search. */
export function normalizeKeyword(raw: string): string {
  return Array.from(raw.trim()).slice(0, SEARCH_LIMITS.keyword).join('').trim();
}

/** Most recent first, no duplicates, at most 10. */
export function addToHistory(history: readonly string[], keyword: string): string[] {
  return [keyword, ...history.filter((k) => k !== keyword)].slice(0, SEARCH_LIMITS.history);
}

export function readHistory(storage: KeyValueStorage | null): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter((k): k is string => typeof k === 'string' && k !== '')
          .slice(0, SEARCH_LIMITS.history)
      : [];
  } catch {
    return [];
  }
}

export function writeHistory(storage: KeyValueStorage | null, history: readonly string[]): void {
  try {
    if (history.length) storage?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history));
    else storage?.removeItem(SEARCH_HISTORY_KEY);
  } catch {
    // Storage blocked: the history simply is not kept.
  }
}

export function searchPath(keyword: string): string {
  return `/search/${encodeURIComponent(keyword)}`;
}
