import { z } from 'zod';
import type { EndpointMethod } from './endpoint-name.ts';
export * from './endpoint-name.ts';

/**
 * Endpoints as data (decisions.md, "Routes as data"). Each call of the API is one definition:
 * method, path (the spec's path as written), auth level, the inputs' schemas and the output's.
 * The server binds a handler to each definition by name (`apps/server/src/core/endpoints.ts`),
 * the OpenAPI document and the route table are derived from them, and the apps' typed client
 * takes its request and response types from them (type-only: no schema reaches a browser
 * through the client).
 */

/**
 * public: no token; user: any signed-in user; admin: the administrator role too (ret 7);
 * manager: an administrator, or a unit manager or supervisor (MANAGER_ROLES), who sees their
 * own departments' figures (ret 7 for anyone else, the same refusal as admin).
 */
export type AuthLevel = 'public' | 'user' | 'admin' | 'manager';

/** The roles besides the administrator's that reach `manager` calls. */
export const MANAGER_ROLES: readonly string[] = ['unit_manager', 'supervisor'];
/** The content type of the xlsx workbooks the exports and import templates answer. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What an endpoint answers when it is not the JSON envelope: a file or a stream. */
export interface RawReply {
  /** The content type of a successful answer (errors are still the envelope). */
  contentType: string;
  description: string;
}

export interface EndpointDef {
  method: EndpointMethod;
  /** Fastify syntax (`:id`); the name of the endpoint is `${method} ${path}`. */
  path: string;
  auth: AuthLevel;
  /** One line for the OpenAPI document. */
  summary: string;
  /** Path parameters (`:id` and the like). */
  params?: z.ZodType;
  /** Query string parameters. */
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
  /** A multipart upload: the form fields besides the file (the handler reads both). */
  upload?: z.ZodType;
  /** The body is raw bytes (application/octet-stream, up to maxBytes): an upload's chunk. */
  octetStream?: { maxBytes: number };
  /** The body is XML text (text/xml or application/xml, up to maxBytes): a WeCom push. */
  xmlBody?: { maxBytes: number };
  /**
   * The JSON body is signed over its exact text (a Feishu push): read as text (up to maxBytes),
   * parsed for `body`, the text kept for the handler (server core/endpoints `rawBodyOf`).
   */
  signedJson?: { maxBytes: number };
  /** The envelope's `data` on success. Absent: `data` is null. */
  output?: z.ZodType;
  /** The answer is a file or a stream, not the envelope. */
  raw?: RawReply;
  /** Open to a session that must change its password first (the change and the shell). */
  beforePasswordChange?: boolean;
}

type Named<E extends EndpointDef> = `${E['method']} ${E['path']}`;

/** A definition, with its literal method and path kept for the name. */
export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

/** A group of definitions keyed by name (`POST /api/study/position/list`). */
export type EndpointGroup<L extends readonly EndpointDef[]> = {
  [E in L[number] as Named<E>]: E;
};

export function endpoints<const L extends readonly EndpointDef[]>(...defs: L): EndpointGroup<L> {
  const group: Record<string, EndpointDef> = {};
  for (const def of defs) {
    const name = `${def.method} ${def.path}`;
    if (group[name]) throw new Error(`endpoint ${name} is defined twice`);
    group[name] = def;
  }
  return group as EndpointGroup<L>;
}

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type In<S> = S extends z.ZodType ? z.input<S> : never;

/** What the caller sends: path parameters, query and body fields in one object. */
export type EndpointInput<E extends EndpointDef> = (E['params'] extends z.ZodType
  ? In<E['params']>
  : unknown) &
  (E['query'] extends z.ZodType ? In<E['query']> : unknown) &
  (E['body'] extends z.ZodType ? In<E['body']> : unknown);

/** The envelope's data a successful call answers. */
export type EndpointOutput<E extends EndpointDef> = E['output'] extends z.ZodType
  ? Out<E['output']>
  : null;

/** The parsed inputs a handler receives. */
export interface ParsedInput<E extends EndpointDef> {
  params: E['params'] extends z.ZodType ? Out<E['params']> : Record<string, never>;
  query: E['query'] extends z.ZodType ? Out<E['query']> : Record<string, never>;
  body: E['body'] extends z.ZodType ? Out<E['body']> : Record<string, never>;
}

/** One page of a list, as every paged call answers it. */
export const zPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** A date-time the API answers: ISO 8601 text. */
export const zIsoDate = z.string();
