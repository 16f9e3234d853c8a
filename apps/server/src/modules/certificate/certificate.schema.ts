import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TCertificateField } from '@ascent/shared/certificate';
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';
import { storedFiles } from '../files/files.schema.ts';

/** A certificate template: a background with fields placed on it, a validity, its sources. */
export const certificateTemplates = pgTable(
  'certificate_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** CertificatePage: 'a4Landscape' | 'a4Portrait' */
    page: text('page').notNull().default('a4Landscape'),
    /** A stored image of the company (kind 'image'); null: a plain white page. */
    backgroundFileId: integer('background_file_id').references(() => storedFiles.id),
    fields: jsonb('fields').$type<TCertificateField[]>().notNull().default([]),
    /** 0: never expires. */
    validityMonths: integer('validity_months').notNull().default(0),
    /** A disabled template issues nothing (automatic or manual); issued ones stay. */
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certificate_templates_company_updated_idx').on(t.companyId, t.updatedAt, t.id)],
);

/** What issues a template: completing a course or programme, passing an exam. */
export const certificateTemplateSources = pgTable(
  'certificate_template_sources',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => certificateTemplates.id, { onDelete: 'cascade' }),
    /** CertificateSourceKind: 'course' | 'exam' | 'programme' */
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.kind, t.itemId] }),
    // The item event handler: which templates does this item issue?
    index('certificate_template_sources_item_idx').on(t.kind, t.itemId),
  ],
);

/** An issued certificate. 'expired' is derived from expires_at. */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => certificateTemplates.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The source that issued it; null for a manual issue by an administrator. */
    sourceKind: text('source_kind'),
    sourceItemId: integer('source_item_id').notNull().default(0),
    /** The source item's title when issued. */
    sourceTitle: text('source_title').notNull().default(''),
    /** The template's name when issued. */
    title: text('title').notNull(),
    number: text('number').notNull(),
    /** The public verification code (random, VERIFY_CODE_ALPHABET). */
    code: text('code').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** CertificateStatus: 'valid' | 'revoked' */
    status: text('status').notNull().default('valid'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by'),
    revokeReason: text('revoke_reason').notNull().default(''),
    /** The administrator of a manual issue; null when an item event issued it. */
    issuedBy: integer('issued_by'),
    /** The rendered PDF in the file storage, once first asked for (never served directly). */
    pdfKey: text('pdf_key'),
  },
  (t) => [
    uniqueIndex('certificates_code_uq').on(t.code),
    uniqueIndex('certificates_number_uq').on(t.number),
    // Once per (template, user, source): a repeated event issues nothing.
    uniqueIndex('certificates_source_uq')
      .on(t.templateId, t.userId, t.sourceKind, t.sourceItemId)
      .where(sql`${t.sourceKind} is not null`),
    // The learner's list, newest first; the dangerous list by expiry.
    index('certificates_user_issued_idx').on(t.userId, t.issuedAt, t.id),
    index('certificates_user_expires_idx').on(t.userId, t.expiresAt),
    // The admin list, newest first, and per template.
    index('certificates_company_issued_idx').on(t.companyId, t.issuedAt, t.id),
    index('certificates_template_idx').on(t.templateId, t.userId),
  ],
);
