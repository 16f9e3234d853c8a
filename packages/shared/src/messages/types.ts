import type zhCN from './zh-CN.ts';
import type serverZhCN from './server/zh-CN.ts';

/**
 * Every key of the server message catalogue: zh-CN defines them (`<domain>/zh-CN.ts`), gathered
 * in the browser's catalogue (`zh-CN.ts`) or among the server's own messages (`server/zh-CN.ts`).
 */
export type MessageKey = keyof typeof zhCN | keyof typeof serverZhCN;

/** A whole locale of the server catalogue: a text for every key. */
export type Messages = Readonly<Record<MessageKey, string>>;

/**
 * A locale as the browser has it (its locale pack): every key but the server's own messages,
 * which the server always sends translated.
 */
export type BrowserMessages = Readonly<Record<keyof typeof zhCN, string>>;

/** The zh-CN file of a domain: keys `<domain>.<name>` only, placeholders written `{{name}}`. */
export type DomainMessages<Domain extends string> = Record<`${Domain}.${string}`, string>;

/**
 * Another locale's file of a domain: exactly the keys of that domain's zh-CN file (written
 * `satisfies Translation<typeof zhCN>`, so a missing or an extra key does not compile).
 */
export type Translation<Defined> = { readonly [Key in keyof Defined]: string };
