import { z } from 'zod';
import type { EndpointDef } from '@ascent/shared/api';

/**
 * The OpenAPI 3.1 document, derived from the endpoint definitions (never written by hand).
 * Served at GET /api/openapi.json; `openapi.test.ts` validates it and fails when the committed
 * copy (docs/openapi.json) drifts from the definitions.
 */

type JsonSchema = Record<string, unknown>;

const ENVELOPE_DESCRIPTION =
  'Every answer is the envelope {ret, msg, data}: ret 0 is success; ret 1 a refusal with a ' +
  "message in the caller's language (Accept-Language); ret 2, 5 and 8 end the session; ret 7 " +
  'is not allowed (decisions.md s.1).';

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Success (ret 0 with the endpoint's data) or a refusal (any other ret, data as it says). */
function envelope(data: JsonSchema): JsonSchema {
  return {
    anyOf: [
      {
        type: 'object',
        required: ['ret', 'msg', 'data'],
        properties: { ret: { const: 0 }, msg: { type: 'string' }, data },
      },
      { $ref: '#/components/schemas/Refusal' },
    ],
  };
}

const REFUSAL: JsonSchema = {
  type: 'object',
  description: 'ret 1: a rule or input refused; 2, 5, 8: the session ended; 7: not allowed',
  required: ['ret', 'msg', 'data'],
  properties: { ret: { type: 'integer', not: { const: 0 } }, msg: { type: 'string' }, data: {} },
};

/** Path, query parameters of an object schema as OpenAPI parameters. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = schemaOf(schema, 'input');
  const props = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => ({
    name: name === '*' ? WILDCARD : name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
  }));
}

/** Fastify's trailing wildcard (`/api/files/*`) as a named path parameter. */
const WILDCARD = 'path';

/** `/api/study/face/:id/detail` -> `/api/study/face/{id}/detail` */
const openApiPath = (path: string) =>
  path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/\*$/, `/{${WILDCARD}}`);

/** The tag of an endpoint: its site and first path segment (`study/position`). */
function tagOf(path: string): string {
  const [, , site, first] = path.split('/');
  return `${site}/${first}`;
}

export function buildOpenApi(
  endpoints: Record<string, EndpointDef>,
  info: { version: string },
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, def] of Object.entries(endpoints)) {
    const op: Record<string, unknown> = {
      operationId: name,
      summary: def.summary,
      tags: [tagOf(def.path)],
      parameters: [...parameters(def.params, 'path'), ...parameters(def.query, 'query')],
    };
    if (def.auth !== 'public') op.security = [{ token: [] }];
    if (def.auth === 'admin') op['x-auth'] = 'admin';
    if (def.body)
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(def.body, 'input') } },
      };
    if (def.upload) {
      const fields = schemaOf(def.upload, 'input');
      const props = (fields.properties ?? {}) as Record<string, unknown>;
      op.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              ...fields,
              properties: {
                ...props,
                file: { type: 'string', contentMediaType: 'application/octet-stream' },
              },
            },
          },
        },
      };
    }
    const data: JsonSchema = def.output ? schemaOf(def.output, 'output') : { type: 'null' };
    const envelopeContent = { 'application/json': { schema: envelope(data) } };
    op.responses = {
      '200': def.raw
        ? {
            description: def.raw.description,
            content: {
              [def.raw.contentType]: {
                schema: { type: 'string', contentMediaType: def.raw.contentType },
              },
              'application/json': { schema: { $ref: '#/components/schemas/Refusal' } },
            },
          }
        : { description: ENVELOPE_DESCRIPTION, content: envelopeContent },
    };
    const path = openApiPath(def.path);
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = op;
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ascent API',
      version: info.version,
      description:
        'The learner site calls /api/study/*, the admin site /api/manage/*. ' +
        ENVELOPE_DESCRIPTION,
    },
    servers: [{ url: '/' }],
    components: {
      schemas: { Refusal: REFUSAL },
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'token <access token> from POST /api/study/accountLogin',
        },
      },
    },
    paths: sorted,
  };
}
