import type zhCN from './zh-CN.ts';

/** Every key of the server message catalogue: zh-CN defines them (`<domain>/zh-CN.ts`). */
export type MessageKey = keyof typeof zhCN;

/** A whole locale of the server catalogue: a text for every key. */
export type Messages = Readonly<Record<MessageKey, string>>;

/** The zh-CN file of a domain: keys `<domain>.<name>` only, placeholders written `{{name}}`. */
export type DomainMessages<Domain extends string> = Record<`${Domain}.${string}`, string>;

/**
 * Another locale's file of a domain: exactly the keys of that domain's zh-CN file (written
 * `satisfies Translation<typeof zhCN>`, so a missing or an extra key does not compile).
 */
export type Translation<Defined> = { readonly [Key in keyof Defined]: string };
