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

/** The operation-log entry of publishing or taking down one row. */
export function publishChange(
  entity: string,
  row: { id: number; title: string; status: string },
  published: boolean,
) {
  return {
    action: published ? 'publish' : 'unpublish',
    entity,
    entityId: row.id,
    summary: row.title,
    before: { status: row.status },
    after: { status: published ? 'published' : 'unpublished' },
  };
}
