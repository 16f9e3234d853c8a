import { DEFAULT_LOCALE, interpolate, type Locale } from '../i18n/index.ts';
import { MESSAGES, type MessageKey } from './messages.ts';

export { MESSAGES, type MessageKey } from './messages.ts';

/** The ret codes of decisions.md section 2. */
export const RET = {
  OK: 0,
  FAIL: 1,
  NO_TOKEN: 2,
  TOKEN_EXPIRED: 5,
  FORBIDDEN: 7,
  KICKED: 8,
  LICENCE: 99,
} as const;
export type RetCode = (typeof RET)[keyof typeof RET];

/** Ret codes after which the client starts the login redirect (spec section 8). */
export const SESSION_RETS: readonly number[] = [RET.NO_TOKEN, RET.TOKEN_EXPIRED, RET.KICKED];

/** The API envelope every /api/ reply uses. */
export interface ApiEnvelope<T = unknown> {
  ret: number;
  msg: string;
  data: T;
}

export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES, key);
}

/** Translates a catalogue key; an unknown key is returned as it is (already a message). */
export function translate(
  key: string,
  locale: Locale = DEFAULT_LOCALE,
  params?: Record<string, string | number>,
): string {
  if (!isMessageKey(key)) return interpolate(key, params);
  return interpolate(MESSAGES[key][locale] ?? MESSAGES[key][DEFAULT_LOCALE], params);
}

/**
 * A message reference carried through zod issues and service errors: a key, with optional
 * params. Zod messages are written `key` or `key|{"max":50}` so one shared schema yields the
 * same translated text on the server and in the browser.
 */
export function messageRef(key: MessageKey, params?: Record<string, string | number>): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

export function translateRef(ref: string, locale: Locale = DEFAULT_LOCALE): string {
  const bar = ref.indexOf('|');
  if (bar < 0) return translate(ref, locale);
  let params: Record<string, string | number> | undefined;
  try {
    params = JSON.parse(ref.slice(bar + 1)) as Record<string, string | number>;
  } catch {
    params = undefined;
  }
  return translate(ref.slice(0, bar), locale, params);
}
