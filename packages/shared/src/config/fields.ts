import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { isHttpUrl } from '../validators/index.ts';

/** Small zod pieces the configuration schemas share. Every message is a catalogue ref. */

/** A 0/1 switch (the spec's flags are numbers). */
export const zSwitch = z.union([z.literal(0), z.literal(1)], {
  error: messageRef('validation.option'),
});

/** A whole number in [min, max], with the range in the message. */
export function zIntRange(min: number, max: number) {
  const error = messageRef('validation.range', { min, max });
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A trimmed text of at most `max` characters; empty allowed. */
export function zText(max: number) {
  return z
    .string({ error: messageRef('validation.invalid') })
    .trim()
    .max(max, { error: messageRef('validation.tooLong', { max }) });
}

/** Per-locale names {zh_CN, zh_TW, en_US}, each at most `max` characters; empty means unset. */
export function zLangNames(max: number) {
  return z
    .object(
      {
        zh_CN: zText(max).default(''),
        zh_TW: zText(max).default(''),
        en_US: zText(max).default(''),
      },
      { error: messageRef('validation.invalid') },
    )
    .strict();
}
export type TLangNamesInput = z.infer<ReturnType<typeof zLangNames>>;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_RE = new RegExp(`^(?=.{1,253}(?::|$))${LABEL}(?:\\.${LABEL})*(?::\\d{1,5})?$`);

/** A host name (lowercase, optional port), as a website's domain is matched against Host. */
export function isHost(v: string): boolean {
  return HOST_RE.test(v);
}

/** '' or a host name; lowercased. */
export const zHostOrEmpty = zText(253)
  .transform((v) => v.toLowerCase())
  .refine((v) => v === '' || isHost(v), { error: messageRef('validation.domain') });

/** '' or a host name or an http(s) address (mobile domains may carry a path). */
export const zHostOrUrl = zText(255).refine(
  (v) => v === '' || isHost(v.toLowerCase()) || isHttpUrl(v),
  {
    error: messageRef('validation.domain'),
  },
);

export const HEX_COLOUR_RE = /^#[0-9a-fA-F]{6}$/;

/** An id of a row, or null. */
export const zNullableId = z
  .number({ error: messageRef('common.parameterError') })
  .int({ error: messageRef('common.parameterError') })
  .positive({ error: messageRef('common.parameterError') })
  .max(2_147_483_647, { error: messageRef('common.parameterError') })
  .nullable();
