import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { createFreshDatabase } from '../../../test/fresh-database.ts';
import { buildCompany, buildDepartment, buildUser } from '../../../test/builders.ts';
import { createLearningRepository } from './learning.repository.ts';

/**
 * A beat's reads (lockBeat) on PostgreSQL, where another process's beat of the same learner
 * may hold the play row: the progress it wrote must be seen once the lock is had.
 */
describe.runIf(process.env.DATABASE_URL)('learning repository on PostgreSQL', () => {
  let first: Database;
  let second: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await createFreshDatabase(process.env.DATABASE_URL!);
    drop = fresh.drop;
    first = await openDatabase({ databaseUrl: fresh.url });
    // Another pool on the same database stands for another process.
    second = await openDatabase({ databaseUrl: fresh.url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
  });

  it('reads the progress written by the beat whose lock it waited for', async () => {
    const company = await buildCompany(first.db);
    const dept = await buildDepartment(first.db, company.id, 'Sales');
    const user = await buildUser(first.db, { companyId: company.id, departmentId: dept.id });
    const seed = {
      playId: 'play-a',
      courseId: 7,
      resourceId: 70,
      lastBeatAt: new Date(Date.now() - 15_000),
      closed: false,
    };
    const progress = (studiedSeconds: number, at: Date) => ({
      userId: user.id,
      resourceId: 70,
      courseId: 7,
      companyId: company.id,
      state: 'studying',
      studiedSeconds,
      position: 0,
      furthest: 0,
      completedAt: null,
      updatedAt: at,
    });
    // The learner's play and 10 s of study, stored.
    await first.db.transaction(async (tx) => {
      const repo = createLearningRepository(tx);
      expect((await repo.lockBeat(user.id, 70, seed)).fresh).toBe(true);
      await repo.saveBeat(progress(10, seed.lastBeatAt), null, null);
    });

    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const lockedByA = new Promise<void>((r) => (locked = r));
    // Beat A (this process) holds the play and writes 25 s; beat B (the other) waits for it.
    const a = first.db.transaction(async (tx) => {
      const repo = createLearningRepository(tx);
      const mine = await repo.lockBeat(user.id, 70, seed);
      expect(mine.progress?.studiedSeconds).toBe(10);
      const at = new Date();
      await repo.saveBeat(progress(25, at), { ...seed, lastBeatAt: at }, null);
      locked();
      await held;
    });
    await lockedByA;
    const b = second.db.transaction((tx) =>
      createLearningRepository(tx).lockBeat(user.id, 70, seed),
    );
    // B's statement has begun (and seen the 10 s) and waits for A's lock.
    await new Promise((r) => setTimeout(r, 300));
    release();
    await a;
    const seen = await b;
    expect(seen.fresh).toBe(false);
    expect(seen.progress?.studiedSeconds).toBe(25);
  });
});
