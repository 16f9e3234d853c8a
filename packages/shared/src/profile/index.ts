import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { pickLangName, ZLangNames } from '../platform/index.ts';
import type { Locale } from '../i18n/index.ts';
import { ZMyUnit } from '../unit/my-unit.ts';
import { isMobile, isEmail, zOptionalText } from '../validators/index.ts';
import { BUILT_IN_FIELD_KEYS, FIELD_TYPE, isDate, isDateTime, parseOptionValue } from './fields.ts';
export * from './fields.ts';

export const ZFieldOption = z.object({
  optionKey: z.string(),
  /** The option's text as entered; the learner's form gets it in the learner's language. */
  optionValue: z.string(),
  /** The text per language (each optional): what the admin edits and the demo seeds. */
  langNames: ZLangNames.optional(),
  get children(): z.ZodOptional<z.ZodArray<typeof ZFieldOption>> {
    return z.array(ZFieldOption).optional();
  },
});
export type TFieldOption = z.infer<typeof ZFieldOption>;

/**
 * Options as one viewer reads them: each option's text in `locale` (the entered text where
 * that language has none), without the per-language names.
 */
export function localizeFieldOptions(
  options: readonly TFieldOption[],
  locale: Locale,
): TFieldOption[] {
  return options.map((o) => {
    const out: TFieldOption = {
      optionKey: o.optionKey,
      optionValue: pickLangName(o.langNames, locale, o.optionValue),
    };
    if (o.children) out.children = localizeFieldOptions(o.children, locale);
    return out;
  });
}

/** A field type as answered (one of FIELD_TYPE). */
export const ZFieldType = z.literal([
  FIELD_TYPE.text,
  FIELD_TYPE.select,
  FIELD_TYPE.number,
  FIELD_TYPE.date,
  FIELD_TYPE.textarea,
  FIELD_TYPE.datetime,
  FIELD_TYPE.tree,
]);

/** One editField entry of spec section 3. */
export const ZEditField = z.object({
  /** The field's id: its options come from study/me/customer/field/{id}/list. */
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  defaultField: z.literal([1, 2]),
  type: ZFieldType,
  /**
   * The options of a select or tree field, where the server checks a value. The learner's form
   * never receives them here: it loads them through study/me/customer/field/{id}/list when the
   * field is opened (docs/decisions.md "Personnel information"), and leaves the check that a
   * chosen key exists to the server.
   */
  fieldOptions: z.array(ZFieldOption).optional(),
  /** Number precision for type 4; max length otherwise when set. */
  len: z.number().int(),
  /** Tree: 1 = multiple choice. */
  isCheck: z.number().int(),
  /** Tree: 1 = only leaves may be chosen. */
  isSelectChild: z.number().int(),
});
export type TEditField = z.infer<typeof ZEditField>;

export const ZIsInformationResponse = z.object({
  editField: z.array(ZEditField),
  reject: z.object({ reason: z.string() }).nullable(),
  memberJson: z.object({ fields: z.record(z.string(), z.string()) }),
  /** True while a submission waits for approval. */
  pending: z.boolean(),
});
export type TIsInformationResponse = z.infer<typeof ZIsInformationResponse>;

/** Field value limits of spec section 5 and 9. */
export const FIELD_LIMITS = { text: 50, textarea: 500, mobile: 11 } as const;

function flattenOptions(options: TFieldOption[], out: Map<string, TFieldOption> = new Map()) {
  for (const o of options) {
    out.set(o.optionKey, o);
    if (o.children?.length) flattenOptions(o.children, out);
  }
  return out;
}

/**
 * Checks one personnel field's value (spec section 5). Returns a message ref (see
 * messageRef) or null when the value is acceptable. Every listed field is required.
 * The department (built-in key 'department') must be a numeric id; whether it exists is
 * the server's check.
 */
export function validatePersonnelField(
  field: TEditField,
  raw: string | undefined | null,
): string | null {
  const value = (raw ?? '').trim();
  const choose =
    field.type === FIELD_TYPE.select ||
    field.type === FIELD_TYPE.tree ||
    field.key === 'department';
  if (!value)
    return messageRef(choose ? 'validation.select' : 'validation.enter', { name: field.name });
  if (field.key === 'department') {
    return /^\d{1,10}$/.test(value) && Number(value) > 0
      ? null
      : messageRef('validation.department');
  }
  if (field.key === 'mobile') {
    if (value.length > FIELD_LIMITS.mobile || !isMobile(value))
      return messageRef('validation.mobile');
    return null;
  }
  if (field.key === 'email') return isEmail(value) ? null : messageRef('validation.email');
  switch (field.type) {
    case FIELD_TYPE.text:
      return value.length > FIELD_LIMITS.text
        ? messageRef('validation.tooLong', { max: FIELD_LIMITS.text })
        : null;
    case FIELD_TYPE.textarea:
      return value.length > FIELD_LIMITS.textarea
        ? messageRef('validation.tooLong', { max: FIELD_LIMITS.textarea })
        : null;
    case FIELD_TYPE.number: {
      if (!/^-?\d+(\.\d+)?$/.test(value) || !Number.isFinite(Number(value)))
        return messageRef('validation.number');
      const decimals = value.split('.')[1]?.length ?? 0;
      const len = Math.max(0, field.len || 0);
      return decimals > len ? messageRef('validation.precision', { len }) : null;
    }
    case FIELD_TYPE.date:
      return isDate(value) ? null : messageRef('validation.date');
    case FIELD_TYPE.datetime:
      return isDateTime(value) ? null : messageRef('validation.datetime');
    case FIELD_TYPE.select: {
      const keys = parseOptionValue(value);
      if (keys.length !== 1) return messageRef('validation.option');
      if (field.fieldOptions && !flattenOptions(field.fieldOptions).has(keys[0] ?? ''))
        return messageRef('validation.option');
      return null;
    }
    case FIELD_TYPE.tree: {
      const keys = parseOptionValue(value);
      if (keys.length === 0) return messageRef('validation.select', { name: field.name });
      if (field.isCheck !== 1 && keys.length > 1) return messageRef('validation.option');
      if (!field.fieldOptions) return null;
      const known = flattenOptions(field.fieldOptions);
      for (const k of keys) {
        const opt = known.get(k);
        if (!opt) return messageRef('validation.option');
        if (field.isSelectChild === 1 && opt.children?.length)
          return messageRef('validation.parentNotSelectable');
      }
      return null;
    }
    default:
      return messageRef('validation.invalid');
  }
}

/** Checks a whole submission against the configured fields; returns field key -> message ref. */
export function validatePersonnelInfo(
  fields: TEditField[],
  values: Record<string, string | undefined>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const err = validatePersonnelField(f, values[f.key]);
    if (err) errors[f.key] = err;
  }
  return errors;
}

/**
 * study/me/EditIsInformation and V2 body: the custom fields map plus built-in keys at the
 * top level; custom select and tree values JSON-stringified; numbers as strings.
 */
const zFieldValue = z.union([z.string().max(5000), z.number()]).transform((v) => String(v).trim());
export const ZEditIsInformationRequest = z
  .object({
    fields: z.record(z.string().max(64), zFieldValue).default({}),
    realName: zFieldValue.optional(),
    mobile: zFieldValue.optional(),
    email: zFieldValue.optional(),
    sex: zFieldValue.optional(),
    department: zFieldValue.optional(),
    position: zFieldValue.optional(),
    birthday: zFieldValue.optional(),
  })
  .strict();
export type TEditIsInformationRequest = z.infer<typeof ZEditIsInformationRequest>;

/** Flattens the request to key -> value (built-in keys win over the same key in fields). */
export function flattenPersonnelValues(body: TEditIsInformationRequest): Record<string, string> {
  const out: Record<string, string> = { ...body.fields };
  for (const k of BUILT_IN_FIELD_KEYS) {
    const v = body[k];
    if (v !== undefined) out[k] = v;
  }
  return out;
}

export const SEX = { unknown: 0, male: 1, female: 2 } as const;

/** study/me/profile. */
export const ZProfile = z.object({
  userId: z.number().int(),
  account: z.string(),
  realName: z.string(),
  portrait: z.string(),
  mobile: z.string(),
  email: z.string(),
  sex: z.number().int(),
  birthday: z.string(),
  motto: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string(),
  position: z.string(),
  /** The company, then the department path from the root down. */
  departmentPath: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The units (单位) the user belongs to, the session's current one marked (issue 15). */
  units: z.array(ZMyUnit),
  secrecyLevel: z.number().int(),
  roles: z.array(z.string()),
  isAdmin: z.boolean(),
  /** The admin site opens for the user (administrator, unit manager, supervisor): its link shows. */
  canManage: z.boolean(),
  /** 1 internal lecturer, 2 external lecturer, 4 not a lecturer (spec section 3 default 4). */
  isTeacher: z.number().int(),
  isExternal: z.boolean(),
  /** 1 when the personnel-information modal should open. */
  isInformation: z.number().int(),
  changePassword: z.boolean(),
  passwordExpire: z.boolean(),
  companyId: z.number().int(),
  lang: z.string(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** study/me/upload/avatar: the new avatar's address. */
export const ZAvatarUploadResponse = z.object({ portrait: z.string() });
export type TAvatarUploadResponse = z.infer<typeof ZAvatarUploadResponse>;

export const ZEditProfileRequest = z
  .object({
    realName: z
      .string()
      .trim()
      .min(1, { error: messageRef('validation.required') })
      .max(FIELD_LIMITS.text, {
        error: messageRef('validation.tooLong', { max: FIELD_LIMITS.text }),
      })
      .optional(),
    mobile: z
      .string()
      .trim()
      .refine((v) => v === '' || isMobile(v), { error: messageRef('validation.mobile') })
      .optional(),
    email: z
      .string()
      .trim()
      .refine((v) => v === '' || isEmail(v), { error: messageRef('validation.email') })
      .optional(),
    sex: z.coerce.number().int().min(0).max(2).optional(),
    birthday: z
      .string()
      .trim()
      .refine((v) => v === '' || isDate(v), { error: messageRef('validation.date') })
      .optional(),
    motto: zOptionalText(200),
    lang: z.enum(['zh-CN', 'zh-TW', 'en-US']).optional(),
  })
  .strict();
export type TEditProfileRequest = z.infer<typeof ZEditProfileRequest>;

/** Avatar uploads: png, jpg, jpeg, gif up to 2 MB (spec section 5). */
export const AVATAR_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  extensions: ['png', 'jpg', 'jpeg', 'gif'],
} as const;

/** EditIsInformation(V2) reply: applied at once, or waiting for approval. */
export const ZEditIsInformationResponse = z.object({
  /** applied at once (no approval template), or pending until the approvers decide. */
  status: z.enum(['applied', 'pending']),
  /**
   * The receipt opened for a pending submission (audit type 2). When the applicant is an
   * approver of its first node, the client may pass that node with me/AuditReceiptSubmit
   * (spec s.4).
   */
  audit: z
    .object({
      auditId: z.number().int(),
      resourceId: z.number().int(),
      nodeId: z.number().int(),
      firstNodeApprover: z.boolean(),
    })
    .nullable(),
});
export type TEditIsInformationResponse = z.infer<typeof ZEditIsInformationResponse>;

/**
 * GET InformationDetail?id= (spec s.7 "Audit"): a personnel-information submission as its
 * approvers read it, each submitted value beside the applicant's current one (both as a
 * person reads them: option names, the department's name).
 */
export const ZInformationDetail = z.object({
  id: z.number().int(),
  applicant: z.object({
    userId: z.number().int(),
    account: z.string(),
    realName: z.string(),
    departmentName: z.string(),
  }),
  /** APPROVAL_STATUS: 1 under review, 2 passed, 3 rejected, 4 withdrawn. */
  status: z.number().int(),
  rejectReason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  items: z.array(
    z.object({
      key: z.string(),
      /** The field's name in the caller's language. */
      label: z.string(),
      submitted: z.string(),
      current: z.string(),
      /** The submitted value differs from the current one. */
      changed: z.boolean(),
    }),
  ),
});
export type TInformationDetail = z.infer<typeof ZInformationDetail>;

/** The platforms `GET study/me/{platform}/customer` answers for: 1 = PC (spec s.7). */
export const CUSTOMER_PLATFORMS = [1] as const;

export const ZCustomerPlatformParam = z.object({
  platform: z.coerce
    .number({ error: messageRef('platform.unknown') })
    .int({ error: messageRef('platform.unknown') })
    .refine((p) => (CUSTOMER_PLATFORMS as readonly number[]).includes(p), {
      error: messageRef('platform.unknown'),
    }),
});

/** One personnel field the caller's company asks for, as the personal-information page shows it. */
export const ZCustomerField = z.object({
  id: z.number().int(),
  key: z.string(),
  /** In the caller's language. */
  name: z.string(),
  /** 1 built-in, 2 custom. */
  defaultField: z.literal([1, 2]),
  type: ZFieldType,
  /** Every listed field must be filled (validatePersonnelField). */
  required: z.boolean(),
  /** False while the caller's last submission waits for approval. */
  editable: z.boolean(),
  /** Select and tree (custom or built-in sex): options come from me/customer/field/{id}/list. */
  hasOptions: z.boolean(),
  len: z.number().int(),
  isCheck: z.number().int(),
  isSelectChild: z.number().int(),
});
export type TCustomerField = z.infer<typeof ZCustomerField>;

/** GET study/me/1/customer: the caller's company as the learner site shows it. */
export const ZCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  /** The PC logo (logo1), else the mobile one (logo2); '' when neither is set. */
  logo: z.string(),
  platform: z.number().int(),
  /** 1 when the company asks its learners for personnel information. */
  isInformation: z.number().int(),
  fields: z.array(ZCustomerField),
});
export type TCustomer = z.infer<typeof ZCustomer>;

/** GET study/me/customer/field/{id}/list query: one page of top-level options, filtered by text. */
export const ZCustomerFieldOptionsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
  keyword: z
    .string()
    .trim()
    .max(100, { error: messageRef('validation.tooLong', { max: 100 }) })
    .optional(),
});
export type TCustomerFieldOptionsQuery = z.infer<typeof ZCustomerFieldOptionsQuery>;

/**
 * The options of one select or tree field, in the caller's language. Paging counts top-level
 * options; a tree option comes with all its children. A keyword keeps the options whose text
 * contains it, with their ancestors (and a match's children whole).
 */
export const ZCustomerFieldOptions = z.object({
  id: z.number().int(),
  key: z.string(),
  type: ZFieldType,
  list: z.array(ZFieldOption),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TCustomerFieldOptions = z.infer<typeof ZCustomerFieldOptions>;

/** Options whose text contains `keyword` (case-insensitive), kept with their ancestors. */
export function filterFieldOptions(options: TFieldOption[], keyword: string): TFieldOption[] {
  const k = keyword.toLowerCase();
  if (!k) return options;
  const out: TFieldOption[] = [];
  for (const o of options) {
    if (o.optionValue.toLowerCase().includes(k)) {
      out.push(o);
      continue;
    }
    const children = o.children ? filterFieldOptions(o.children, keyword) : [];
    if (children.length) out.push({ ...o, children });
  }
  return out;
}
