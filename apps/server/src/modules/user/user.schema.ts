import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, websites } from '../company/company.schema.ts';
import { departments } from '../department/department.schema.ts';

/** A person who signs in: every profile field the spec names (sections 3 and 7). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    account: text('account').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** Set for new accounts and admin resets: the next login must change the password. */
    changePassword: boolean('change_password').notNull().default(true),
    realName: text('real_name').notNull().default(''),
    portrait: text('portrait').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    sex: integer('sex').notNull().default(0),
    birthday: text('birthday').notNull().default(''),
    motto: text('motto').notNull().default(''),
    position: text('position').notNull().default(''),
    departmentId: integer('department_id').references(() => departments.id),
    /** Secrecy level 50/60/70/80 (spec section 3). */
    secrecyLevel: integer('secrecy_level').notNull().default(50),
    /** 1 internal lecturer, 2 external lecturer, 4 none. */
    isTeacher: integer('is_teacher').notNull().default(4),
    isExternal: boolean('is_external').notNull().default(false),
    /** The learner must (re)complete personnel information. */
    needsInformation: boolean('needs_information').notNull().default(false),
    lang: text('lang').notNull().default('zh-CN'),
    lastWebsiteId: integer('last_website_id').references(() => websites.id),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_account_uq').on(sql`lower(${t.account})`),
    index('users_company_department_idx').on(t.companyId, t.departmentId),
    index('users_company_position_idx').on(t.companyId, t.position),
    // The admin list's filters and sort orders, each within the company.
    index('users_company_status_idx').on(t.companyId, t.status),
    index('users_company_secrecy_idx').on(t.companyId, t.secrecyLevel),
    index('users_company_created_idx').on(t.companyId, t.createdAt),
    index('users_company_account_idx').on(t.companyId, t.account),
    index('users_company_real_name_idx').on(t.companyId, t.realName),
    // Sign-in and password reset by a code sent to the mobile number.
    index('users_mobile_idx')
      .on(t.mobile)
      .where(sql`${t.mobile} <> ''`),
    // Sign-on's email link rule, within the company.
    index('users_company_email_idx')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    // Moving a deleted website's users, and counting each site's users.
    index('users_last_website_idx').on(t.lastWebsiteId),
  ],
);

/** Roles of spec section 1; a user has learner plus any others. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    // "Users with this role": an index-only scan for the admin list's role filter.
    index('user_roles_role_user_idx').on(t.role, t.userId),
  ],
);
