import { z } from 'zod';
import { ZIdList, ZListQuery } from '../admin/index.ts';
import { ROLES, type Role } from '../common/index.ts';
import { messageRef, type MessageKey } from '../errors/index.ts';
import {
  isEmail,
  isMobile,
  zAccount,
  zId,
  zOptionalText,
  zRequiredText,
} from '../validators/index.ts';

/**
 * Users in the admin site: the list and its filters, create and edit, the bulk actions, and
 * the columns of the xlsx import and export. The server and the admin app share these.
 */

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Secrecy levels of spec section 3: 50 non-secret, 60 internal, 70 secret, 80 confidential. */
export const SECRECY_LEVELS = [50, 60, 70, 80] as const;
export type SecrecyLevel = (typeof SECRECY_LEVELS)[number];

export const USER_LIMITS = {
  realName: 50,
  position: 50,
  /** Rows of one import. */
  importRows: 20_000,
  /** Bytes of one import file. */
  importBytes: 10 * 1024 * 1024,
  /** Users of one export. */
  exportRows: 100_000,
} as const;

/** The catalogue key of a role's name (`role.admin`). */
export const roleNameKey = (role: Role): MessageKey => `role.${role}` as MessageKey;
/** The catalogue key of a secrecy level's name (`secrecy.50`). */
export const secrecyNameKey = (level: SecrecyLevel): MessageKey => `secrecy.${level}` as MessageKey;

export const zSecrecyLevel = z.coerce
  .number({ error: messageRef('validation.secrecyUnknown') })
  .refine((v) => (SECRECY_LEVELS as readonly number[]).includes(v), {
    error: messageRef('validation.secrecyUnknown'),
  });

/** Roles given by an administrator: known codes, no duplicates; learner is always implied. */
export const zRoles = z
  .array(z.enum(ROLES, { error: messageRef('common.parameterError') }), {
    error: messageRef('common.parameterError'),
  })
  .max(ROLES.length, { error: messageRef('common.parameterError') })
  .transform((roles) => [...new Set(roles)]);

/** An optional mobile number: '' or absent means none. */
const zOptionalMobile = z
  .string({ error: messageRef('validation.mobile') })
  .trim()
  .refine((v) => v === '' || isMobile(v), { error: messageRef('validation.mobile') })
  .optional();

const zOptionalEmail = z
  .string({ error: messageRef('validation.email') })
  .trim()
  .max(254, { error: messageRef('validation.email') })
  .refine((v) => v === '' || isEmail(v), { error: messageRef('validation.email') })
  .optional();

/** A password typed by an administrator; the company's policy is applied by the server. */
const zGivenPassword = z
  .string({ error: messageRef('password.required') })
  .max(160, { error: messageRef('password.lengthRange', { min: 8, max: 160 }) });

/** The list filters, shared by the list and the export. */
export const USER_SORT_FIELDS = ['account', 'realName', 'createdAt'] as const;
const userFilters = {
  departmentId: zId.optional(),
  role: z.enum(ROLES, { error: messageRef('common.parameterError') }).optional(),
  status: z.enum(USER_STATUSES, { error: messageRef('common.parameterError') }).optional(),
  secrecyLevel: zSecrecyLevel.optional(),
  sortField: z.enum(USER_SORT_FIELDS, { error: messageRef('common.parameterError') }).optional(),
};

/** manage/user/list: paging, keyword (account, name, mobile, email) and the filters. */
export const ZUserListQuery = ZListQuery.extend(userFilters);
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

/** manage/user/export: the list's filters and order, without paging. */
export const ZUserExportQuery = ZListQuery.omit({ page: true, pageSize: true }).extend(userFilters);
export type TUserExportQuery = z.infer<typeof ZUserExportQuery>;

/** A user as the admin site shows it (never the password hash). */
export const ZAdminUser = z.object({
  id: z.number().int(),
  account: z.string(),
  realName: z.string(),
  mobile: z.string(),
  email: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string(),
  position: z.string(),
  roles: z.array(z.enum(ROLES)),
  secrecyLevel: z.number().int(),
  /** 1 internal lecturer, 2 external lecturer, 4 none (from the roles). */
  isTeacher: z.number().int(),
  isExternal: z.boolean(),
  status: z.enum(USER_STATUSES),
  changePassword: z.boolean(),
  createdAt: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

const userFields = {
  realName: zRequiredText(USER_LIMITS.realName),
  mobile: zOptionalMobile,
  email: zOptionalEmail,
  departmentId: zId,
  position: zOptionalText(USER_LIMITS.position),
  roles: zRoles.default([]),
  secrecyLevel: zSecrecyLevel.default(50),
};

/**
 * manage/user/create. Without a password the server generates one that satisfies the company
 * policy and returns it once.
 */
export const ZCreateUserRequest = z
  .object({
    account: zAccount,
    ...userFields,
    password: zGivenPassword.optional(),
  })
  .strict();
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

/** manage/user/update: the account stays; every other field may change. */
export const ZUpdateUserRequest = z
  .object({
    id: zId,
    realName: userFields.realName.optional(),
    mobile: zOptionalMobile,
    email: zOptionalEmail,
    departmentId: zId.optional(),
    position: zOptionalText(USER_LIMITS.position),
    roles: zRoles.optional(),
    secrecyLevel: zSecrecyLevel.optional(),
  })
  .strict();
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequest>;

/** The user and, when the server generated it, the initial password (shown once). */
export const ZCreateUserResponse = z.object({
  user: ZAdminUser,
  initialPassword: z.string().nullable(),
});
export type TCreateUserResponse = z.infer<typeof ZCreateUserResponse>;

/** manage/user/reset-password: one given password for all, or a generated one per user. */
export const ZResetPasswordRequest = ZIdList.extend({ password: zGivenPassword.optional() });
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;
export const ZResetPasswordResponse = z.object({
  /** The generated passwords, shown once; empty when the administrator gave one. */
  passwords: z.array(z.object({ id: z.number().int(), account: z.string(), password: z.string() })),
});
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;

export const ZMoveUsersRequest = ZIdList.extend({ departmentId: zId });
export type TMoveUsersRequest = z.input<typeof ZMoveUsersRequest>;

export const ROLE_MODES = ['add', 'remove', 'set'] as const;
export const ZUserRolesRequest = ZIdList.extend({
  roles: zRoles,
  mode: z.enum(ROLE_MODES, { error: messageRef('common.parameterError') }),
});
export type TUserRolesRequest = z.input<typeof ZUserRolesRequest>;

export const ZUserSecrecyRequest = ZIdList.extend({ level: zSecrecyLevel });
export type TUserSecrecyRequest = z.input<typeof ZUserSecrecyRequest>;

/** How many users a bulk action changed. */
export const ZBulkResult = z.object({ count: z.number().int() });
export type TBulkResult = z.infer<typeof ZBulkResult>;

/** The columns of the import template, in order; headers are `userColumn.<key>`. */
export const USER_IMPORT_COLUMNS = [
  'account',
  'realName',
  'password',
  'mobile',
  'email',
  'department',
  'position',
  'roles',
  'secrecyLevel',
] as const;
export type UserImportColumn = (typeof USER_IMPORT_COLUMNS)[number];
/** Columns an import file must have. */
export const USER_IMPORT_REQUIRED: readonly UserImportColumn[] = [
  'account',
  'realName',
  'department',
];

/** The columns of the export (re-importable: the import ignores the extra ones). */
export const USER_EXPORT_COLUMNS = [
  'account',
  'realName',
  'mobile',
  'email',
  'department',
  'position',
  'roles',
  'secrecyLevel',
  'status',
  'createdAt',
] as const;
export type UserExportColumn = (typeof USER_EXPORT_COLUMNS)[number];

export const userColumnKey = (column: UserImportColumn | UserExportColumn): MessageKey =>
  `userColumn.${column}` as MessageKey;

/** manage/user/import. */
export const ZImportUsersResponse = z.object({
  imported: z.number().int(),
  /** Rows that were not imported: the sheet's row number, the account and every problem. */
  failed: z.array(
    z.object({ row: z.number().int(), account: z.string(), errors: z.array(z.string()) }),
  ),
  /**
   * The initial password of the imported users whose row gave none (they must change it at
   * first login); shown once. Null when every row gave its own password or nothing was imported.
   */
  initialPassword: z.string().nullable(),
});
export type TImportUsersResponse = z.infer<typeof ZImportUsersResponse>;

/** The separators accepted between roles in one cell: comma (ASCII or full width), 、 and ;. */
export const ROLE_SEPARATORS = /[,，、;；]/;

// ---- issue 22: contact/search (spec s.7 "Home and search") ---------------------------------

/** The shortest keyword contact/search takes, and its page limits (at most 10 pages of 20). */
export const CONTACT_SEARCH = {
  minKeyword: 2,
  maxKeyword: 20,
  maxPageSize: 20,
  maxPage: 10,
} as const;

/**
 * contact/search: colleagues of the caller's company whose name, account, department name or
 * mobile number matches (docs/decisions.md: mobile numbers by containment for administrators,
 * whole numbers only for everyone else).
 */
export const ZContactSearch = z.strictObject({
  keyword: z
    .string({ error: messageRef('common.parameterError') })
    .trim()
    .min(CONTACT_SEARCH.minKeyword, {
      error: messageRef('contact.keywordTooShort', { min: CONTACT_SEARCH.minKeyword }),
    })
    .max(CONTACT_SEARCH.maxKeyword, {
      error: messageRef('validation.tooLong', { max: CONTACT_SEARCH.maxKeyword }),
    }),
  page: z.coerce
    .number({ error: messageRef('common.parameterError') })
    .int({ error: messageRef('common.parameterError') })
    .min(1, { error: messageRef('common.parameterError') })
    .max(CONTACT_SEARCH.maxPage, { error: messageRef('common.parameterError') })
    .default(1),
  pageSize: z.coerce
    .number({ error: messageRef('common.parameterError') })
    .int({ error: messageRef('common.parameterError') })
    .min(1, { error: messageRef('common.parameterError') })
    .max(CONTACT_SEARCH.maxPageSize, { error: messageRef('common.parameterError') })
    .default(CONTACT_SEARCH.maxPageSize),
});
export type TContactSearch = z.input<typeof ZContactSearch>;

/** A colleague as pickers show them; the mobile number masked (138****5678) for non-admins. */
export const ZContact = z.object({
  userId: z.number().int(),
  account: z.string(),
  realName: z.string(),
  portrait: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string(),
  position: z.string(),
  mobile: z.string(),
});
export type TContact = z.infer<typeof ZContact>;
