import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import type { MessageKey } from '@ascent/shared/errors';
import { fail } from './errors.ts';
import { parseInput } from './validate.ts';

/** A multipart upload's file (not yet read) and its text fields, parsed. */
export interface UploadForm<F> {
  file: MultipartFile;
  fields: F;
}

export interface UploadFormOptions {
  /** Limits of this upload (@fastify/multipart's, e.g. `{ fileSize, files: 1 }`). */
  limits?: { fileSize?: number; files?: number };
  /** The refusal when no file comes (default `upload.failed`). */
  missing?: MessageKey;
}

/**
 * Reads a multipart upload the one way (an endpoint's `upload` definition): the file part and
 * the text fields sent before it, a field the form lacks taken from the query string (clients
 * that send the file first), all parsed with the definition's schema. A refusal drains the file
 * so the connection stays usable; so must a handler that refuses after this.
 */
export async function readUploadForm<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
  options: UploadFormOptions = {},
): Promise<UploadForm<z.output<S>>> {
  const file = req.isMultipart()
    ? await req.file(options.limits ? { limits: options.limits } : undefined)
    : undefined;
  if (!file) throw fail(options.missing ?? 'upload.failed');
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string')
      fields[name] = field.value;
  }
  for (const [name, value] of Object.entries(req.query as Record<string, unknown>))
    if (fields[name] === undefined && typeof value === 'string') fields[name] = value;
  try {
    return { file, fields: parseInput(schema, fields) };
  } catch (err) {
    file.file.resume();
    throw err;
  }
}
