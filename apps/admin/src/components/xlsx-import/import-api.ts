import { api } from '../../app/services.ts';

/** How often the dialog asks how an import goes (ms). */
export const IMPORT_POLL_MS = 1_000;

/** One of the caller's imports: its state, then its message and report. */
export const fetchImport = (id: number) =>
  api.call('POST /api/study/me/import/detail', { id }, { silent: true });
