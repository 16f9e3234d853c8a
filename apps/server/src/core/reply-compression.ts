import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * On-the-fly compression of API replies (issue 14): a JSON reply of at least `MIN_BYTES` goes
 * out brotli (quality 4: fast, still well below gzip's size) or gzip, whichever the request's
 * Accept-Encoding prefers. Nothing else is touched: the sites' files are precompressed at
 * build (core/static-site.ts), downloads and package files go out as they are, and a reply
 * that already has a content encoding or is a byte range is left alone.
 */
export const MIN_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

function compress(encoding: (typeof ENCODINGS)[number], body: Buffer): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.gzipSync(body, { level: 6 });
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const value = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(value))
    reply.header('vary', value ? `${value}, accept-encoding` : 'accept-encoding');
}

export function registerReplyCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (reply.getHeader('content-encoding') !== undefined || reply.statusCode === 206)
      return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < MIN_BYTES) return payload;
    addVary(reply);
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? negotiate(accepted.toLowerCase(), [...ENCODINGS]) : null;
    if (!encoding) return payload;
    const compressed = compress(encoding, body);
    reply.header('content-encoding', encoding);
    reply.header('content-length', compressed.length);
    return compressed;
  });
}
