import type { z } from 'zod';
import { RET, isMessageKey } from '@ascent/shared/errors';
import { AppError } from './errors.ts';

/**
 * Parses input with a shared zod schema. A failure becomes ret 1 with the first issue's
 * message (a catalogue ref, translated by the error handler) and the field it concerns.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  let ref = issue?.message ?? 'common.parameterError';
  if (issue?.code === 'unrecognized_keys')
    ref = `validation.unknownField|${JSON.stringify({ name: issue.keys.join(', ') })}`;
  // zod's own English defaults (wrong type etc.) are not catalogue refs: report a parameter error.
  if (!isMessageKey(ref.split('|')[0])) ref = 'common.parameterError';
  throw new AppError(RET.FAIL, ref, undefined, { field });
}
