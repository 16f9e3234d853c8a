import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TLangNames } from '@ascent/shared/platform';

/** A customer company: every companyInfo and platformConfig field of spec section 3. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  customerCode: text('customer_code').notNull().default(''),
  customMobileDomain: text('custom_mobile_domain').notNull().default(''),
  useOIDC: integer('use_oidc').notNull().default(0),
  logo1: text('logo1').notNull().default(''),
  logo2: text('logo2').notNull().default(''),
  theme: text('theme').notNull().default(''),
  /** Comma list of zh_CN, zh_TW, en_US. */
  languages: text('languages').notNull().default('zh_CN,zh_TW,en_US'),
  useStrongPass: integer('use_strong_pass').notNull().default(1),
  /** Password validity in days; 0 means it never expires. */
  passExpire: integer('pass_expire').notNull().default(0),
  useChangepassword: integer('use_changepassword').notNull().default(1),
  /** The login platform code of spec s.4 ('web', 20 ... 41); its suite's ids are in sso_providers. */
  platform: text('platform').notNull().default('web'),
  mobileDomain: text('mobile_domain').notNull().default(''),
  mobileModule: text('mobile_module').notNull().default(''),
  isInformation: integer('is_information').notNull().default(0),
  isOpenDownloadWatermark: integer('is_open_download_watermark').notNull().default(0),
  pcHomeType: integer('pc_home_type').notNull().default(1),
  useNewWindow: integer('use_new_window').notNull().default(0),
  isOpenAiRobot: integer('is_open_ai_robot').notNull().default(2),
  useQa: integer('use_qa').notNull().default(0),
  isFeedback: integer('is_feedback').notNull().default(0),
  studyCopyright: text('study_copyright').notNull().default(''),
  icpNo: text('icp_no').notNull().default(''),
  ncNo: text('nc_no').notNull().default(''),
  portalTitle: text('portal_title').notNull().default(''),
  portalIntro: text('portal_intro').notNull().default(''),
  portalImage: text('portal_image').notNull().default(''),
  studyTrack: integer('study_track').notNull().default(0),
  /** When on, a new login ends the account's other sessions (they then get ret 8). */
  singleSession: boolean('single_session').notNull().default(false),
  /** The IANA time zone "today", "this week" and "this month" are counted in (decisions s.6). */
  timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** webSites of spec section 3: several learner sites per company, found by host. */
export const websites = pgTable(
  'websites',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    platformName: text('platform_name').notNull(),
    /** The host name (lowercase, with port if any) that selects this site; empty for none. */
    domain: text('domain').notNull().default(''),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('websites_company_idx').on(t.companyId, t.sort),
    // A host selects one site of one company: unique across companies when set.
    uniqueIndex('websites_domain_uq')
      .on(t.domain)
      .where(sql`${t.domain} <> ''`),
  ],
);

/** Menu items of spec section 3, per company and optionally per website. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    websiteId: integer('website_id').references(() => websites.id),
    menuCode: text('menu_code').notNull(),
    menuName: text('menu_name').notNull(),
    langNames: jsonb('lang_names').$type<TLangNames>().notNull().default({}),
    checked: boolean('checked').notNull().default(true),
    url: text('url').notNull().default(''),
    resourceId: integer('resource_id'),
    labelId: integer('label_id').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** Added by the company (may be deleted); product entries can only be switched off. */
    custom: boolean('custom').notNull().default(false),
  },
  (t) => [
    index('menus_company_sort_idx').on(t.companyId, t.websiteId, t.sort),
    // One code per scope; the company-wide scope is websiteId null, so nulls are not distinct.
    unique('menus_company_site_code_uq')
      .on(t.companyId, t.websiteId, t.menuCode)
      .nullsNotDistinct(),
  ],
);
