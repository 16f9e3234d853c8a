import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.schema.ts';

/**
 * Every stored upload of a company (course resources, covers, knowledge documents, packages).
 * `key` is the FileStorage key of the original; documents get `pdfKey` once converted
 * (spec s.4 conversion states), packages their unpacked folder and launch page.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull().default('application/octet-stream'),
    ext: text('ext').notNull(),
    /** UploadKind of @ascent/shared/files */
    kind: text('kind').notNull(),
    /** ConversionState of @ascent/shared/files */
    conversionState: text('conversion_state').notNull().default('none'),
    conversionError: text('conversion_error'),
    pdfKey: text('pdf_key'),
    /** Packages: the storage folder of the unpacked files and the launch page inside it. */
    packageRoot: text('package_root'),
    packageEntry: text('package_entry'),
    scormVersion: text('scorm_version'),
    durationSeconds: integer('duration_seconds'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_company_created_idx').on(t.companyId, t.createdAt)],
);
