import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import type { ChangeEntry } from './change-log.ts';
import type { Actor } from './context.ts';
import { fail } from './errors.ts';
import { changePublication, type Publication } from './publishing.ts';

type Row = { id: number; status: string; name: string; companyId: number };

const actor = { userId: 1, companyId: 7, account: 'admin' } as Actor;
const tx = {} as Db;

/** A kind over rows in memory; `written` and `logged` record what the change did. */
function kindOf(rows: Row[], extra: Partial<Publication<Row>> = {}) {
  const written: [number[], string][] = [];
  const logged: ChangeEntry[] = [];
  const kind: Publication<Row> = {
    entity: 'course',
    notFound: 'course.notExist',
    find: async (companyId, ids) =>
      rows.filter((r) => r.companyId === companyId && ids.includes(r.id)),
    title: (r) => r.name,
    setStatus: async (ids, status) => {
      written.push([ids, status]);
    },
    ...extra,
  };
  const record = async (
    _tx: unknown,
    _a: Actor,
    _ip: string,
    e: ChangeEntry | readonly ChangeEntry[],
  ) => {
    logged.push(...(Array.isArray(e) ? e : [e]));
  };
  return { kind, written, logged, change: { actor, ip: '10.0.0.1', record } };
}

const key = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { ref?: string }) => e.ref,
  );

describe('changePublication', () => {
  const rows: Row[] = [
    { id: 1, status: 'draft', name: 'A', companyId: 7 },
    { id: 2, status: 'published', name: 'B', companyId: 7 },
    { id: 3, status: 'draft', name: 'C', companyId: 8 },
  ];

  it('writes the status once per id and one log entry of the same form per row', async () => {
    const { kind, written, logged, change } = kindOf(rows);
    await changePublication(tx, change, kind, [1, 2, 1], 'published');
    expect(written).toEqual([[[1, 2], 'published']]);
    expect(logged).toEqual([
      {
        action: 'publish',
        entity: 'course',
        entityId: 1,
        summary: 'A',
        before: { status: 'draft' },
        after: { status: 'published' },
      },
      {
        action: 'publish',
        entity: 'course',
        entityId: 2,
        summary: 'B',
        before: { status: 'published' },
        after: { status: 'published' },
      },
    ]);
  });

  it('refuses in one order: unknown or another company, the status it has, then the kind checks', async () => {
    const strict = {
      sameStatus: { published: 'course.alreadyPublished', notPublished: 'course.notPublished' },
      check: async () => {
        throw fail('course.noResources');
      },
    } as const;
    const run = (ids: number[], status: 'published' | 'unpublished') => {
      const { kind, written, change } = kindOf(rows, strict);
      return { refused: key(changePublication(tx, change, kind, ids, status)), written };
    };
    expect(await run([1, 3], 'published').refused).toBe('course.notExist');
    expect(await run([2], 'published').refused).toBe('course.alreadyPublished');
    expect(await run([1], 'unpublished').refused).toBe('course.notPublished');
    const last = run([1], 'published');
    expect(await last.refused).toBe('course.noResources');
    expect(last.written).toEqual([]);
  });
});
