import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { createFreshDatabase, openTestDatabase } from '../../../test/fresh-database.ts';
import { buildCompany, buildDepartment, buildUser } from '../../../test/builders.ts';
import { createGroupCommit } from '../../core/group-commit.ts';
import { createLearningRepository } from './learning.repository.ts';
import { learningCourseProgress, learningPlays } from './learning.schema.ts';

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

/**
 * The beats of one group-commit batch share their statements (core/group-commit.ts): one lock
 * for every learner's play and one write for all their progress, plays and courses.
 */
describe('learning repository: the beats of a batch', () => {
  let database: Database;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ database, close } = await openTestDatabase());
  });
  afterAll(async () => {
    await close?.();
  });

  it('locks, reads and writes several learners’ beats in one statement each, every answer its own', async () => {
    const { db } = database;
    const company = await buildCompany(db);
    const dept = await buildDepartment(db, company.id, 'Sales');
    const users = [];
    for (let i = 0; i < 3; i++)
      users.push(await buildUser(db, { companyId: company.id, departmentId: dept.id }));
    const [a, b, c] = users.map((u) => u.id) as [number, number, number];
    const earlier = new Date(Date.now() - 15_000);
    const seed = (resourceId: number) => ({
      playId: `play-${resourceId}`,
      courseId: 7,
      resourceId,
      lastBeatAt: earlier,
      closed: false,
    });
    const progress = (userId: number, resourceId: number, studiedSeconds: number, at: Date) => ({
      userId,
      resourceId,
      courseId: 7,
      companyId: company.id,
      state: 'studying',
      studiedSeconds,
      position: studiedSeconds / 2,
      furthest: studiedSeconds,
      completedAt: null,
      updatedAt: at,
    });
    // A and B have plays, progress and course records (B's course completed); C has nothing.
    await db.transaction(async (tx) => {
      const repo = createLearningRepository(tx);
      for (const [userId, resourceId] of [
        [a, 70],
        [b, 71],
      ] as const) {
        await repo.lockBeat(userId, resourceId, seed(resourceId));
        await repo.saveBeat(progress(userId, resourceId, 10, earlier), null, null);
      }
      await tx.insert(learningCourseProgress).values([
        { userId: a, courseId: 7, companyId: company.id, state: 'studying' },
        { userId: b, courseId: 7, companyId: company.id, state: 'completed' },
      ]);
    });

    const group = createGroupCommit(db);
    let runs = 0;
    const at = new Date();
    const beat = (userId: number, resourceId: number, touch: boolean) =>
      group.submit(async (tx) => {
        runs++;
        const repo = createLearningRepository(tx);
        const read = await repo.lockBeat(userId, resourceId, seed(resourceId));
        const before = read.progress?.studiedSeconds ?? 0;
        const saved = await repo.saveBeat(
          progress(userId, resourceId, before + 15, at),
          read.fresh ? null : { ...seed(resourceId), playId: `next-${userId}`, lastBeatAt: at },
          touch ? at : null,
        );
        return { fresh: read.fresh, before, ...saved };
      }, userId);
    const [ra, rb, rc] = await Promise.all([
      beat(a, 70, true),
      beat(b, 71, true),
      beat(c, 72, true),
    ]);
    // One batch, run once (a failed shared statement would have run it again in savepoints).
    expect(runs).toBe(3);
    expect([ra.fresh, ra.before, ra.progress.studiedSeconds, ra.courseState]).toEqual([
      false,
      10,
      25,
      'studying',
    ]);
    expect([rb.fresh, rb.before, rb.progress.studiedSeconds, rb.courseState]).toEqual([
      false,
      10,
      25,
      'completed',
    ]);
    // C's first beat: a new play, no course record to touch.
    expect([rc.fresh, rc.before, rc.progress.studiedSeconds, rc.courseState]).toEqual([
      true,
      0,
      15,
      null,
    ]);
    const plays = await db.select().from(learningPlays).orderBy(learningPlays.userId);
    expect(plays.map((p) => [p.userId, p.playId])).toEqual([
      [a, 'next-' + a],
      [b, 'next-' + b],
      [c, 'play-72'],
    ]);
    const courses = await db
      .select()
      .from(learningCourseProgress)
      .orderBy(learningCourseProgress.userId);
    expect(courses.map((r) => [r.userId, r.lastStudiedAt?.getTime()])).toEqual([
      [a, at.getTime()],
      [b, at.getTime()],
    ]);
  });
});
