import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RET, translateRef, type ApiEnvelope } from '@ascent/shared/errors';
import { DEFAULT_LOCALE, resolveLocale } from '@ascent/shared/i18n';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError } from './errors.ts';

export function ok<T>(data: T, msg = ''): ApiEnvelope<T> {
  return { ret: RET.OK, msg, data };
}

/** Fastify's own client-error codes, mapped to an HTTP status and a catalogue message. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'common.malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'common.malformedJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'common.bodyTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'common.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'common.parameterError'],
  FST_REQ_FILE_TOO_LARGE: [413, 'common.bodyTooLarge'],
  FST_FILES_LIMIT: [413, 'common.bodyTooLarge'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'common.unsupportedMediaType'],
};

/** A multipart body that cannot be read (no or bad boundary, cut short, broken part headers). */
export const malformedMultipart = () =>
  new AppError(RET.FAIL, 'common.malformedMultipart', undefined, null, 400);

/**
 * The multipart parser (busboy, under @fastify/multipart) reports a body it cannot read with
 * plain errors, no code: these are the client's fault, not the server's.
 */
const MULTIPART_PARSE_ERRORS =
  /^(Multipart: |Unexpected end of (multipart data|form)|.* terminated early due to unexpected end of multipart data|Malformed part header)/;

/**
 * Fastify's own replies before routing (a path with malformed percent-encoding, a path
 * parameter over the router's length limit) in the envelope, in the caller's language.
 */
export function frameworkErrorEnvelope(
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const locale = resolveLocale(request.headers['accept-language']);
  return reply
    .status(status)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send({ ret: RET.FAIL, msg: translateRef('common.parameterError', locale), data: null });
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or a query string too
 * large, a broken request line): the envelope all the same, in the default language, since no
 * header could be read. The connection is closed after it, as Node itself does.
 */
export function clientErrorEnvelope(
  this: FastifyInstance,
  err: Error & { code?: string },
  socket: Duplex,
) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({
    ret: RET.FAIL,
    msg: translateRef(status === 408 ? 'common.timeout' : 'common.parameterError', DEFAULT_LOCALE),
    data: null,
  });
  this.log.debug({ err }, 'client error before routing');
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(err);
}

/**
 * Every reply is the {ret, msg, data} envelope (decisions.md s.1): refusals with HTTP 200
 * and their ret code; malformed bodies 400/413/415; unknown paths 404; a bug 500 with no
 * stack trace in the reply.
 */
export function registerEnvelope(app: FastifyInstance) {
  app.setErrorHandler(
    (err: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
      if (err instanceof AppError) {
        return reply
          .status(err.httpStatus)
          .send({ ret: err.ret, msg: translateRef(err.ref, request.locale), data: err.data });
      }
      const mapped = err.code ? CLIENT_ERRORS[err.code] : undefined;
      if (mapped) {
        return reply
          .status(mapped[0])
          .send({ ret: RET.FAIL, msg: translateRef(mapped[1], request.locale), data: null });
      }
      if (!err.code && request.isMultipart() && MULTIPART_PARSE_ERRORS.test(err.message)) {
        request.log.info({ err }, 'malformed multipart body');
        const e = malformedMultipart();
        return reply
          .status(e.httpStatus)
          .send({ ret: e.ret, msg: translateRef(e.ref, request.locale), data: null });
      }
      if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        request.log.info({ err }, 'client error');
        return reply.status(err.statusCode).send({
          ret: RET.FAIL,
          msg: translateRef('common.parameterError', request.locale),
          data: null,
        });
      }
      request.log.error({ err }, 'unhandled error');
      return reply
        .status(500)
        .send({ ret: RET.FAIL, msg: translateRef('common.internal', request.locale), data: null });
    },
  );
}

export function notFoundEnvelope(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ ret: RET.FAIL, msg: translateRef('common.notFound', request.locale), data: null });
}
