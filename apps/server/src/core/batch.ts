import type { MessageKey } from '@ascent/shared/errors';
import { fail } from './errors.ts';

/**
 * A batch action over ids is all or nothing: the rows of `ids` (each id once), or `notFound`
 * when one of them is missing (or not the company's, which `find` decides).
 */
export async function requireAll<R>(
  ids: readonly number[],
  find: (unique: number[]) => Promise<R[]>,
  notFound: MessageKey,
): Promise<{ unique: number[]; rows: R[] }> {
  const unique = [...new Set(ids)];
  const rows = await find(unique);
  if (rows.length !== unique.length) throw fail(notFound);
  return { unique, rows };
}
