import { z } from 'zod';
import { messageRef } from '../errors/index.ts';

/** Spec section 5 format checks. Each is a plain predicate, used by the zod schemas below. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const LANDLINE_RE = /^\d+(-\d+)*$/;
const CHINESE_RE = /[\u4e00-\u9fff]/;

export const isMobile = (v: string): boolean => MOBILE_RE.test(v);
export const isEmail = (v: string): boolean => v.length <= 254 && EMAIL_RE.test(v);
export const isLandline = (v: string): boolean => LANDLINE_RE.test(v);
export const isMobileOrEmail = (v: string): boolean => isMobile(v) || isEmail(v);
/** An account has at least 3 characters unless it contains Chinese. */
export const isAccount = (v: string): boolean => v.length >= 3 || CHINESE_RE.test(v);
export const isBlank = (v: string): boolean => v.trim().length === 0;

/** A required, trimmed text; whitespace-only is refused. */
export function zRequiredText(
  max: number,
  requiredRef: string = messageRef('validation.required'),
) {
  return z
    .string({ error: requiredRef })
    .trim()
    .min(1, { error: requiredRef })
    .max(max, { error: messageRef('validation.tooLong', { max }) });
}

/** An optional trimmed text: '' and undefined both mean empty. */
export function zOptionalText(max: number) {
  return z
    .string({ error: messageRef('validation.invalid') })
    .trim()
    .max(max, { error: messageRef('validation.tooLong', { max }) })
    .optional();
}

export const zMobile = z
  .string({ error: messageRef('validation.mobile') })
  .trim()
  .max(11, { error: messageRef('validation.mobile') })
  .refine(isMobile, { error: messageRef('validation.mobile') });

export const zEmail = z
  .string({ error: messageRef('validation.email') })
  .trim()
  .refine(isEmail, { error: messageRef('validation.email') });

export const zAccount = z
  .string({ error: messageRef('validation.account') })
  .trim()
  .min(1, { error: messageRef('validation.account') })
  .max(64, { error: messageRef('validation.tooLong', { max: 64 }) })
  .refine(isAccount, { error: messageRef('validation.account') });

/** A positive integer id, accepted as a number or a numeric string. */
export const zId = z.coerce
  .number({ error: messageRef('common.parameterError') })
  .int({ error: messageRef('common.parameterError') })
  .positive({ error: messageRef('common.parameterError') })
  .max(2_147_483_647, { error: messageRef('common.parameterError') });

/** The page and page-size fields of a list call: page 1-100,000, size 1-`maxSize`. */
export function pagingFields(maxSize = 100, defaultSize = 20) {
  const number = () =>
    z.coerce
      .number({ error: messageRef('common.parameterError') })
      .int()
      .min(1);
  return {
    page: number().max(100_000).default(1),
    pageSize: number().max(maxSize).default(defaultSize),
  };
}

/** Paging, used by every list call. */
export const zPaging = z.object(pagingFields());
export type TPaging = z.infer<typeof zPaging>;

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The one rule for every cover, logo, image and link field (issue 12): '' , a path on this
 * site ('/...', never '//host') or an http(s) address, with none of the characters that could
 * end an HTML attribute or open a tag (quotes, angle brackets, backquote, backslash, spaces).
 * javascript:, data: and other schemes are refused.
 */
const LINK_UNSAFE_RE = /[\s"'<>`\\]/;
const HTTP_URL_RE = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** An http(s) address, safe to put in an attribute. */
export const isHttpUrl = (v: string): boolean => !LINK_UNSAFE_RE.test(v) && HTTP_URL_RE.test(v);

/** '' , a path on this site or an http(s) address, safe to put in an attribute. */
export const isLinkOrPath = (v: string): boolean =>
  v === '' ||
  (!LINK_UNSAFE_RE.test(v) && ((v.startsWith('/') && !v.startsWith('//')) || HTTP_URL_RE.test(v)));

/** A trimmed link field of at most `max` characters under the one link rule ('' allowed). */
export function zLinkOrPath(max: number, errorRef: string = messageRef('validation.url')) {
  return z
    .string({ error: errorRef })
    .trim()
    .max(max, { error: messageRef('validation.tooLong', { max }) })
    .refine(isLinkOrPath, { error: errorRef });
}
