/**
 * The server message catalogue: one file per domain (the key prefix) and locale,
 * `<domain>/{zh-CN,zh-TW,en-US}.ts`, gathered per locale by `zh-CN.ts`, `zh-TW.ts` and
 * `en-US.ts` (`@ascent/shared/messages/<locale>`, one chunk each in the browser). Texts are
 * read through `translate` / `translateRef` of `@ascent/shared/errors`.
 *
 * `#message-catalogue` is the registry those read: on the server and in tests every locale is
 * registered as soon as it loads (`preloaded.ts`); in the browser (`browser` condition) it starts
 * empty and the client registers the locale it loads (`registry.ts`).
 */
export { messagesOf, registerMessages } from '#message-catalogue';
export type {
  BrowserMessages,
  DomainMessages,
  MessageKey,
  Messages,
  Translation,
} from './types.ts';
export { findTranslationProblems } from './check.ts';
