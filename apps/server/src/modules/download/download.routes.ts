import { downloadEndpoints } from '@ascent/shared/download/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { DownloadService } from './download.service.ts';

/** Content-Disposition for any file name (RFC 6266: an ASCII fallback and the UTF-8 name). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function downloadRoutes(service: DownloadService) {
  return bind(downloadEndpoints, {
    // Spec s.7 "Files": file/downsadd, file/down/list, file/download.
    'POST /api/study/file/downsadd': async ({ actor, body }) =>
      answer(await service.add(actor, body), 'download.added'),
    'POST /api/study/file/down/list': ({ actor, body }) => service.list(actor, body),
    // Spec s.7 "Learning": the documents among the learner's lists.
    'POST /api/study/me/document/list': ({ actor, body }) => service.documents(actor, body),
    'POST /api/study/file/download': ({ actor, body }) => service.link(actor, body.id),
    // The address file/download hands out: a browser download sends no Authorization header,
    // so the 5-minute ticket in the query is the credential (not named by the spec).
    'GET /api/study/file/down/get': async ({ query, reply }) => {
      const { row, stream } = await service.open(query.ticket);
      return reply
        .header(
          'content-type',
          row.fileName.toLowerCase().endsWith('.pdf')
            ? 'application/pdf'
            : 'application/octet-stream',
        )
        .header('content-disposition', attachment(row.fileName))
        .header('content-length', String(row.size))
        .send(stream);
    },
  });
}
