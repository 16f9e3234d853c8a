import type { Locale } from '../i18n/index.ts';
import type { BrowserMessages, Messages } from './types.ts';

/**
 * The locales of the server catalogue loaded in this process. The browser's variant of
 * `#message-catalogue`: the client registers the one locale it shows (its own chunk, loaded
 * before the first render and on a language switch); `translate` reads it synchronously.
 */
const loaded = new Map<Locale, BrowserMessages | Messages>();

/** The messages of a locale, or undefined while it is not loaded. */
export function messagesOf(locale: Locale): BrowserMessages | Messages | undefined {
  return loaded.get(locale);
}

/**
 * Makes a locale's messages available to `translate` and `translateRef`: all of them on the
 * server, the browser's catalogue in the browser (a key it lacks is shown as the key).
 */
export function registerMessages(locale: Locale, messages: BrowserMessages | Messages): void {
  loaded.set(locale, messages);
}
