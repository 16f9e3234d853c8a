import { endpoint, endpoints } from '../api/index.ts';
import { ZImportDetail, ZImportDetailQuery } from './index.ts';

/** Following an import: its uploader reads its state and, once it has run, its report. */
export const importEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/me/import/detail',
    auth: 'user',
    summary:
      "One of the caller's sheet imports (they run as jobs): its state, then its message and report",
    body: ZImportDetailQuery,
    output: ZImportDetail,
  }),
);
