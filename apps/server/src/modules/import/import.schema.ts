import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TImportKind, TImportState } from '@ascent/shared/import';
import type { Actor } from '../../core/context.ts';
import { companies } from '../company/company.schema.ts';

/**
 * A sheet import (users, questions, attendance): the upload is stored and the job queue runs
 * it (import.service.ts); its uploader follows it with me/import/detail.
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The uploader: the only one who may read the import. */
    userId: integer('user_id').notNull(),
    kind: text('kind').$type<TImportKind>().notNull(),
    state: text('state').$type<TImportState>().notNull().default('queued'),
    /** Whom the import acts for, as at the upload (their session aside), and from where. */
    actor: jsonb('actor').$type<Omit<Actor, 'sessionId'>>().notNull(),
    ip: text('ip').notNull(),
    /** The uploader's language: the report's problems are written in it. */
    locale: text('locale').notNull(),
    /** The kind's input besides the sheet (the bank; the session and the UTC offset). */
    target: jsonb('target').$type<Record<string, unknown>>().notNull(),
    filename: text('filename').notNull(),
    /** The stored sheet until the import has run and the file is removed (then null). */
    fileKey: text('file_key'),
    /** A message reference: what a finished import did, or why a failed one imported nothing. */
    message: text('message'),
    /** The kind's report, sealed with the server key. */
    result: text('result'),
    /**
     * What the report shows its uploader once (a user import's initial password), sealed; it
     * is cleared by the first read of the finished import.
     */
    once: text('once'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('imports_user_idx').on(t.userId, t.id),
    // The sweep (import.sweep.ts): imports not finished, sheets left behind, old imports.
    index('imports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.state} IN ('queued', 'running')`),
    index('imports_sheet_idx')
      .on(t.id)
      .where(sql`${t.fileKey} IS NOT NULL AND ${t.state} IN ('done', 'failed')`),
    index('imports_finished_idx').on(t.finishedAt),
  ],
);
