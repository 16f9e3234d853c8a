import crypto from 'node:crypto';
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

/**
 * Shared definitions of recursive schemas (a tree's node refers to itself), hoisted from each
 * schema's `$defs` into `components.schemas` under a name from their content, so one shape is
 * one component however many endpoints use it, and the document is the same on every build.
 */
type Components = Map<string, JsonSchema>;

function schemaOf(components: Components, schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  delete json.$schema;
  const defs = json.$defs as Record<string, JsonSchema> | undefined;
  if (!defs) return json;
  delete json.$defs;
  // Local names (`__schema0`) become content-named components; references follow.
  const local = Object.keys(defs);
  const renamed = new Map(
    local.map((name) => [
      name,
      `Node_${crypto.createHash('sha256').update(JSON.stringify(defs[name])).digest('hex').slice(0, 10)}`,
    ]),
  );
  const rewrite = (text: string) =>
    text.replace(/"#\/\$defs\/([^"]+)"/g, (_, name: string) =>
      JSON.stringify(`#/components/schemas/${renamed.get(name) ?? name}`),
    );
  for (const name of local)
    components.set(
      renamed.get(name)!,
      JSON.parse(rewrite(JSON.stringify(defs[name]))) as JsonSchema,
    );
  return JSON.parse(rewrite(JSON.stringify(json))) as JsonSchema;
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
function parameters(
  components: Components,
  schema: z.ZodType | undefined,
  where: 'path' | 'query',
) {
  if (!schema) return [];
  const json = schemaOf(components, schema, 'input');
  const props = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => ({
    name: name === '*' ? WILDCARD : name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
  }));
}

/**
 * A file or stream answers its own content type, or a refusal in the envelope. A raw JSON
 * answer (the health check, this document) is any object: the envelope is one too.
 */
function rawContent(contentType: string) {
  if (/^application\/json\b/.test(contentType))
    return { [contentType]: { schema: { type: 'object' } } };
  return {
    [contentType]: { schema: { type: 'string', contentMediaType: contentType.split(';')[0] } },
    'application/json': { schema: { $ref: '#/components/schemas/Refusal' } },
  };
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
  const components: Components = new Map();
  for (const [name, def] of Object.entries(endpoints)) {
    const op: Record<string, unknown> = {
      operationId: name,
      summary: def.summary,
      tags: [tagOf(def.path)],
      parameters: [
        ...parameters(components, def.params, 'path'),
        ...parameters(components, def.query, 'query'),
      ],
    };
    if (def.auth !== 'public') op.security = [{ token: [] }];
    if (def.auth === 'admin' || def.auth === 'manager') op['x-auth'] = def.auth;
    if (def.body)
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(components, def.body, 'input') } },
      };
    if (def.xmlBody)
      op.requestBody = {
        required: true,
        content: { 'text/xml': { schema: { type: 'string' } } },
      };
    if (def.upload) {
      const fields = schemaOf(components, def.upload, 'input');
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
    const data: JsonSchema = def.output
      ? schemaOf(components, def.output, 'output')
      : { type: 'null' };
    const envelopeContent = { 'application/json': { schema: envelope(data) } };
    op.responses = {
      '200': def.raw
        ? {
            description: def.raw.description,
            content: rawContent(def.raw.contentType),
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
      schemas: {
        Refusal: REFUSAL,
        ...Object.fromEntries([...components].sort(([a], [b]) => a.localeCompare(b))),
      },
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
