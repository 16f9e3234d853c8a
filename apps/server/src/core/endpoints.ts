import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Locale } from '@ascent/shared/i18n';
import { translate, type MessageKey } from '@ascent/shared/errors';
import type { z } from 'zod';
import type { EndpointDef, EndpointOutput, ParsedInput } from '@ascent/shared/api';
import { ok } from './envelope.ts';
import type { Actor } from './context.ts';
import { parseInput } from './validate.ts';
import { readUploadForm, type UploadForm, type UploadFormOptions } from './upload-form.ts';

/**
 * The one registrar of API endpoints (decisions.md, "Routes as data"). A module binds a handler
 * to each of its definitions by name; the registrar declares the route with the definition's
 * auth level (checked by the app's preHandler), parses params, query and body with the
 * definition's schemas (ret 1 with the first issue, in the caller's language), calls the
 * handler and wraps its answer in the envelope. When output checking is on (tests), an answer
 * that does not match the definition's output schema is a 500, so the OpenAPI document cannot
 * drift from what the server really answers.
 */

/** What a handler receives. `actor` is null only on public endpoints. */
export interface HandlerContext<E extends EndpointDef> extends ParsedInput<E> {
  actor: E['auth'] extends 'public' ? Actor | null : Actor;
  locale: Locale;
  ip: string;
  req: FastifyRequest;
  reply: FastifyReply;
  /** A multipart endpoint's file and its fields, parsed with the definition's `upload` schema. */
  upload: E['upload'] extends z.ZodType
    ? (options?: UploadFormOptions) => Promise<UploadForm<z.output<E['upload']>>>
    : never;
}

const ANSWER = Symbol('answer');

/** The exact text of a `signedJson` body, by request (the signature is over these bytes). */
const rawBodies = new WeakMap<FastifyRequest, string>();

/** The text a `signedJson` endpoint's body arrived as ('' for any other endpoint). */
export const rawBodyOf = (req: FastifyRequest): string => rawBodies.get(req) ?? '';

/** An answer with a success message (a catalogue key, translated into the caller's language). */
export interface Answer<T> {
  [ANSWER]: true;
  data: T;
  msg: MessageKey;
  msgParams?: Record<string, string | number>;
}

export function answer<T>(
  data: T,
  msg: MessageKey,
  msgParams?: Record<string, string | number>,
): Answer<T> {
  return { [ANSWER]: true, data, msg, msgParams };
}

const isAnswer = (v: unknown): v is Answer<unknown> =>
  typeof v === 'object' && v !== null && ANSWER in v;

type Result<E extends EndpointDef> = E['raw'] extends object
  ? FastifyReply
  : EndpointOutput<E> | Answer<EndpointOutput<E>>;

export type Handler<E extends EndpointDef> = (ctx: HandlerContext<E>) => Promise<Result<E>>;

/** The handlers of a group of definitions, one per name: none missing, none extra. */
export type Handlers<G extends Record<string, EndpointDef>> = {
  [K in keyof G]: Handler<G[K]>;
};

export interface BoundEndpoint {
  name: string;
  def: EndpointDef;
  handler: Handler<EndpointDef>;
}

/** Binds handlers to definitions. The result is registered with `registerEndpoints`. */
export function bind<G extends Record<string, EndpointDef>>(
  group: G,
  handlers: Handlers<G>,
): BoundEndpoint[] {
  return Object.entries(group).map(([name, def]) => {
    const handler = (handlers as Record<string, Handler<EndpointDef>>)[name];
    if (!handler) throw new Error(`no handler for ${name}`);
    return { name, def, handler };
  });
}

export interface RegisterOptions {
  /** Check every answer against its definition's output schema (on in tests). */
  checkOutputs: boolean;
}

const EMPTY = Object.freeze({}) as Record<string, never>;

function parsed(schema: unknown, value: unknown) {
  return schema ? parseInput(schema as never, value) : EMPTY;
}

/** Registers bound endpoints on the app: the only place routes of /api are declared. */
export async function registerEndpoints(
  app: FastifyInstance,
  bound: BoundEndpoint[],
  options: RegisterOptions,
) {
  for (const one of bound) {
    const { octetStream, xmlBody, signedJson } = one.def;
    // Raw bytes: their own content type, up to the definition's limit, on that route only.
    if (octetStream)
      await app.register(async (raw) => {
        raw.addContentTypeParser(
          'application/octet-stream',
          { parseAs: 'buffer', bodyLimit: octetStream.maxBytes },
          (_req, body, done) => done(null, body),
        );
        declare(raw, one, options);
      });
    // XML text (a suite's push), likewise: the handler reads it as a string.
    else if (xmlBody)
      await app.register(async (raw) => {
        raw.addContentTypeParser(
          ['text/xml', 'application/xml'],
          { parseAs: 'string', bodyLimit: xmlBody.maxBytes },
          (_req, body, done) => done(null, body),
        );
        declare(raw, one, options);
      });
    // JSON signed over its exact text (a Feishu push): kept as text, parsed as JSON alike.
    else if (signedJson)
      await app.register(async (raw) => {
        raw.addContentTypeParser(
          'application/json',
          { parseAs: 'string', bodyLimit: signedJson.maxBytes },
          (req, body, done) => {
            const text = String(body);
            if (text === '') return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
            try {
              const parsedBody: unknown = JSON.parse(text);
              rawBodies.set(req, text);
              done(null, parsedBody);
            } catch {
              done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
            }
          },
        );
        declare(raw, one, options);
      });
    else declare(app, one, options);
  }
}

function declare(
  app: FastifyInstance,
  { name, def, handler }: BoundEndpoint,
  options: RegisterOptions,
) {
  app.route({
    method: def.method,
    url: def.path,
    config: { auth: def.auth, beforePasswordChange: def.beforePasswordChange ?? false },
    handler: async (req, reply) => {
      const ctx: HandlerContext<EndpointDef> = {
        params: parsed(def.params, req.params),
        query: parsed(def.query, req.query),
        body:
          def.octetStream || def.xmlBody
            ? EMPTY
            : parsed(def.body, req.isMultipart() ? {} : req.body),
        actor: req.actor as Actor,
        locale: req.locale,
        ip: req.ip,
        req,
        reply,
        upload: ((options?: UploadFormOptions) => {
          if (!def.upload) throw new Error(`${name} declares no upload`);
          return readUploadForm(req, def.upload, options);
        }) as never,
      };
      const result = await handler(ctx);
      if (def.raw) return result;
      const data = isAnswer(result) ? result.data : result;
      if (options.checkOutputs) checkOutput(name, def, data);
      const msg = isAnswer(result) ? translate(result.msg, req.locale, result.msgParams) : '';
      return ok(data ?? null, msg);
    },
  });
}

function checkOutput(name: string, def: EndpointDef, data: unknown) {
  if (!def.output) {
    if (data !== null && data !== undefined)
      throw new Error(`${name} answered data but declares no output`);
    return;
  }
  const checked = def.output.safeParse(data);
  if (!checked.success)
    throw new Error(
      `${name} answered data its output schema refuses: ${JSON.stringify(checked.error.issues.slice(0, 3))}`,
    );
}
