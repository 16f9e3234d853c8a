import type { TPage } from '@ascent/shared/admin';
import { ITEM_TYPE, type LearningState } from '@ascent/shared/course';
import {
  SCORM_CMI_MAX_BYTES,
  type LedgerKind,
  type TCourseProgress,
  type TLearningReport,
  type TLearningReportResult,
  type TLedgerPage,
  type TLedgerTotals,
  type TMinePage,
  type TMyCourse,
  type TMyCourseQuery,
  type TRankPage,
  type TRankQuery,
  type TResourceProgress,
  type TScormRef,
  type TScormSave,
} from '@ascent/shared/learning';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { createTtlCache, SETTINGS_CACHE_MS } from '../../core/ttl-cache.ts';
import { createGroupCommit } from '../../core/group-commit.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { ItemEvents, ItemSources, SignupRegistry } from '../../core/learning-items.ts';
import type { Access } from '../../core/access.ts';
import type { CourseReader, CourseRules } from '../course/course.reader.ts';
import type { CourseSummaries } from '../course/course.summaries.ts';
import type { PeopleDirectory } from '../user/people-directory.ts';
import { createLearningRepository, type ResourceProgressRow } from './learning.repository.ts';
import {
  toLedgerEntry,
  toMyCourse,
  toResourceProgress,
  type LedgerRuleNow,
} from './learning.mapper.ts';
import { courseStatus, decideBeat, nextFurthest, resourceCompleted } from './learning.rules.ts';
import type { CompanyClock } from '../../core/company-clock.ts';
import { dayOf } from '@ascent/shared/time';
import { earningRuleKey } from '@ascent/shared/earning';
import { ITEM_KIND_OF_TYPE, type LearningItemType } from '@ascent/shared/task';

export interface LearningDeps {
  db: Db;
  courses: CourseReader;
  summaries: CourseSummaries;
  people: Pick<PeopleDirectory, 'cards'>;
  /** Issue 6: 'course completed' events; the item sources name a ledger row's item. */
  items: { events: ItemEvents; sources?: ItemSources };
  /** The learner's scope and the course's visibility (audience, else a programme's grant). */
  access: Access;
  /** Issue 6 (signup): a requiresSignup course opens to a learner enrolled by its sign-up. */
  signups?: Pick<SignupRegistry, 'lookup'>;
  /** The company's day, week and month: the rankings' periods. */
  clock: CompanyClock;
  /** The company's earning rules (earning module), for what each ledger row's rule says now. */
  earningRules?: (
    companyId: number,
  ) => Promise<(LedgerRuleNow & { action: string; kind: string })[]>;
  /** The server's clock (tests may move it). */
  now?: () => Date;
}

type Resource = CourseRules['chapters'][number]['resources'][number];

export function createLearningService(deps: LearningDeps) {
  const now = deps.now ?? (() => new Date());
  const repo = createLearningRepository(deps.db);
  // Heartbeats are the hottest write: many run in one transaction, each in a savepoint of its
  // own and acknowledged only after the commit (core/group-commit.ts).
  const beats = createGroupCommit(deps.db);
  // Heartbeats (every 15 s of every open player) reuse a course's rules (the course reader's
  // cache, dropped in every process when the course changes) and the learner's access for a
  // few seconds, like company settings; the explicit permission check and the progress call
  // always read them fresh.
  const beatAccess = createTtlCache<string, boolean>(SETTINGS_CACHE_MS);
  const readRules = (companyId: number, courseId: number, cached: boolean) =>
    cached
      ? deps.courses.cachedRules(companyId, courseId)
      : deps.courses.rules(companyId, courseId);
  // Rankings sum a period of the ledger per learner: each company's pages are reused for a
  // minute (the learner's own line is always fresh).
  const rankPages = createTtlCache<string, { userId: number; hours: string }[]>(60_000);
  // The course's audience, else a programme the learner is enrolled in that holds the course.
  const mayAccess = async (actor: Actor, courseId: number) =>
    deps.access.canSee(deps.db, await deps.access.learner(actor), 'course', { id: courseId });

  /**
   * May this learner study this course now? Throws the spec's messages (s.8) in order: not
   * exist (or another company's), not accessible (taken down), no permission (secrecy,
   * audience), not begun, over, precondition unmet, needs sign-up.
   */
  async function checkPermission(
    actor: Actor,
    courseId: number,
    cached = false,
  ): Promise<CourseRules> {
    const rules = await readRules(actor.companyId, courseId, cached);
    if (!rules || rules.status === 'draft') throw fail('course.notExist');
    if (rules.status !== 'published') throw fail('learning.courseNotAccessible');
    const visible = cached
      ? await beatAccess.get(`${actor.userId}:${courseId}`, () => mayAccess(actor, courseId))
      : await mayAccess(actor, courseId);
    if (!visible) throw fail('course.noPermission');
    const at = now();
    if (rules.startAt && at < rules.startAt) throw fail('learning.courseNotBegun');
    if (rules.endAt && at > rules.endAt) throw fail('learning.courseOver');
    // The learner's record matters only to a prerequisite or a sign-up (most courses have
    // neither: a heartbeat then reads nothing more here).
    const enrolment =
      rules.prerequisiteId || rules.requiresSignup
        ? await repo.courseProgress(actor.userId, courseId)
        : null;
    // The prerequisite and the sign-up are asked once: a learner who has begun keeps going.
    if (!enrolment) {
      if (rules.prerequisiteId) {
        const pre = await repo.courseProgress(actor.userId, rules.prerequisiteId);
        if (pre?.state !== 'completed') {
          const title =
            (await deps.summaries.of(actor.companyId, [rules.prerequisiteId])).get(
              rules.prerequisiteId,
            )?.title ?? '';
          throw fail('learning.preconditionUnmet', { title });
        }
      }
    }
    if (
      rules.requiresSignup &&
      enrolment?.signup !== 'accepted' &&
      (await deps.signups?.lookup(deps.db, actor.companyId, 'course', courseId, actor.userId))
        ?.mine !== 'enrolled'
    )
      throw fail('learning.needsSignup');
    return rules;
  }

  function findResource(rules: CourseRules, resourceId: number) {
    for (const [index, ch] of rules.chapters.entries()) {
      const r = ch.resources.find((x) => x.resourceId === resourceId);
      if (r) return { resource: r, chapterIndex: index };
    }
    throw fail('learning.resourceNotFound');
  }

  function statusOf(rules: CourseRules, rows: ResourceProgressRow[]) {
    const byId = new Map(rows.map((r) => [r.resourceId, r]));
    const stateOf = (id: number) => (byId.get(id)?.state as LearningState) ?? 'notStarted';
    return { ...courseStatus(rules, stateOf), byId };
  }

  /** Refuses a resource in a chapter that learn-in-sequence still locks. */
  function checkUnlocked(rules: CourseRules, rows: ResourceProgressRow[], chapterIndex: number) {
    if (!rules.learnInSequence) return;
    const status = statusOf(rules, rows);
    if (status.chapters[chapterIndex]?.locked) throw fail('learning.previousChapter');
  }

  function emptyProgress(resourceId: number): TResourceProgress {
    return { resourceId, state: 'notStarted', studiedSeconds: 0, position: 0, furthest: 0 };
  }

  // The day each learner was last marked active in this process: the beats after the first of
  // a day skip the insert. It is set only once the transaction that marked the day has
  // committed (a rolled-back beat must leave the day to the next one).
  const markedOn = new Map<number, string>();
  /**
   * Marks the learner active on the company's day of `at` (the dashboard's active learners);
   * returns the day it marked, for `rememberMarked` after the commit, or null when already
   * marked. The zone is read before the transaction: a read outside it while it runs would
   * wait for it (PGlite has one connection).
   */
  async function markActive(
    tx: ReturnType<typeof createLearningRepository>,
    actor: Actor,
    at: Date,
    timeZone: string,
  ): Promise<string | null> {
    const day = dayOf(at, timeZone);
    if (markedOn.get(actor.userId) === day) return null;
    await tx.markActive(actor.companyId, day, actor.userId);
    return day;
  }
  /** After the commit of a transaction whose settleCourse marked `day` for the learner. */
  function rememberMarked(actor: Actor, day: string | null) {
    if (day) markedOn.set(actor.userId, day);
  }

  /**
   * After a resource changed: recomputes the course's state and percent and, when it has just
   * become completed, writes the ledger rows of 'course.completed' (once per learner, by the
   * ledger's unique key) and tells the item events (issue 6). Runs inside the caller's
   * transaction; `markedDay` is for rememberMarked once that transaction has committed.
   * `touchedState`: the course record's state when the caller has already moved its last
   * study time (a beat that changed no resource's state): nothing more to write.
   */
  async function settleCourse(
    txDb: Tx,
    tx: ReturnType<typeof createLearningRepository>,
    actor: Actor,
    rules: CourseRules,
    at: Date,
    timeZone: string,
    touchedState: string | null = null,
  ) {
    const markedDay = await markActive(tx, actor, at, timeZone);
    // Most beats change no resource's state: the course's state and percent stay as they are,
    // and the beat's own statement has moved when the learner last studied (saveBeat).
    if (touchedState) return { state: touchedState as LearningState, markedDay };
    const before = await tx.courseProgress(actor.userId, rules.courseId);
    const rows = await tx.resourceProgressOfCourse(actor.userId, rules.courseId);
    const status = statusOf(rules, rows);
    const completedNow = status.state === 'completed' && before?.state !== 'completed';
    const state: LearningState =
      before?.state === 'completed'
        ? 'completed'
        : status.state === 'notStarted'
          ? 'studying'
          : status.state;
    await tx.upsertCourseProgress({
      userId: actor.userId,
      courseId: rules.courseId,
      companyId: actor.companyId,
      state,
      percent: before?.state === 'completed' ? 100 : status.percent,
      startedAt: before?.startedAt ?? at,
      completedAt: before?.completedAt ?? (completedNow ? at : null),
      lastStudiedAt: at,
    });
    // A learner's first record of a course counts them once among its learners ('hottest').
    if (!before) await deps.courses.countLearner(txDb, rules.courseId);
    if (completedNow) {
      // The earning rules turn the completion into hours, credits and points (earning module).
      await deps.items.events.emit(txDb, {
        companyId: actor.companyId,
        userId: actor.userId,
        kind: 'course',
        itemId: rules.courseId,
        outcome: 'completed',
        score: null,
        at,
        worth: { hours: rules.studyHours, credits: rules.credits },
      });
    }
    return { state, markedDay };
  }

  async function progress(actor: Actor, courseId: number): Promise<TCourseProgress> {
    const rules = await deps.courses.rules(actor.companyId, courseId);
    if (!rules || rules.status === 'draft') throw fail('course.notExist');
    const [rows, enrolment] = await Promise.all([
      repo.resourceProgressOfCourse(actor.userId, courseId),
      repo.courseProgress(actor.userId, courseId),
    ]);
    const status = statusOf(rules, rows);
    const completed = enrolment?.state === 'completed';
    return {
      courseId,
      state: completed
        ? 'completed'
        : enrolment
          ? status.state === 'notStarted'
            ? 'studying'
            : status.state
          : status.state,
      percent: completed ? 100 : status.percent,
      resources: rules.chapters.flatMap((ch) =>
        ch.resources.map((r) => {
          const row = status.byId.get(r.resourceId);
          return row ? toResourceProgress(row) : emptyProgress(r.resourceId);
        }),
      ),
      chapters: status.chapters,
    };
  }

  async function report(actor: Actor, input: TLearningReport): Promise<TLearningReportResult> {
    const rules = await checkPermission(actor, input.courseId, true);
    const { resource, chapterIndex } = findResource(rules, input.resourceId);
    if (rules.learnInSequence && chapterIndex > 0)
      checkUnlocked(
        rules,
        await repo.resourceProgressOfCourse(actor.userId, rules.courseId),
        chapterIndex,
      );
    const timeZone = await deps.clock.timeZone(actor.companyId);
    // The writes go to the beats' group commit: acknowledged once their batch has committed.
    const { result, markedDay } = await beats.submit(async (db) => {
      const tx = createLearningRepository(db);
      const at = now();
      const seed = {
        playId: input.playId,
        courseId: rules.courseId,
        resourceId: resource.resourceId,
        lastBeatAt: at,
        closed: input.closing,
      };
      // One statement reads what the beat needs (the play, locked, and the resource's progress)
      // and one writes it all (saveBeat): a batch's transaction holds several learners' beats.
      const {
        play,
        fresh,
        progress: current,
      } = await tx.lockBeat(actor.userId, resource.resourceId, seed);
      const decision = fresh
        ? ({ active: true, credited: 0, takeover: true } as const)
        : decideBeat(play, input.playId, at);
      if (!decision.active) {
        const enrolment = await tx.courseProgress(actor.userId, rules.courseId);
        return {
          result: {
            creditedSeconds: 0,
            active: false,
            resource: current ? toResourceProgress(current) : emptyProgress(resource.resourceId),
            courseState: (enrolment?.state as LearningState) ?? 'notStarted',
          },
          markedDay: null,
        };
      }
      // A play moving to another resource: its first beat there earns nothing either.
      const samePlace = play.resourceId === resource.resourceId && play.courseId === rules.courseId;
      const credited = decision.takeover || !samePlace ? 0 : Math.floor(decision.credited);
      const row = beatProgress(actor, rules, resource, current, credited, input, at);
      const { progress: saved, courseState } = await tx.saveBeat(
        row,
        fresh ? null : seed,
        current?.state === row.state ? at : null,
      );
      const settled = await settleCourse(db, tx, actor, rules, at, timeZone, courseState);
      return {
        result: {
          creditedSeconds: credited,
          active: true,
          resource: toResourceProgress(saved),
          courseState: settled.state,
        },
        markedDay: settled.markedDay,
      };
      // The learner's id orders the batch: every process locks learners' rows in one order.
    }, actor.userId);
    rememberMarked(actor, markedDay);
    return result;
  }

  /** The resource's progress after a beat that earned `credited` seconds. */
  function beatProgress(
    actor: Actor,
    rules: CourseRules,
    resource: Resource,
    current: ResourceProgressRow | null,
    credited: number,
    input: TLearningReport,
    at: Date,
  ) {
    const studiedSeconds = (current?.studiedSeconds ?? 0) + credited;
    const media = resource.type === 1 || resource.type === 2;
    const furthest = media ? nextFurthest(current?.furthest ?? 0, input.position, credited) : 0;
    // When seeking is forbidden the server keeps the position within what was watched too.
    const position = media
      ? rules.forbidSeek
        ? Math.min(input.position, furthest)
        : input.position
      : 0;
    const wasCompleted = current?.state === 'completed';
    const completed =
      wasCompleted ||
      resourceCompleted(resource, {
        studiedSeconds,
        furthest,
        ended: input.ended && (!rules.forbidSeek || furthest >= position),
      });
    return {
      userId: actor.userId,
      resourceId: resource.resourceId,
      courseId: rules.courseId,
      companyId: actor.companyId,
      state: completed ? 'completed' : 'studying',
      studiedSeconds,
      position,
      furthest,
      completedAt: current?.completedAt ?? (completed ? at : null),
      updatedAt: at,
    };
  }

  function scormResource(rules: CourseRules, resourceId: number) {
    const { resource, chapterIndex } = findResource(rules, resourceId);
    if (resource.type !== 10) throw fail('learning.notScorm');
    return { resource, chapterIndex };
  }

  /** SCORM 1.2 cmi.core.lesson_status or SCORM 2004 cmi.completion_status / success_status. */
  function scormCompleted(cmi: Record<string, unknown>): boolean {
    const core = (cmi.core ?? {}) as Record<string, unknown>;
    const values = [
      core.lesson_status,
      cmi.completion_status,
      cmi.success_status,
      cmi.lesson_status,
    ];
    return values.some((v) => v === 'completed' || v === 'passed');
  }

  async function page<T>(
    q: TMinePage,
    load: (offset: number, limit: number) => Promise<{ rows: T[]; total: number }>,
  ) {
    const { rows, total } = await load((q.page - 1) * q.pageSize, q.pageSize);
    return { rows, total, page: q.page, pageSize: q.pageSize };
  }

  async function myCourseList(
    actor: Actor,
    q: TMinePage,
    state: string | null,
  ): Promise<TPage<TMyCourse>> {
    const {
      rows,
      total,
      page: p,
      pageSize,
    } = await page(q, (o, l) => repo.myCourses(actor.userId, state, o, l));
    const courses = await deps.summaries.of(
      actor.companyId,
      rows.map((r) => r.courseId),
    );
    return {
      list: rows.flatMap((r) => {
        const c = courses.get(r.courseId);
        return c ? [toMyCourse(c, r)] : [];
      }),
      total,
      page: p,
      pageSize,
    };
  }

  /**
   * The titles of the rows' items, keyed `type:id` (one read per item kind): courses through
   * the course summaries, the other kinds through their item sources. An item since deleted
   * has none.
   */
  async function itemTitles(companyId: number, rows: { itemType: number; itemId: number }[]) {
    const idsByType = new Map<number, Set<number>>();
    for (const r of rows)
      idsByType.set(r.itemType, (idsByType.get(r.itemType) ?? new Set()).add(r.itemId));
    const titles = new Map<string, string>();
    for (const [type, idSet] of idsByType) {
      const ids = [...idSet];
      const kind = ITEM_KIND_OF_TYPE[type as LearningItemType];
      const source = kind && kind !== 'course' ? deps.items.sources?.get(kind) : undefined;
      const found =
        type === ITEM_TYPE.course
          ? await deps.summaries.of(companyId, ids)
          : source
            ? await source.describe(deps.db, companyId, ids)
            : new Map<number, { title: string }>();
      for (const [id, item] of found) titles.set(`${type}:${id}`, item.title);
    }
    return titles;
  }

  async function ledger(actor: Actor, kind: LedgerKind, q: TMinePage): Promise<TLedgerPage> {
    const { rows, total, sum } = await repo.ledgerPage(
      actor.userId,
      kind,
      (q.page - 1) * q.pageSize,
      q.pageSize,
    );
    const [titles, rules] = await Promise.all([
      itemTitles(actor.companyId, rows),
      deps.earningRules?.(actor.companyId) ?? [],
    ]);
    const ruleOf = new Map(rules.map((r) => [earningRuleKey(r), r]));
    return {
      list: rows.map((r) =>
        toLedgerEntry(
          r,
          titles.get(`${r.itemType}:${r.itemId}`) ?? '',
          ruleOf.get(earningRuleKey({ action: r.rule, kind: r.kind })),
        ),
      ),
      total,
      page: q.page,
      pageSize: q.pageSize,
      sum,
    };
  }

  return {
    checkPermission: async (actor: Actor, courseId: number) => {
      await checkPermission(actor, courseId);
      return { allowed: true as const };
    },
    progress,
    report,

    async scormGet(actor: Actor, ref: TScormRef): Promise<Record<string, unknown>> {
      const rules = await checkPermission(actor, ref.courseId);
      scormResource(rules, ref.resourceId);
      return (await repo.scorm(actor.userId, ref.resourceId))?.cmi ?? {};
    },

    async scormSave(actor: Actor, input: TScormSave): Promise<TResourceProgress> {
      if (Buffer.byteLength(JSON.stringify(input.cmi)) > SCORM_CMI_MAX_BYTES)
        throw fail('learning.scormTooLarge', { max: SCORM_CMI_MAX_BYTES / 1024 });
      const rules = await checkPermission(actor, input.courseId);
      const { resource, chapterIndex } = scormResource(rules, input.resourceId);
      checkUnlocked(
        rules,
        await repo.resourceProgressOfCourse(actor.userId, rules.courseId),
        chapterIndex,
      );
      const timeZone = await deps.clock.timeZone(actor.companyId);
      const { saved, markedDay } = await deps.db.transaction(async (db) => {
        const tx = createLearningRepository(db);
        const at = now();
        await tx.saveScorm({
          userId: actor.userId,
          resourceId: resource.resourceId,
          courseId: rules.courseId,
          cmi: input.cmi,
          updatedAt: at,
        });
        const current = await tx.resourceProgress(actor.userId, resource.resourceId);
        const completed = current?.state === 'completed' || scormCompleted(input.cmi);
        const saved = await tx.upsertResourceProgress({
          userId: actor.userId,
          resourceId: resource.resourceId,
          courseId: rules.courseId,
          companyId: actor.companyId,
          state: completed ? 'completed' : 'studying',
          studiedSeconds: current?.studiedSeconds ?? 0,
          position: 0,
          furthest: 0,
          completedAt: current?.completedAt ?? (completed ? at : null),
          updatedAt: at,
        });
        const { markedDay } = await settleCourse(db, tx, actor, rules, at, timeZone);
        return { saved, markedDay };
      });
      rememberMarked(actor, markedDay);
      return toResourceProgress(saved);
    },

    myCourses: (actor: Actor, q: TMyCourseQuery) =>
      myCourseList(actor, q, q.state === 'all' ? null : q.state),
    history: (actor: Actor, q: TMinePage) => myCourseList(actor, q, null),
    archive: (actor: Actor, q: TMinePage) => myCourseList(actor, q, 'completed'),

    async todo(actor: Actor, q: TMinePage): Promise<TPage<TMyCourse>> {
      const scope = await deps.access.learner(actor);
      const { rows, total } = await deps.summaries.todo(
        scope,
        {
          started: repo.courseIdsInState(actor.userId, 'studying'),
          completed: repo.courseIdsInState(actor.userId, 'completed'),
        },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const enrolments = new Map(
        (
          await repo.courseProgressOf(
            actor.userId,
            rows.map((r) => r.courseId),
          )
        ).map((e) => [e.courseId, e]),
      );
      return {
        list: rows.map((c) => toMyCourse(c, enrolments.get(c.courseId) ?? null)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    ledger,
    async totals(actor: Actor): Promise<TLedgerTotals> {
      const t = await repo.totals(actor.userId);
      return {
        hours: t.get('hours') ?? 0,
        credits: t.get('credits') ?? 0,
        points: t.get('points') ?? 0,
      };
    },
    /** Issue 6 (training report): the ledger's sums and completed courses since `from`. */
    async reportTotals(userId: number, from: Date | null) {
      const [t, coursesCompleted] = await Promise.all([
        repo.totals(userId, from),
        repo.completedCourses(userId, from),
      ]);
      return {
        hours: t.get('hours') ?? 0,
        credits: t.get('credits') ?? 0,
        points: t.get('points') ?? 0,
        coursesCompleted,
      };
    },

    async rank(actor: Actor, q: TRankQuery): Promise<TRankPage> {
      const from = await deps.clock.periodStart(
        actor.companyId,
        q.period === 'today' ? 'day' : q.period,
        now(),
      );
      const [rows, mine] = await Promise.all([
        rankPages.get(`${actor.companyId}:${q.period}:${q.page}:${q.pageSize}`, () =>
          repo.rank(actor.companyId, from, (q.page - 1) * q.pageSize, q.pageSize),
        ),
        repo.rankOf(actor.companyId, actor.userId, from),
      ]);
      const people = await deps.people.cards(
        actor.companyId,
        rows.map((r) => r.userId),
      );
      return {
        list: rows.map((r, i) => {
          const p = people.get(r.userId);
          return {
            rank: (q.page - 1) * q.pageSize + i + 1,
            userId: r.userId,
            realName: p?.realName ?? '',
            portrait: p?.portrait ?? '',
            departmentName: p?.departmentName ?? '',
            hours: Number(r.hours),
          };
        }),
        mine,
      };
    },
  };
}
export type LearningService = ReturnType<typeof createLearningService>;
