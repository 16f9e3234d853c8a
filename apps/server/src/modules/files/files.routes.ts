import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { notFoundEnvelope } from '../../core/envelope.ts';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** Serves stored uploads by their unguessable key (avatars now). */
export const fileRoutes: FastifyPluginAsync<{ storage: FileStorage }> = async (app, opts) => {
  app.get('/api/files/*', { config: { auth: 'public' } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const stream = await opts.storage.open(key);
    if (!stream) return notFoundEnvelope(req, reply);
    const ext = path.extname(key).slice(1).toLowerCase();
    return reply
      .type(TYPES[ext] ?? 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(stream);
  });
};
