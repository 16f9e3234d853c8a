import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.schema.ts';

/**
 * A company's own SMS provider (docs/decisions.md "Codes by text message"): when `enabled`, the
 * company's sign-in and reset codes go through it instead of the operator's (SMS_*). The key
 * secret is sealed with the server key (core/secret-box) and never answered by the API.
 */
export const smsSettings = pgTable('sms_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** aliyun | tencent (shared COMPANY_SMS_PROVIDERS). */
  provider: text('provider').notNull(),
  /** Aliyun AccessKeyId / Tencent SecretId. */
  accessKeyId: text('access_key_id').notNull().default(''),
  /** Aliyun AccessKeySecret / Tencent SecretKey, sealed; '' when none is stored. */
  accessKeySecret: text('access_key_secret').notNull().default(''),
  signName: text('sign_name').notNull().default(''),
  loginTemplate: text('login_template').notNull().default(''),
  resetTemplate: text('reset_template').notNull().default(''),
  /** Tencent only: SmsSdkAppId and the region ('' = ap-guangzhou). */
  sdkAppId: text('sdk_app_id').notNull().default(''),
  region: text('region').notNull().default(''),
  /** The provider's API origin; '' = its public endpoint. */
  baseUrl: text('base_url').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SmsSettingsRow = typeof smsSettings.$inferSelect;
export type NewSmsSettings = typeof smsSettings.$inferInsert;
