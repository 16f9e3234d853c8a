/**
 * Certificates (spec s.2 /mine/certificate, /mine/dangerous; s.3 learning item type 42; s.7
 * Learning "certificates", "dangerouscert list"): templates with fields placed on a background,
 * issued when a course is completed, an exam passed or a programme completed; a PDF with a
 * verification code; a public verification page. Learner calls live under /api/study/...,
 * admin calls under /api/manage/certificate/... (paths the spec does not name).
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { ZListQuery } from '../admin/index.ts';
import { pagingFields, zId, zRequiredText } from '../validators/index.ts';

export const CERTIFICATE_LIMITS = {
  name: 100,
  fields: 30,
  customText: 200,
  sources: 50,
  /** 50 years. */
  validityMonths: 600,
  fontSizeMin: 6,
  fontSizeMax: 120,
  revokeReason: 200,
  /** People one manual issue may name. */
  issuePeople: 200,
  /** Expiring within this many days puts a certificate on the dangerous list. */
  dangerousDays: 30,
} as const;

/** A4 in PDF points (1/72 inch). */
export const A4_POINTS = { short: 595.28, long: 841.89 } as const;
export const CERTIFICATE_PAGES = ['a4Landscape', 'a4Portrait'] as const;
export type CertificatePage = (typeof CERTIFICATE_PAGES)[number];

/** The page size in points of a template's page. */
export function pageSize(page: CertificatePage): { width: number; height: number } {
  return page === 'a4Landscape'
    ? { width: A4_POINTS.long, height: A4_POINTS.short }
    : { width: A4_POINTS.short, height: A4_POINTS.long };
}

export const CERTIFICATE_FIELD_KINDS = [
  'holderName',
  'certificateName',
  'sourceTitle',
  'issueDate',
  'expiryDate',
  'certificateNumber',
  'verificationCode',
  'customText',
] as const;
export type CertificateFieldKind = (typeof CERTIFICATE_FIELD_KINDS)[number];

export const CERTIFICATE_ALIGNS = ['left', 'center', 'right'] as const;
export type CertificateAlign = (typeof CERTIFICATE_ALIGNS)[number];

/** The item kinds whose completion (course, programme) or pass (exam) issues a certificate. */
export const CERTIFICATE_SOURCE_KINDS = ['course', 'exam', 'programme'] as const;
export type CertificateSourceKind = (typeof CERTIFICATE_SOURCE_KINDS)[number];

/** Stored status; 'expired' is derived from the expiry time. */
export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
export const CERTIFICATE_STATES = ['valid', 'expired', 'revoked'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

/** What the public verification answers. */
export const VERIFY_RESULTS = ['valid', 'expired', 'revoked', 'unknown'] as const;
export type VerifyResult = (typeof VERIFY_RESULTS)[number];

/** Verification codes: no 0/O, 1/I/L (read off paper without confusion). */
export const VERIFY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const VERIFY_CODE_LENGTH = 16;
export const VERIFY_CODE_RE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{16}$/;

/** The state of a certificate at `now`: revoked wins, then expiry. */
export function certificateState(
  status: CertificateStatus,
  expiresAt: string | Date | null,
  now: number = Date.now(),
): CertificateState {
  if (status === 'revoked') return 'revoked';
  if (expiresAt && new Date(expiresAt).getTime() <= now) return 'expired';
  return 'valid';
}

/** The expiry of a certificate issued at `issuedAt` with `months` of validity (0: never). */
export function expiryOf(issuedAt: Date, months: number): Date | null {
  if (months <= 0) return null;
  const d = new Date(issuedAt);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The learner site's public page for a code. */
export const verifyPath = (code: string) => `/certificate/verify?code=${encodeURIComponent(code)}`;

// ---------------------------------------------------------------------------------------------
// Templates (admin)

const zColour = z
  .string({ error: messageRef('certificate.colourInvalid') })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: messageRef('certificate.colourInvalid') });
const zPercent = z
  .number({ error: messageRef('certificate.positionInvalid') })
  .min(0, { error: messageRef('certificate.positionInvalid') })
  .max(100, { error: messageRef('certificate.positionInvalid') });

/**
 * A field placed on the page: x and y are percents of the page's width and height from the
 * top left (y is the top of the text), x is the left edge, centre or right edge as aligned.
 */
export const ZCertificateField = z
  .strictObject({
    kind: z.enum(CERTIFICATE_FIELD_KINDS, { error: messageRef('common.parameterError') }),
    x: zPercent,
    y: zPercent,
    fontSize: z
      .number({ error: messageRef('certificate.fontSizeInvalid') })
      .min(CERTIFICATE_LIMITS.fontSizeMin, { error: messageRef('certificate.fontSizeInvalid') })
      .max(CERTIFICATE_LIMITS.fontSizeMax, { error: messageRef('certificate.fontSizeInvalid') }),
    colour: zColour,
    align: z.enum(CERTIFICATE_ALIGNS, { error: messageRef('common.parameterError') }),
    /** customText only: the words to print. */
    text: z
      .string({ error: messageRef('validation.invalid') })
      .trim()
      .max(CERTIFICATE_LIMITS.customText, {
        error: messageRef('validation.tooLong', { max: CERTIFICATE_LIMITS.customText }),
      })
      .default(''),
  })
  .refine((f) => f.kind !== 'customText' || f.text.length > 0, {
    error: messageRef('certificate.customTextRequired'),
    path: ['text'],
  });
export type TCertificateField = z.infer<typeof ZCertificateField>;

export const ZCertificateSource = z.strictObject({
  kind: z.enum(CERTIFICATE_SOURCE_KINDS, { error: messageRef('common.parameterError') }),
  itemId: zId,
});
export type TCertificateSourceRef = z.infer<typeof ZCertificateSource>;

/** The design of a template: what a sample PDF is drawn from (saved or not). */
export const ZCertificateDesign = z.strictObject({
  name: zRequiredText(CERTIFICATE_LIMITS.name, messageRef('certificate.nameRequired')),
  backgroundFileId: zId.nullable().default(null),
  page: z.enum(CERTIFICATE_PAGES, { error: messageRef('common.parameterError') }),
  fields: z
    .array(ZCertificateField, { error: messageRef('common.parameterError') })
    .min(1, { error: messageRef('certificate.fieldsRequired') })
    .max(CERTIFICATE_LIMITS.fields, { error: messageRef('certificate.tooManyFields') }),
});
export type TCertificateDesign = z.input<typeof ZCertificateDesign>;

export const ZCertificateTemplateSave = ZCertificateDesign.extend({
  id: zId.optional(),
  validityMonths: z
    .number({ error: messageRef('certificate.validityInvalid') })
    .int({ error: messageRef('certificate.validityInvalid') })
    .min(0, { error: messageRef('certificate.validityInvalid') })
    .max(CERTIFICATE_LIMITS.validityMonths, { error: messageRef('certificate.validityInvalid') }),
  enabled: z.boolean({ error: messageRef('common.parameterError') }),
  sources: z
    .array(ZCertificateSource, { error: messageRef('common.parameterError') })
    .max(CERTIFICATE_LIMITS.sources, { error: messageRef('certificate.tooManySources') }),
});
export type TCertificateTemplateSave = z.input<typeof ZCertificateTemplateSave>;
export type TCertificateTemplateSaveParsed = z.output<typeof ZCertificateTemplateSave>;

export const ZCertificateTemplateQuery = ZListQuery;
export const ZCertificateId = z.strictObject({ id: zId });

export const ZCertificateSourceOut = z.object({
  kind: z.enum(CERTIFICATE_SOURCE_KINDS),
  itemId: z.number().int(),
  /** The item's title; '' when the item is gone. */
  title: z.string(),
});
export type TCertificateSource = z.infer<typeof ZCertificateSourceOut>;

export const ZCertificateTemplateRow = z.object({
  id: z.number().int(),
  name: z.string(),
  page: z.enum(CERTIFICATE_PAGES),
  validityMonths: z.number().int(),
  enabled: z.boolean(),
  sources: z.array(ZCertificateSourceOut),
  issuedCount: z.number().int(),
  updatedAt: z.string(),
});
export type TCertificateTemplateRow = z.infer<typeof ZCertificateTemplateRow>;

/** A placed field as stored and answered (TCertificateField). */
const zCertificateFieldOut = z.object({
  kind: z.enum(CERTIFICATE_FIELD_KINDS),
  x: z.number(),
  y: z.number(),
  fontSize: z.number(),
  colour: z.string(),
  align: z.enum(CERTIFICATE_ALIGNS),
  text: z.string(),
});

export const ZCertificateTemplateDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  page: z.enum(CERTIFICATE_PAGES),
  backgroundFileId: z.number().int().nullable(),
  /** Where the background image is served (signed-in users of the company). */
  backgroundUrl: z.string().nullable(),
  fields: z.array(zCertificateFieldOut),
  validityMonths: z.number().int(),
  enabled: z.boolean(),
  sources: z.array(ZCertificateSourceOut),
  issuedCount: z.number().int(),
});
export type TCertificateTemplateDetail = z.infer<typeof ZCertificateTemplateDetail>;

// ---------------------------------------------------------------------------------------------
// Issued certificates (admin)

export const ZCertificateAdminQuery = ZListQuery.extend({
  /** Matches the holder's name or account, the number or the code. */
  templateId: zId.optional(),
  state: z.enum(CERTIFICATE_STATES, { error: messageRef('common.parameterError') }).optional(),
});
export type TCertificateAdminQuery = z.input<typeof ZCertificateAdminQuery>;

export const ZCertificateExport = ZCertificateAdminQuery.omit({ page: true, pageSize: true });

export const ZCertificateIssue = z.strictObject({
  templateId: zId,
  userIds: z
    .array(zId, { error: messageRef('common.parameterError') })
    .min(1, { error: messageRef('certificate.peopleRequired') })
    .max(CERTIFICATE_LIMITS.issuePeople, { error: messageRef('common.parameterError') }),
});
export type TCertificateIssue = z.input<typeof ZCertificateIssue>;

export const ZCertificateRevoke = z.strictObject({
  id: zId,
  reason: z
    .string({ error: messageRef('validation.invalid') })
    .trim()
    .max(CERTIFICATE_LIMITS.revokeReason, {
      error: messageRef('validation.tooLong', { max: CERTIFICATE_LIMITS.revokeReason }),
    })
    .default(''),
});
export type TCertificateRevoke = z.input<typeof ZCertificateRevoke>;

export const ZCertificateHolder = z.object({
  id: z.number().int(),
  name: z.string(),
  account: z.string(),
  departmentName: z.string(),
});
export type TCertificateHolder = z.infer<typeof ZCertificateHolder>;

export const ZCertificateAdminRow = z.object({
  id: z.number().int(),
  number: z.string(),
  code: z.string(),
  templateId: z.number().int(),
  title: z.string(),
  sourceKind: z.enum(CERTIFICATE_SOURCE_KINDS).nullable(),
  sourceTitle: z.string(),
  holder: ZCertificateHolder,
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  state: z.enum(CERTIFICATE_STATES),
  revokedAt: z.string().nullable(),
  revokeReason: z.string(),
});
export type TCertificateAdminRow = z.infer<typeof ZCertificateAdminRow>;

/** Manual issue: how many were issued, and who already held a valid one. */
export const ZCertificateIssueResult = z.object({
  issued: z.number().int(),
  skipped: z.number().int(),
});
export type TCertificateIssueResult = z.infer<typeof ZCertificateIssueResult>;

// ---------------------------------------------------------------------------------------------
// The learner's certificates and the public verification

export const ZMyCertificateQuery = z.strictObject(pagingFields(50, 20));
export type TMyCertificateQuery = z.input<typeof ZMyCertificateQuery>;

export const ZMyCertificate = z.object({
  id: z.number().int(),
  number: z.string(),
  code: z.string(),
  title: z.string(),
  sourceKind: z.enum(CERTIFICATE_SOURCE_KINDS).nullable(),
  sourceTitle: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  state: z.enum(CERTIFICATE_STATES),
  /** Days until expiry (negative: days since); null when it never expires. */
  daysLeft: z.number().int().nullable(),
});
export type TMyCertificate = z.infer<typeof ZMyCertificate>;

export const ZVerifyCode = z.object({
  code: z
    .string({ error: messageRef('certificate.codeInvalid') })
    .trim()
    .toUpperCase()
    .max(64, { error: messageRef('certificate.codeInvalid') }),
});

export const ZCertificateVerification = z.object({
  result: z.enum(VERIFY_RESULTS),
  /** Present unless unknown: the holder's name, the certificate's name and dates. */
  holderName: z.string().nullable(),
  title: z.string().nullable(),
  number: z.string().nullable(),
  issuedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type TCertificateVerification = z.infer<typeof ZCertificateVerification>;
