import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RET, translateRef, type ApiEnvelope } from '@ascent/shared/errors';
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
