import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import { startTestServer, type TestServer } from '../../test/http.ts';
import { createFreshDatabase } from '../../test/fresh-database.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../test/builders.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { recordChange } from '../modules/oplog/oplog.service.ts';
import type { Actor } from './context.ts';
import { wroteKey } from './read-your-writes.ts';

/**
 * The read replica (docs/decisions.md "Read replica"): a real streaming replica cannot be made
 * here, so a second database built from the same migrations stands for it, holding other rows
 * than the primary: which rows a list shows tells which database answered.
 */
const pgUrl = process.env.DATABASE_URL;

const actorOf = (companyId: number, userId: number, account: string): Actor => ({
  userId,
  companyId,
  account,
  sessionId: 'x',
  roles: ['admin'],
  isAdmin: true,
  departmentId: null,
  secrecyLevel: 50,
  mustChangePassword: false,
});

/** A company with two admins on the primary, and the same company on the "replica". */
async function seed(s: TestServer, replica: Database | null) {
  const company = await buildCompany(s.db);
  const writer = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
  const other = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
  await recordChange(s.db, actorOf(company.id, writer.id, writer.account), '', {
    action: 'update',
    entity: 'menu',
    summary: 'on the primary',
  });
  if (replica) {
    await buildCompany(replica.db, { id: company.id });
    await recordChange(replica.db, actorOf(company.id, writer.id, writer.account), '', {
      action: 'update',
      entity: 'menu',
      summary: 'on the replica',
    });
  }
  return {
    writer: { id: writer.id, token: (await s.api.login(writer.account, TEST_PASSWORD)).token },
    other: (await s.api.login(other.account, TEST_PASSWORD)).token,
  };
}

const summaries = async (api: TestServer['api'], token: string) => {
  const res = await api.post<TPage<TOperationLog>>(
    '/api/manage/oplog/list',
    { page: 1, pageSize: 50 },
    { token },
  );
  expect(res.body.ret).toBe(0);
  return res.body.data.list.map((l) => l.summary);
};

describe.skipIf(!pgUrl)('a read replica (DATABASE_READ_URL)', () => {
  let replicaDb: Awaited<ReturnType<typeof createFreshDatabase>>;
  let replica: Database;
  let s: TestServer;
  let people: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    replicaDb = await createFreshDatabase(pgUrl!, 'test_replica');
    replica = await openDatabase({ databaseUrl: replicaDb.url });
    // A window far longer than the test: it ends only when the test lets it run out.
    s = await startTestServer({
      DATABASE_READ_URL: replicaDb.url,
      DATABASE_READ_WINDOW_MS: '600000',
    });
    people = await seed(s, replica);
  });
  afterAll(async () => {
    await s?.close();
    await replica?.close();
    await replicaDb?.drop();
  });

  it('serves a long list from the replica, and reading it opens no window', async () => {
    expect(await summaries(s.api, people.writer.token)).toEqual(['on the replica']);
    expect(await summaries(s.api, people.writer.token)).toEqual(['on the replica']);
    expect(await s.state.get(wroteKey(people.writer.id))).toBeNull();
  });

  it('a refused call writes nothing and opens no window', async () => {
    const res = await s.api.post(
      '/api/manage/position/create',
      { name: '' },
      { token: people.writer.token },
    );
    expect(res.body.ret).not.toBe(0);
    expect(await summaries(s.api, people.writer.token)).toEqual(['on the replica']);
  });

  it('after a write, the writer reads the primary (on every process); others the replica', async () => {
    const created = await s.api.post(
      '/api/manage/position/create',
      { name: 'Replica engineer' },
      { token: people.writer.token },
    );
    expect(created.body.ret).toBe(0);
    // The writer's very next call sees the write, also through another process.
    const mine = await summaries(s.api, people.writer.token);
    expect(mine).toContain('on the primary');
    expect(mine).not.toContain('on the replica');
    expect(mine.length).toBe(2); // the position's entry and the seeded one
    const elsewhere = await s.anotherProcess();
    expect(await summaries(elsewhere, people.writer.token)).toEqual(mine);
    // Another person still reads the replica.
    expect(await summaries(s.api, people.other)).toEqual(['on the replica']);
    // Once the window runs out, the writer is back on the replica.
    await s.expireState(wroteKey(people.writer.id));
    expect(await summaries(s.api, people.writer.token)).toEqual(['on the replica']);
  });
});

describe.skipIf(!pgUrl)('without DATABASE_READ_URL', () => {
  let replicaDb: Awaited<ReturnType<typeof createFreshDatabase>>;
  let replica: Database;
  let s: TestServer;
  beforeAll(async () => {
    // The other database exists, with its own rows, but nothing names it.
    replicaDb = await createFreshDatabase(pgUrl!, 'test_replica');
    replica = await openDatabase({ databaseUrl: replicaDb.url });
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
    await replica?.close();
    await replicaDb?.drop();
  });

  it('everything reads the primary', async () => {
    expect(s.database.hasReplica).toBe(false);
    expect(s.database.reader).toBe(s.database.db);
    const people = await seed(s, replica);
    expect(await summaries(s.api, people.writer.token)).toEqual(['on the primary']);
    expect(await summaries(s.api, people.other)).toEqual(['on the primary']);
  });
});
