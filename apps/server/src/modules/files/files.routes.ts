import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { fileServingEndpoints } from '@ascent/shared/files/endpoints';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { notFoundEnvelope } from '../../core/envelope.ts';
import { bind } from '../../core/endpoints.ts';
import { contentTypeOf } from './content-types.ts';
import { isPublicKey, privateDisposition, type FileUrls } from './file-urls.ts';

/**
 * One byte range of a `Range: bytes=...` header: `a-b`, `a-` or `-n` (the last n bytes).
 * Null when the header is not a single byte range (the whole file is sent);
 * 'unsatisfiable' when it starts past the end (HTTP 416).
 */
export function parseRange(
  header: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (!m[1] && !m[2])) return null;
  if (!m[1]) {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/**
 * Sends a stored file whose type and headers are set: the whole file, or the one byte range
 * the request asks for (206), or 416 for a range past its end. `missing` answers a file gone
 * between the size and the open.
 */
export async function sendStoredFile(
  storage: FileStorage,
  key: string,
  size: number,
  rangeHeader: string | undefined,
  reply: FastifyReply,
  missing: () => FastifyReply,
) {
  const range = rangeHeader ? parseRange(rangeHeader, size) : null;
  if (range === 'unsatisfiable')
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  const stream = await storage.open(key, range ?? undefined);
  if (!stream) return missing();
  if (range)
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(stream);
  return reply.header('content-length', size).send(stream);
}

/**
 * Serves stored files by their unguessable key (uploads, converted PDFs, unpacked packages),
 * with byte ranges so videos seek and PDFs load by parts.
 */
export function fileRoutes(opts: { storage: FileStorage; urls: FileUrls }) {
  return bind(fileServingEndpoints, {
    'GET /api/files/*': async ({ params, req, reply }) => {
      const key = params['*'];
      // Unpacked packages never run in the product's origin: only on theirs (package-origin.ts).
      if (key.startsWith('pkg/')) return notFoundEnvelope(req, reply);
      // Private files only with a valid signed address (file-urls.ts), refused like a missing file.
      const isPrivate = !isPublicKey(key);
      const savedAs = isPrivate ? opts.urls.verify(key, req.query) : null;
      if (isPrivate && savedAs === null) return notFoundEnvelope(req, reply);
      const size = await opts.storage.size(key);
      if (size === null) return notFoundEnvelope(req, reply);
      const ext = path.extname(key).slice(1).toLowerCase();
      reply
        .type(contentTypeOf(ext))
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header(
          'cache-control',
          isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable',
        );
      if (savedAs !== null) reply.header('content-disposition', privateDisposition(ext, savedAs));
      return sendStoredFile(opts.storage, key, size, req.headers.range, reply, () =>
        notFoundEnvelope(req, reply),
      );
    },
  });
}
