import { z } from 'zod';
import { ZEditPassRequest, ZSendCodeRequest } from '../auth/index.ts';
import { messageRef } from '../errors/index.ts';
import {
  isEmail,
  zAccount,
  zId,
  zMobile,
  zOptionalText,
  zRequiredText,
} from '../validators/index.ts';

/**
 * Self-registration (spec s.3 "Registration form", s.5, s.6, s.7 "Registration"; docs/decisions.md
 * "Registration"): a person joins a company that opened registration, or an enterprise registers
 * itself as a new company with its first administrator. The server and both sites share these.
 */
export const REGISTRATION = {
  /** Registration calls (person and enterprise) one client address may make in an hour. */
  attemptsPerHour: 20,
  /** accountCheck and enterprise/search calls one client address may make in a minute. */
  lookupsPerMinute: 60,
  realName: 50,
  area: 100,
  address: 200,
  enterpriseName: 100,
  /** An enterprise domain is a host name (RFC 1035 lengths). */
  domain: 253,
  /** Characters of one language's agreement or privacy text. */
  terms: 20_000,
  /** Enterprises one search answers. */
  searchResults: 20,
} as const;

/** A host name of at least two labels: letters, digits and hyphens, lower case. */
export const DOMAIN_RE = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const isEnterpriseDomain = (v: string): boolean => DOMAIN_RE.test(v);

/** The terms and privacy box: it must be ticked (spec s.5). */
const zAgree = z.literal(true, { error: messageRef('register.termsRequired') });

const zOptionalEmail = z
  .string({ error: messageRef('validation.email') })
  .trim()
  .max(254, { error: messageRef('validation.email') })
  .refine((v) => v === '' || isEmail(v), { error: messageRef('validation.email') })
  .optional();

/** What a person and an enterprise's first administrator both give. */
const personFields = {
  account: zAccount,
  /** RSA-OAEP encrypted as editpass's newpass; the company's password policy applies. */
  password: ZEditPassRequest.shape.newpass,
  realName: zRequiredText(REGISTRATION.realName, messageRef('register.realNameRequired')),
  mobile: zMobile,
  email: zOptionalEmail,
  area: zOptionalText(REGISTRATION.area),
  address: zOptionalText(REGISTRATION.address),
  agree: zAgree,
  captcha: ZSendCodeRequest.shape.captcha,
  captchaKey: ZSendCodeRequest.shape.captchaKey,
};

/** POST study/register/individual: a person joins an enterprise that accepts registrations. */
export const ZRegisterIndividualRequest = z.object({
  ...personFields,
  enterpriseId: zId,
  /** One of the departments the company lets registrants choose; else its landing department. */
  departmentId: zId.optional(),
});
export type TRegisterIndividualRequest = z.infer<typeof ZRegisterIndividualRequest>;

/** POST study/register/enterprise: a new company, its domain and its first administrator. */
export const ZRegisterEnterpriseRequest = z.object({
  ...personFields,
  enterpriseName: zRequiredText(
    REGISTRATION.enterpriseName,
    messageRef('register.enterpriseNameRequired'),
  ),
  domain: z
    .string({ error: messageRef('register.domainRequired') })
    .trim()
    .toLowerCase()
    .min(1, { error: messageRef('register.domainRequired') })
    .max(REGISTRATION.domain, { error: messageRef('register.domain') })
    .refine(isEnterpriseDomain, { error: messageRef('register.domain') }),
});
export type TRegisterEnterpriseRequest = z.infer<typeof ZRegisterEnterpriseRequest>;

/** What a registration answers: the account to sign in with. */
export const ZRegistered = z.object({ account: z.string() });
export type TRegistered = z.infer<typeof ZRegistered>;

/** POST study/accountCheck: whether an account name is free for a new registration. */
export const ZAccountCheckRequest = z.object({ account: zAccount });
export const ZAccountCheck = z.object({ account: z.string(), available: z.boolean() });
export type TAccountCheck = z.infer<typeof ZAccountCheck>;

/** POST study/enterprise/search: enterprises that accept registrations, by name. */
export const ZEnterpriseSearchRequest = z.object({
  keyword: z
    .string({ error: messageRef('common.parameterError') })
    .trim()
    .max(REGISTRATION.enterpriseName, {
      error: messageRef('validation.tooLong', { max: REGISTRATION.enterpriseName }),
    })
    .default(''),
  /** The site's host: its company comes first. */
  site: z.string().trim().max(253).optional(),
});
const ZIdName = z.object({ id: z.number().int(), name: z.string() });
/** An enterprise a person may register with: its name and the departments they may choose. */
export const ZRegisterEnterprise = ZIdName.extend({ departments: z.array(ZIdName) });
export type TRegisterEnterprise = z.infer<typeof ZRegisterEnterprise>;
export const ZEnterpriseSearch = z.object({ list: z.array(ZRegisterEnterprise) });
export type TEnterpriseSearch = z.infer<typeof ZEnterpriseSearch>;

/** POST study/register/status: what the site's login and registration pages offer. */
export const ZRegisterStatusRequest = z.object({ site: z.string().trim().max(253).optional() });
export const ZRegisterStatus = z.object({
  /** The site's company accepts registrations (the login page's "Register" link). */
  open: z.boolean(),
  /** The site's company when open: preselected on /register. */
  enterprise: ZRegisterEnterprise.nullable(),
  /** Enterprises may register themselves (the operator's REGISTER_ENTERPRISES). */
  enterpriseOpen: z.boolean(),
});
export type TRegisterStatus = z.infer<typeof ZRegisterStatus>;

export const TERMS_KINDS = ['agreement', 'privacy'] as const;
export type TTermsKind = (typeof TERMS_KINDS)[number];
/** One text in the three languages (keys as the company's languages). */
export const ZTermsTexts = z.object({
  zh_CN: z.string().max(REGISTRATION.terms, {
    error: messageRef('validation.tooLong', { max: REGISTRATION.terms }),
  }),
  zh_TW: z.string().max(REGISTRATION.terms, {
    error: messageRef('validation.tooLong', { max: REGISTRATION.terms }),
  }),
  en_US: z.string().max(REGISTRATION.terms, {
    error: messageRef('validation.tooLong', { max: REGISTRATION.terms }),
  }),
});
export type TTermsTexts = z.infer<typeof ZTermsTexts>;

/** POST study/register/terms: the site's user agreement or privacy policy, in the caller's language. */
export const ZTermsRequest = z.object({
  kind: z.enum(TERMS_KINDS, { error: messageRef('common.parameterError') }),
  site: z.string().trim().max(253).optional(),
});
export const ZTerms = z.object({ companyName: z.string(), text: z.string() });
export type TTerms = z.infer<typeof ZTerms>;

/** The admin's registration settings (spec s.6 department controls). */
export const ZRegistrationSettings = z.object({
  open: z.boolean(),
  /** Where new people land; needed to open registration. */
  departmentId: z.number().int().nullable(),
  /** Departments a registrant may choose instead (empty: everyone lands in departmentId). */
  choosableDepartmentIds: z.array(z.number().int()),
  agreement: ZTermsTexts,
  privacy: ZTermsTexts,
});
export type TRegistrationSettings = z.infer<typeof ZRegistrationSettings>;

export const ZRegistrationSettingsUpdate = z
  .object({
    open: z.boolean({ error: messageRef('common.parameterError') }),
    departmentId: zId.nullable(),
    choosableDepartmentIds: z
      .array(zId, { error: messageRef('common.parameterError') })
      .max(200, { error: messageRef('common.parameterError') })
      .transform((ids) => [...new Set(ids)]),
    agreement: ZTermsTexts,
    privacy: ZTermsTexts,
  })
  .refine((v) => !v.open || v.departmentId !== null, {
    error: messageRef('register.landingRequired'),
    path: ['departmentId'],
  });
export type TRegistrationSettingsUpdate = z.infer<typeof ZRegistrationSettingsUpdate>;
