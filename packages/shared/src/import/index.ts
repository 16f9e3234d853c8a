import { z } from 'zod';
import { ZImportUsersResponse } from '../users/index.ts';
import { ZQuestionImportResult } from '../question/admin.ts';
import { ZAttendanceImportResult } from '../in-person/index.ts';
import { zId } from '../validators/index.ts';

/**
 * Sheet imports run on the job queue (docs/decisions.md "Imports"): the upload answers with the
 * import's id at once, and its uploader reads how it went with `me/import/detail`.
 */
export const IMPORT_KINDS = ['user', 'question', 'attendance'] as const;
export type TImportKind = (typeof IMPORT_KINDS)[number];

/** queued (waiting for a process), running, then done (the result) or failed (the message). */
export const IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type TImportState = (typeof IMPORT_STATES)[number];

/** The answer of every import upload: the import to follow. */
export const ZImportStarted = z.object({ importId: z.number().int() });
export type TImportStarted = z.infer<typeof ZImportStarted>;

/** POST me/import/detail */
export const ZImportDetailQuery = z.strictObject({ id: zId });

const detailOf = <K extends TImportKind, R extends z.ZodType>(kind: K, result: R) =>
  z.object({
    id: z.number().int(),
    kind: z.literal(kind),
    state: z.enum(IMPORT_STATES),
    /**
     * When done, what the import did ("Users imported: 197. Rows not imported: 3"); when failed,
     * why nothing was imported; in the reader's language. Null while it runs.
     */
    message: z.string().nullable(),
    /** The kind's report once done: what came in, and every problem of the rows that did not. */
    result: result.nullable(),
  });

/** Each kind's report. */
const IMPORT_RESULTS = {
  user: ZImportUsersResponse,
  question: ZQuestionImportResult,
  attendance: ZAttendanceImportResult,
} satisfies Record<TImportKind, z.ZodType>;

export const ZImportDetail = z.discriminatedUnion('kind', [
  detailOf('user', IMPORT_RESULTS.user),
  detailOf('question', IMPORT_RESULTS.question),
  detailOf('attendance', IMPORT_RESULTS.attendance),
]);
export type TImportDetail = z.infer<typeof ZImportDetail>;
/** The report of a finished import of one kind. */
export type TImportResultOf<K extends TImportKind> = z.infer<(typeof IMPORT_RESULTS)[K]>;
