import { messagesOf } from '#message-catalogue';
import { DEFAULT_LOCALE, LOCALES, interpolate, type Locale } from '../i18n/index.ts';
import type { MessageKey } from '../messages/types.ts';

export type { MessageKey } from '../messages/types.ts';

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

/**
 * The catalogue `translate` reads for a locale (`@ascent/shared/messages`). The server has all
 * three; the browser has the locale it loaded, so a locale not (yet) loaded reads the default
 * or whichever one is.
 */
function messagesFor(locale: Locale): Readonly<Record<string, string>> | undefined {
  return (
    messagesOf(locale) ??
    messagesOf(DEFAULT_LOCALE) ??
    LOCALES.map((l) => messagesOf(l)).find((m) => m !== undefined)
  );
}

export function isMessageKey(key: unknown): key is MessageKey {
  const messages = messagesFor(DEFAULT_LOCALE);
  return typeof key === 'string' && messages !== undefined && Object.hasOwn(messages, key);
}

/** Translates a catalogue key; an unknown key is returned as it is (already a message). */
export function translate(
  key: string,
  locale: Locale = DEFAULT_LOCALE,
  params?: Record<string, string | number>,
): string {
  const messages = messagesFor(locale);
  const text = messages && Object.hasOwn(messages, key) ? messages[key]! : key;
  return interpolate(text, params);
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
