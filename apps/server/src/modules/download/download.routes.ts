import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import {
  ZDownloadAdd,
  ZDownloadGet,
  ZDownloadList,
  ZMyDocumentList,
} from '@ascent/shared/download';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { DownloadService } from './download.service.ts';

const ZTicket = z.object({ ticket: z.string().max(100).default('') });

/** Content-Disposition for any file name (RFC 6266: an ASCII fallback and the UTF-8 name). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function downloadRoutes(service: DownloadService): FastifyPluginAsync {
  return async (app) => {
    // Spec s.7 "Files": file/downsadd, file/down/list, file/download.
    app.post('/api/study/file/downsadd', async (req) => {
      const input = parseInput(ZDownloadAdd, req.body);
      const record = await service.add(requireActor(req.actor), input);
      return ok(record, translate('download.added', req.locale));
    });
    app.post('/api/study/file/down/list', async (req) => {
      const q = parseInput(ZDownloadList, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });
    // Spec s.7 "Learning": the documents among the learner's lists.
    app.post('/api/study/me/document/list', async (req) => {
      const q = parseInput(ZMyDocumentList, req.body);
      return ok(await service.documents(requireActor(req.actor), q));
    });
    app.post('/api/study/file/download', async (req) => {
      const { id } = parseInput(ZDownloadGet, req.body);
      return ok(await service.link(requireActor(req.actor), id));
    });
    // The address file/download hands out: a browser download sends no Authorization header,
    // so the 5-minute ticket in the query is the credential (not named by the spec).
    app.get('/api/study/file/down/get', { config: { auth: 'public' } }, async (req, reply) => {
      const { ticket } = parseInput(ZTicket, req.query);
      const { row, stream } = await service.open(ticket);
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
    });
  };
}
