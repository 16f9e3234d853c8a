import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { TScopeDepartment } from '@ascent/shared/dashboard';
import { startTestServer, type TestServer } from '../../test/http.ts';
import { createFreshDatabase } from '../../test/fresh-database.ts';
import {
  buildCompany,
  buildCourse,
  buildDepartment,
  buildUser,
  TEST_PASSWORD,
} from '../../test/builders.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createOperationLogRepository } from '../modules/oplog/oplog.repository.ts';
import { wroteKey } from './read-your-writes.ts';

/**
 * The read replica (docs/decisions.md "Read replica"): a real streaming replica cannot be made
 * here, so a second database built from the same migrations stands for it, holding other rows
 * than the primary: which rows a list shows tells which database answered.
 */
const pgUrl = process.env.DATABASE_URL;

/** An entry of the operation log, written straight to one database. */
const logEntry = (db: Database['db'], companyId: number, summary: string) =>
  createOperationLogRepository(db).insert([
    { companyId, actorId: 0, actorAccount: 'seed', action: 'update', entity: 'menu', summary },
  ]);

/** The stand-in replica: a fresh database from the same migrations, with a handle to fill it. */
async function makeReplica() {
  const made = await createFreshDatabase(pgUrl!, 'test_replica');
  const database = await openDatabase({ databaseUrl: made.url });
  return {
    url: made.url,
    db: database.db,
    async drop() {
      await database.close();
      await made.drop();
    },
  };
}
type Replica = Awaited<ReturnType<typeof makeReplica>>;

/** A company with two admins on the primary, and the same company on the "replica". */
async function seed(s: TestServer, replica: Replica) {
  const company = await buildCompany(s.db);
  const writer = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
  const other = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
  await logEntry(s.db, company.id, 'on the primary');
  await buildDepartment(s.db, company.id, 'Sales on the primary');
  await buildCompany(replica.db, { id: company.id });
  await buildDepartment(replica.db, company.id, 'Sales on the replica');
  await logEntry(replica.db, company.id, 'on the replica');
  const learner = await buildUser(s.db, { companyId: company.id });
  const course = await buildCourse(s.db, { companyId: company.id });
  return {
    learner: learner.id,
    course: course.id,
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

/** The dashboard's report filter: its departments' names. */
const departments = async (api: TestServer['api'], token: string) => {
  const res = await api.post<TScopeDepartment[]>(
    '/api/manage/dashboard/departments',
    {},
    { token },
  );
  expect(res.body.ret).toBe(0);
  return res.body.data.map((d) => d.name);
};

describe.skipIf(!pgUrl)('a read replica (DATABASE_READ_URL)', () => {
  let replica: Replica;
  let s: TestServer;
  let people: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    replica = await makeReplica();
    // A window far longer than the test: it ends only when the test lets it run out.
    s = await startTestServer({
      DATABASE_READ_URL: replica.url,
      DATABASE_READ_WINDOW_MS: '600000',
    });
    people = await seed(s, replica);
  });
  afterAll(async () => {
    await s?.close();
    await replica?.drop();
  });

  it('serves reports and long lists from the replica, and reading them opens no window', async () => {
    expect(await summaries(s.api, people.writer.token)).toEqual(['on the replica']);
    expect(await departments(s.api, people.writer.token)).toEqual(['Sales on the replica']);
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
    expect(await departments(s.api, people.writer.token)).toEqual(['Sales on the primary']);
    const elsewhere = await s.anotherProcess();
    expect(await summaries(elsewhere, people.writer.token)).toEqual(mine);
    // Another person still reads the replica.
    expect(await summaries(s.api, people.other)).toEqual(['on the replica']);
    expect(await departments(s.api, people.other)).toEqual(['Sales on the replica']);
    // Once the window runs out, the writer is back on the replica.
    await s.expireState(wroteKey(people.writer.id));
    expect(await summaries(s.api, people.writer.token)).toEqual(['on the replica']);
  });

  it("a programme's progress report: its learners from the replica, the writer's from the primary", async () => {
    const manage = <T>(action: string, body: unknown, token: string) =>
      s.api.post<T>(`/api/manage/programme/${action}`, body, { token });
    const saved = await manage<{ id: number }>(
      'save',
      {
        kind: 'project',
        name: 'Replica week',
        startAt: null,
        endAt: null,
        stages: [{ name: 'One', items: [{ itemType: 2, refId: people.course, compulsory: true }] }],
      },
      people.writer.token,
    );
    expect(saved.body.ret).toBe(0);
    const programmeId = saved.body.data.id;
    const added = await manage(
      'members/add',
      { programmeId, userIds: [people.learner] },
      people.writer.token,
    );
    expect(added.body.ret).toBe(0);
    const learners = async (token: string) => {
      const res = await manage<TPage<{ userId: number }>>(
        'report/learners',
        { programmeId },
        token,
      );
      expect(res.body.ret).toBe(0);
      return res.body.data.list.map((l) => l.userId);
    };
    // The programme and who may read it are the primary's; its members are not on the replica.
    expect(await learners(people.writer.token)).toEqual([people.learner]);
    expect(await learners(people.other)).toEqual([]);
  });
});

describe.skipIf(!pgUrl)('without DATABASE_READ_URL', () => {
  let replica: Replica;
  let s: TestServer;
  beforeAll(async () => {
    // The other database exists, with its own rows, but nothing names it.
    replica = await makeReplica();
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
    await replica?.drop();
  });

  it('everything reads the primary', async () => {
    expect(s.database.hasReplica).toBe(false);
    expect(s.database.reader).toBe(s.database.db);
    const people = await seed(s, replica);
    expect(await summaries(s.api, people.writer.token)).toEqual(['on the primary']);
    expect(await summaries(s.api, people.other)).toEqual(['on the primary']);
    expect(await departments(s.api, people.other)).toEqual(['Sales on the primary']);
  });
});

describe.skipIf(!pgUrl)('a read replica that does not answer', () => {
  let replica: Replica;
  let s: TestServer;
  beforeAll(async () => {
    replica = await makeReplica();
    // Nothing listens on port 1: the lag guard finds the replica unreachable.
    s = await startTestServer({ DATABASE_READ_URL: 'postgres://postgres@127.0.0.1:1/none' });
  });
  afterAll(async () => {
    await s?.close();
    await replica?.drop();
  });

  it('leaves it alone: everyone reads the primary', async () => {
    expect(s.database.hasReplica).toBe(true);
    expect(s.database.replicaUsable()).toBe(false);
    const people = await seed(s, replica);
    expect(await summaries(s.api, people.other)).toEqual(['on the primary']);
    expect(await departments(s.api, people.writer.token)).toEqual(['Sales on the primary']);
  });
});
