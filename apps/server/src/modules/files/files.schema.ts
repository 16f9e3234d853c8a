import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/user.schema.ts';
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
    /** Hex SHA-256 of the original: a person's second upload of the same bytes reuses the row. */
    sha256: text('sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stored_files_company_created_idx').on(t.companyId, t.createdAt),
    index('stored_files_uploader_sha_idx').on(t.createdBy, t.sha256),
  ],
);

/**
 * Resumable (chunked) uploads in progress. The chunks are kept by the file storage
 * (`_chunks/<id>/<index>`, FileStorage.putChunk), so an upload survives a server restart and
 * continues on any process;
 * the row says what is being uploaded, by whom, and until when it may be resumed.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: text('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    chunkSize: integer('chunk_size').notNull(),
    chunkCount: integer('chunk_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved forward by every chunk; past it the session and its chunks are removed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('upload_sessions_resume_idx').on(t.userId, t.kind, t.name, t.size),
    index('upload_sessions_expires_idx').on(t.expiresAt),
  ],
);
