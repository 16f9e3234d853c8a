import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { zId } from '../validators/index.ts';
import type { TSsoLinkRule } from './index.ts';

/**
 * Partner sign-on (spec s.7 `ssoPCLogin`, `ssoPCLoginV2`; learner pages /login/partnersso and
 * /login/partnerssoV2; docs/decisions.md "Partner sign-on"): a partner system of the company
 * (its intranet portal, its HR system) sends an employee already signed in there to the learning
 * site with a ticket signed with the secret the company shares with it, good for a few minutes
 * and once. The reference signers are apps/server/src/modules/sso/partner-ticket.ts.
 */

/**
 * SSO_LINK_RULES of index.ts, which re-exports this file: a value imported back from it would
 * not be set yet when this file runs, so the list is repeated and checked to be the same.
 */
const LINK_RULES = [
  'account',
  'mobile',
  'email',
  'employeeNo',
  'create',
] as const satisfies readonly TSsoLinkRule[];
type Missing = Exclude<TSsoLinkRule, (typeof LINK_RULES)[number]>;
const noneMissing: [Missing] extends [never] ? true : false = true;
void noneMissing;

export {
  HTSY_AUTOAUTH_PARAM,
  HTSY_LANDINGS,
  HTSY_PAGES,
  PARTNER_PAGES,
  courseLanding,
  readAutoAuth,
} from './paths.ts';

/** How far a ticket's time may be from the server's clock, and how long a V2 ticket lives. */
export const PARTNER_WINDOW_SECONDS = 300;

/** The shortest shared secret the settings take (a strong one: 32 characters and more). */
export const PARTNER_SECRET_MIN = 32;

/** The partner settings as the admin site reads them: the secret never leaves the server. */
export const ZPartnerSettings = z.object({
  hasSecret: z.boolean(),
  linkBy: z.enum(LINK_RULES),
  createDepartmentId: z.number().int().nullable(),
  enabled: z.boolean(),
});
export type TPartnerSettings = z.infer<typeof ZPartnerSettings>;

export const ZPartnerSettingsUpdate = z
  .object({
    /** A new shared secret; absent or empty keeps the stored one. */
    secret: z
      .string({ error: messageRef('common.parameterError') })
      .trim()
      .max(500, { error: messageRef('validation.tooLong', { max: 500 }) })
      .refine((v) => v === '' || v.length >= PARTNER_SECRET_MIN, {
        error: messageRef('validation.tooShort', { min: PARTNER_SECRET_MIN }),
      })
      .optional(),
    linkBy: z.enum(LINK_RULES, { error: messageRef('validation.option') }),
    createDepartmentId: zId.nullable(),
    enabled: z.boolean({ error: messageRef('common.parameterError') }),
  })
  .strict()
  .refine((v) => v.linkBy !== 'create' || v.createDepartmentId !== null, {
    error: messageRef('sso.createDepartment'),
    path: ['createDepartmentId'],
  });
export type TPartnerSettingsUpdate = z.infer<typeof ZPartnerSettingsUpdate>;

/** A ticket's part: a text as the partner sent it (the signature covers exactly that text). */
const zTicketPart = (pattern: RegExp, max: number) =>
  z
    .string({ error: messageRef('signOn.ticketInvalid') })
    .max(max, { error: messageRef('signOn.ticketInvalid') })
    .regex(pattern, { error: messageRef('signOn.ticketInvalid') });

/** Where to land afterwards: a path of this site ('/' when absent or not ours). */
const zRedirect = z
  .string({ error: messageRef('common.parameterError') })
  .max(2000, { error: messageRef('common.parameterError') })
  .optional();

/**
 * study/ssoPCLogin (V1): the page's query as the partner built it. `sign` is the hex
 * HMAC-SHA256, with the shared secret, of `account=…&customerId=…&nonce=…&timestamp=…` (the
 * keys sorted, the values as sent, not URL-encoded); `timestamp` in seconds; `nonce` good once.
 * `account` is the value the company's link rule matches (account, mobile or email).
 */
export const ZPartnerV1Request = z.object({
  account: zTicketPart(/^[^\s&=]+$/, 200),
  customerId: zTicketPart(/^[1-9]\d{0,9}$/, 10),
  timestamp: zTicketPart(/^\d{1,12}$/, 12),
  nonce: zTicketPart(/^[A-Za-z0-9_-]{16,64}$/, 64),
  sign: zTicketPart(/^[0-9a-fA-F]{64}$/, 64),
  redirect: zRedirect,
});
export type TPartnerV1Request = z.infer<typeof ZPartnerV1Request>;

/** A compact JWT as a ticket part (the partner's V2 ticket, the htsy gateway's). */
const zJwtTicket = zTicketPart(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/, 4096);

/**
 * study/ssoPCLoginV2: a compact JWT (HS256 with the shared secret) with the claims
 * {iss: 'partner', aud: 'ascent', sub, cid, iat, exp, jti} (TPartnerClaims).
 */
export const ZPartnerV2Request = z.object({
  ticket: zJwtTicket,
  redirect: zRedirect,
});
export type TPartnerV2Request = z.infer<typeof ZPartnerV2Request>;

/** A V2 ticket's claims (an htsy gateway ticket's are the same with `iss` 'htsy'). */
export interface TPartnerClaims {
  iss: 'partner' | 'htsy';
  aud: 'ascent';
  /** The value the company's link rule matches (account, mobile or email). */
  sub: string;
  /** The company (platform config `CustomerID`). */
  cid: number;
  /** Issued at, seconds. */
  iat: number;
  /** Expires at, seconds: at most PARTNER_WINDOW_SECONDS after iat. */
  exp: number;
  /** The ticket's id: good once. */
  jti: string;
}

/**
 * The htsy gateway's entries (spec s.7 `htsy/auth`, `home/todoauth`, `bpm/auth`,
 * `gatewayauth`; docs/decisions.md "The htsy gateway"): a V2-form ticket whose `iss` is 'htsy',
 * signed with the company's partner secret. The first three land on their own page; gatewayauth
 * on `redirect` (a path of this site).
 */
export const ZHtsyRequest = z.object({ ticket: zJwtTicket, redirect: zRedirect });
export type THtsyRequest = z.infer<typeof ZHtsyRequest>;

/**
 * study/autoauth {key}: the key of an `htsyautoauth=key*courseId` trigger (spec s.4), an htsy
 * ticket; the page then goes to the course.
 */
export const ZAutoAuthRequest = z.object({ key: zJwtTicket });
export type TAutoAuthRequest = z.infer<typeof ZAutoAuthRequest>;
