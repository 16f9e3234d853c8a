import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createJobQueue, type JobQueue } from '../../infra/jobs/job-queue.ts';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser } from '../../../test/builders.ts';
import { imports } from './import.schema.ts';
import { IMPORT_QUEUE } from './import.service.ts';
import { createImportSweeper, IMPORT_KEEP_DAYS } from './import.sweep.ts';

const quiet = { warn: () => undefined, error: () => undefined };
const DAY = 24 * 3600_000;

describe('the import sweep', () => {
  let s: TestServer;
  // A second handle on the job queue that runs nothing: it queues and looks up jobs only.
  let queue: JobQueue;
  let companyId: number;
  let userId: number;

  beforeAll(async () => {
    s = await startTestServer();
    queue = createJobQueue({
      database: s.database,
      settings: { work: false, pollMs: 500 },
      log: quiet,
    });
    queue.define(IMPORT_QUEUE, async () => undefined);
    await queue.start();
    companyId = (await buildCompany(s.db)).id;
    userId = (await buildUser(s.db, { companyId, roles: ['admin'] })).id;
  });
  afterAll(async () => {
    await queue.stop();
    await s.close();
  });

  const sweeper = () =>
    createImportSweeper({
      db: s.db,
      storage: s.storage,
      pending: (importId) => queue.pending(IMPORT_QUEUE, { importId }),
    });

  /** An import row as the upload records it, with a stored sheet unless told otherwise. */
  async function anImport(values: Partial<typeof imports.$inferInsert> = {}) {
    const stored =
      'fileKey' in values
        ? null
        : await s.storage.put(Readable.from([Buffer.from('PK sheet')]), {
            ext: 'xlsx',
            folder: 'imports',
            maxBytes: 100,
          });
    const [row] = await s.db
      .insert(imports)
      .values({
        companyId,
        userId,
        kind: 'user',
        actor: {
          userId,
          companyId,
          account: 'a',
          roles: ['admin'],
          isAdmin: true,
          departmentId: null,
          secrecyLevel: 50,
          mustChangePassword: false,
        },
        ip: '127.0.0.1',
        locale: 'en-US',
        target: {},
        filename: 'users.xlsx',
        fileKey: stored?.key ?? null,
        ...values,
      })
      .returning();
    return row!;
  }
  const stateOf = async (id: number) =>
    (await s.db.select().from(imports).where(eq(imports.id, id)))[0];

  it('fails an import whose job has ended without finishing it, and leaves a waiting one', async () => {
    const ago = new Date(Date.now() - 5 * 60_000);
    const orphan = await anImport({ state: 'running', createdAt: ago });
    const waiting = await anImport({ state: 'queued', createdAt: ago });
    await queue.send(
      IMPORT_QUEUE,
      { importId: waiting.id, companyId },
      { startAfterSeconds: 3600 },
    );
    // Just started: its job is queued in the same transaction, the sweep gives it a minute.
    const fresh = await anImport({ state: 'queued' });

    const swept = await sweeper().sweep();
    expect(swept.failed).toBe(1);
    expect(await stateOf(orphan.id)).toMatchObject({ state: 'failed', message: 'import.failed' });
    expect((await stateOf(waiting.id))!.state).toBe('queued');
    expect((await stateOf(fresh.id))!.state).toBe('queued');
    // The failed one's sheet goes on the next sweep, with the other finished ones'.
    expect((await sweeper().sweep()).failed).toBe(0);
    expect(await s.storage.size(orphan.fileKey!)).toBeNull();
    expect((await stateOf(orphan.id))!.fileKey).toBeNull();
  });

  it('removes the sheets finished imports left behind, and old imports with their reports', async () => {
    const left = await anImport({ state: 'done', message: 'x', finishedAt: new Date() });
    expect(await s.storage.size(left.fileKey!)).toBeGreaterThan(0);
    const old = await anImport({
      state: 'done',
      fileKey: null,
      finishedAt: new Date(Date.now() - (IMPORT_KEEP_DAYS + 1) * DAY),
    });
    const recent = await anImport({
      state: 'failed',
      fileKey: null,
      finishedAt: new Date(Date.now() - (IMPORT_KEEP_DAYS - 1) * DAY),
    });

    const swept = await sweeper().sweep();
    expect(swept.sheets).toBeGreaterThanOrEqual(1);
    expect(swept.removed).toBe(1);
    expect(await s.storage.size(left.fileKey!)).toBeNull();
    expect((await stateOf(left.id))!.fileKey).toBeNull();
    expect(await stateOf(old.id)).toBeUndefined();
    expect((await stateOf(recent.id))!.state).toBe('failed');
  });
});
