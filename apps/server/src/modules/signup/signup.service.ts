import { translate } from '@ascent/shared/errors';
import type { TPage } from '@ascent/shared/admin';
import type { Locale } from '@ascent/shared/i18n';
import type { TCourseSimpleDetail } from '@ascent/shared/course';
import {
  SIGNUP_KIND,
  checkFieldValues,
  type SignupStatus,
  type TMaterialDetail,
  type TMeetingReservationDetail,
  type TRoomSlot,
  type TSignupBlock,
  type TSignupDetail,
  type TSignupRow,
  type TSignupSubmitResult,
} from '@ascent/shared/signup';
import type { z } from 'zod';
import type { ZRoomSlotsQuery, ZSignupListQuery, ZSignupSubmit } from '@ascent/shared/signup';
import type { Actor } from '../../core/context.ts';
import { isUniqueViolation } from '../../core/db-errors.ts';
import { AppError, fail } from '../../core/errors.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type {
  ItemSources,
  SignupLookup,
  SignupRegistry,
  SignupTargetType,
} from '../../core/learning-items.ts';
import type { AuditHandler } from '../audit/audit.registry.ts';
import { requireRole, type Access } from '../../core/access.ts';
import type { PeopleDirectory } from '../user/people-directory.ts';
import {
  createSignupRepository,
  type SignupRecordRow,
  type SignupRepository,
  type SignupRow,
} from './signup.repository.ts';
import {
  PERSONNEL_SNAPSHOT_KEYS,
  SIGNUP_AUDIT_TYPE,
  describeSignup,
  type SignupApprovals,
  type SignupPayload,
} from './signup.audit.ts';
import {
  cancelUntilOf,
  iso,
  toMySignup,
  toReservation,
  toRoom,
  toSignupRow,
  windowOf,
} from './signup.mapper.ts';

/** The personnel information a kind-2 sign-up needs (the personnel module's fields). */
export interface SignupPersonnel {
  /** complete: nothing left to fill; incomplete: the learner must fill it; pending: under review. */
  stateOf(userId: number): Promise<'complete' | 'incomplete' | 'pending'>;
  /** The built-in fields' current values (department as its name). */
  snapshot(companyId: number, userId: number): Promise<Record<string, string>>;
}

export interface SignupServiceDeps {
  db: Db;
  registry: SignupRegistry;
  approvals: SignupApprovals;
  /** The learner's scope (one refusal when the account is gone). */
  access: Access;
  /** The applicant's account, name and department (the people directory). */
  people: Pick<PeopleDirectory, 'cards'>;
  personnel: SignupPersonnel;
  /** Item sources (issue 6): the learner page of the programme or course admitted to. */
  items?: Pick<ItemSources, 'get'>;
  /** The course module's short read of a course, whatever its audience (issue 22). */
  courseBrief: (companyId: number, courseId: number) => Promise<TCourseSimpleDetail | null>;
  now?: () => Date;
}

type Holding = Pick<SignupRecordRow, 'state'> | undefined;

/**
 * Why the learner cannot sign up now, checked in the order the messages are meant to be read:
 * closed by the admin, window not started, ended, department, duplicate, full.
 */
export function blockOf(
  s: SignupRow,
  ctx: {
    now: Date;
    allowedDepartments: number[];
    learnerDepartments: number[];
    holding: Holding;
    taken: number;
  },
): TSignupBlock {
  if (s.status !== 'published') return 'signup.closed';
  const window = windowOf(s, ctx.now);
  if (window === 'notStarted') return 'signup.notStarted';
  if (window === 'ended') return 'signup.ended';
  if (
    ctx.allowedDepartments.length &&
    !ctx.allowedDepartments.some((d) => ctx.learnerDepartments.includes(d))
  )
    return 'signup.departmentNotAllowed';
  if (ctx.holding) return 'signup.duplicate';
  if (s.capacity > 0 && ctx.taken >= s.capacity) return 'signup.full';
  return null;
}

/**
 * The learner's sign-ups: the open list and mine, a sign-up's detail with the learner's
 * standing, signing up (with approval through audit type 3 or at once), cancelling; the audit
 * handler of type 3; the lookup programme and course pages read.
 */
export function createSignupService(deps: SignupServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const repo = createSignupRepository(deps.db);

  /** Titles of the sign-ups' targets, one describe call per target type. */
  async function targetTitles(
    q: DbOrTx,
    companyId: number,
    rows: SignupRow[],
  ): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    for (const type of ['programme', 'course'] as const) {
      const ids = [...new Set(rows.filter((r) => r.targetType === type).map((r) => r.targetId!))];
      const target = deps.registry.target(type);
      if (!ids.length || !target) continue;
      const found = await target.describe(q, companyId, ids);
      for (const r of rows)
        if (r.targetType === type && found.has(r.targetId!))
          out.set(r.id, found.get(r.targetId!)!.title);
    }
    return out;
  }

  async function presentRows(
    actor: Actor,
    rows: SignupRow[],
    total: number,
    q: { page: number; pageSize: number },
  ): Promise<TPage<TSignupRow>> {
    const ids = rows.map((r) => r.id);
    const [taken, mine, titles] = await Promise.all([
      repo.takenCounts(ids),
      repo.latestRecords(actor.userId, ids),
      targetTitles(deps.db, actor.companyId, rows),
    ]);
    const at = now();
    return {
      list: rows.map((s) =>
        toSignupRow(s, {
          now: at,
          taken: taken.get(s.id) ?? 0,
          targetTitle: titles.get(s.id) ?? null,
          mine: mine.get(s.id),
        }),
      ),
      total,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  /** A sign-up the learner may see: published or closed, of their company. */
  async function visible(actor: Actor, id: number, q: SignupRepository = repo) {
    const s = await q.find(actor.companyId, id);
    if (!s || s.status === 'draft') throw fail('signup.notFound');
    return s;
  }

  async function learnerDepartments(actor: Actor): Promise<number[]> {
    return (await deps.access.learner(actor)).departmentIds;
  }

  async function enrol(tx: Tx, s: SignupRow, userId: number) {
    if (!s.targetType || !s.targetId) return;
    const target = deps.registry.target(s.targetType as SignupTargetType);
    if (!target) throw fail('signup.failed');
    await target.enrol(tx, s.companyId, s.targetId, userId);
  }

  async function unenrol(tx: Tx, s: SignupRow, userId: number) {
    if (!s.targetType || !s.targetId) return;
    const target = deps.registry.target(s.targetType as SignupTargetType);
    if (!target) throw fail('signup.failed');
    await target.unenrol(tx, s.companyId, s.targetId, userId);
  }

  /** The record a receipt of type 3 stands for, locked, while still under review. */
  async function reviewingRecord(tx: DbOrTx, resourceId: number) {
    const r = createSignupRepository(tx);
    const record = await r.lockRecord(resourceId);
    if (!record || record.state !== 'reviewing') throw fail('audit.notReviewing');
    const signup = await r.find(record.companyId, record.signupId);
    if (!signup) throw fail('signup.notFound');
    return { record, signup, r };
  }

  /** Audit type 3: approval enrols through the target; rejection and withdrawal free the place. */
  const auditHandler: AuditHandler = {
    type: SIGNUP_AUDIT_TYPE,
    name: (locale) => translate('signup.typeName', locale),
    async onApproved(tx, receipt) {
      const { record, signup, r } = await reviewingRecord(tx, receipt.resourceId);
      await r.updateRecord(record.id, { state: 'enrolled', decidedAt: new Date() });
      // The audit module runs every handler inside the decision's transaction.
      await enrol(tx as Tx, signup, record.userId);
    },
    async onRejected(tx, receipt, reason) {
      const { record, r } = await reviewingRecord(tx, receipt.resourceId);
      await r.updateRecord(record.id, {
        state: 'rejected',
        rejectReason: reason,
        decidedAt: new Date(),
      });
    },
    async onWithdrawn(tx, receipt) {
      const { record, r } = await reviewingRecord(tx, receipt.resourceId);
      await r.updateRecord(record.id, { state: 'withdrawn', decidedAt: new Date() });
    },
    describe: (receipt, locale) => describeSignup(receipt.payload, locale),
  };

  /** The learner's standing on the sign-up admitting to a target (programme and course pages). */
  const lookup: SignupLookup = async (q, companyId, targetType, targetId, userId) => {
    const r = createSignupRepository(q);
    const s = await r.findByTarget(companyId, targetType, targetId);
    if (!s) return null;
    const [latest, enrolled] = await Promise.all([
      r.latestRecords(userId, [s.id]),
      r.enrolledInTarget(companyId, targetType, targetId, userId),
    ]);
    const state = latest.get(s.id)?.state;
    const mine = enrolled
      ? 'enrolled'
      : state === 'reviewing' || state === 'rejected'
        ? state
        : state === 'cancelled' || state === 'withdrawn'
          ? 'cancelled'
          : 'none';
    return { signupId: s.id, window: windowOf(s, now()), mine };
  };

  /** Checks the kind's own input and returns what the record and the receipt keep of it. */
  async function kindInput(
    actor: Actor,
    s: SignupRow,
    body: z.output<typeof ZSignupSubmit>,
  ): Promise<{ values: Record<string, string>; items: SignupPayload['items'] }> {
    if (s.kind === SIGNUP_KIND.material) {
      const bad = checkFieldValues(s.fields, body.values);
      if (bad) throw new AppError(1, bad.ref, undefined, { field: `values.${bad.key}` });
      const values = Object.fromEntries(
        s.fields.map((f) => [f.key, (body.values[f.key] ?? '').trim()]),
      );
      return {
        values,
        items: s.fields.map((f) => ({ key: f.key, label: f.label, value: values[f.key] ?? '' })),
      };
    }
    if (s.kind === SIGNUP_KIND.personnel) {
      const state = await deps.personnel.stateOf(actor.userId);
      if (state === 'pending') throw fail('signup.personnelPending');
      if (state === 'incomplete') throw fail('signup.personnelIncomplete');
      const values = await deps.personnel.snapshot(actor.companyId, actor.userId);
      return {
        values,
        items: PERSONNEL_SNAPSHOT_KEYS.map((key) => ({
          key,
          label: null,
          value: values[key] ?? '',
        })),
      };
    }
    return { values: {}, items: [] };
  }

  return {
    auditHandler,
    lookup,

    async list(actor: Actor, q: z.output<typeof ZSignupListQuery>): Promise<TPage<TSignupRow>> {
      const offset = (q.page - 1) * q.pageSize;
      const page =
        q.tab === 'mine'
          ? await repo.mineOf(actor.companyId, actor.userId, offset, q.pageSize)
          : await repo.openFor(
              actor.companyId,
              await learnerDepartments(actor),
              now(),
              offset,
              q.pageSize,
            );
      return presentRows(actor, page.rows, page.total, q);
    },

    async detail(actor: Actor, id: number): Promise<TSignupDetail> {
      const s = await visible(actor, id);
      const [taken, latest, holding, allowed, learnerDeps, titles, roomIds] = await Promise.all([
        repo.takenCounts([s.id]),
        repo.latestRecords(actor.userId, [s.id]),
        repo.holdingRecord(s.id, actor.userId),
        repo.departmentsOf([s.id]),
        learnerDepartments(actor),
        targetTitles(deps.db, actor.companyId, [s]),
        s.kind === SIGNUP_KIND.classroom ? repo.roomIdsOf(s.id) : Promise.resolve([]),
      ]);
      const rooms =
        s.kind === SIGNUP_KIND.classroom
          ? (
              await repo.rooms(actor.companyId, {
                ids: roomIds.length ? roomIds : undefined,
                enabledOnly: true,
              })
            ).rows
          : [];
      const mine = latest.get(s.id);
      const roomMap = await repo.roomsById(mine?.roomId ? [mine.roomId] : []);
      const at = now();
      let block = blockOf(s, {
        now: at,
        allowedDepartments: allowed.get(s.id) ?? [],
        learnerDepartments: learnerDeps,
        holding,
        taken: taken.get(s.id) ?? 0,
      });
      if (!block && s.kind === SIGNUP_KIND.personnel) {
        const state = await deps.personnel.stateOf(actor.userId);
        if (state === 'pending') block = 'signup.personnelPending';
        if (state === 'incomplete') block = 'signup.personnelIncomplete';
      }
      const cancelUntil = cancelUntilOf(s);
      const title = titles.get(s.id) ?? null;
      const type = s.targetType as 'programme' | 'course' | null;
      // The item source knows the learner page (a new-staff programme has its own).
      const source = type && s.targetId ? deps.items?.get(type) : undefined;
      const sourceUrl = source
        ? (await source.describe(deps.db, actor.companyId, [s.targetId!])).get(s.targetId!)?.url
        : undefined;
      return {
        ...toSignupRow(s, { now: at, taken: taken.get(s.id) ?? 0, targetTitle: title, mine }),
        description: s.description,
        status: s.status as SignupStatus,
        activityStartAt: iso(s.activityStartAt),
        cancelDeadline: iso(s.cancelDeadline),
        cancelUntil: iso(cancelUntil),
        target:
          type && s.targetId && title !== null
            ? {
                type,
                id: s.targetId,
                title,
                url:
                  sourceUrl ??
                  (type === 'course'
                    ? `/course/detail?id=${s.targetId}`
                    : `/project/detail?id=${s.targetId}`),
              }
            : null,
        fields: s.kind === SIGNUP_KIND.material ? s.fields : [],
        rooms: rooms.map(toRoom),
        mineRecord: mine ? toMySignup(mine, roomMap) : null,
        block,
        canCancel: !!holding && (!cancelUntil || at < cancelUntil),
      };
    },

    /**
     * Signs the learner up. In one transaction with the sign-up row locked (concurrent sign-ups
     * queue on it, so the capacity is never exceeded): the window, departments, duplicate and
     * capacity checks, the kind's input (kind 4 locks the room row and refuses an overlapping
     * reservation), the record, then either a receipt of audit type 3 (approval on and an
     * active template) or enrolment through the target at once.
     */
    async submit(actor: Actor, body: z.output<typeof ZSignupSubmit>): Promise<TSignupSubmitResult> {
      const pre = await visible(actor, body.signupId);
      // Read before the transaction: inside it only the transaction's connection is used.
      const [learnerDeps, allowed] = await Promise.all([
        learnerDepartments(actor),
        repo.departmentsOf([pre.id]),
      ]);
      const precheck = blockOf(pre, {
        now: now(),
        allowedDepartments: allowed.get(pre.id) ?? [],
        learnerDepartments: learnerDeps,
        holding: undefined,
        taken: 0,
      });
      if (precheck) throw fail(precheck);
      const input = await kindInput(actor, pre, body);
      if (pre.kind === SIGNUP_KIND.classroom && !body.reservation)
        throw fail('signup.reservationRequired', undefined, { field: 'reservation' });
      if (pre.targetType && pre.targetId) {
        const target = deps.registry.target(pre.targetType as SignupTargetType);
        const found = target && (await target.describe(deps.db, pre.companyId, [pre.targetId]));
        if (!found?.has(pre.targetId)) throw fail('signup.failed');
      }
      const offeredRooms = pre.kind === SIGNUP_KIND.classroom ? await repo.roomIdsOf(pre.id) : [];
      try {
        return await deps.db.transaction(async (tx) => {
          const r = createSignupRepository(tx);
          const s = await r.lock(actor.companyId, pre.id);
          if (!s) throw fail('signup.notFound');
          const [holding, taken] = await Promise.all([
            r.holdingRecord(s.id, actor.userId),
            r.takenCounts([s.id]),
          ]);
          const block = blockOf(s, {
            now: now(),
            allowedDepartments: allowed.get(s.id) ?? [],
            learnerDepartments: learnerDeps,
            holding,
            taken: taken.get(s.id) ?? 0,
          });
          if (block) throw fail(block);
          let reservation: SignupPayload['reservation'] = null;
          let slot: Partial<SignupRecordRow> = {};
          if (s.kind === SIGNUP_KIND.classroom && body.reservation) {
            const want = body.reservation;
            if (offeredRooms.length && !offeredRooms.includes(want.roomId))
              throw fail('signup.roomNotFound', undefined, { field: 'reservation.roomId' });
            const room = await r.lockRoom(actor.companyId, want.roomId);
            if (!room || !room.enabled)
              throw fail('signup.roomNotFound', undefined, { field: 'reservation.roomId' });
            if (want.attendees > room.capacity)
              throw fail('signup.roomTooSmall', undefined, { field: 'reservation.attendees' });
            const start = new Date(want.startAt);
            const end = new Date(want.endAt);
            if (start.getTime() < now().getTime())
              throw fail('signup.slotPast', undefined, { field: 'reservation.startAt' });
            if ((await r.heldSlots(room.id, start, end)).length)
              throw fail('signup.roomBusy', undefined, { field: 'reservation.startAt' });
            slot = {
              roomId: room.id,
              slotStart: start,
              slotEnd: end,
              attendees: want.attendees,
              purpose: want.purpose,
            };
            reservation = {
              room: room.name,
              place: room.place,
              startAt: want.startAt,
              endAt: want.endAt,
              attendees: want.attendees,
              purpose: want.purpose,
            };
          }
          const approval =
            s.requiresApproval &&
            (await deps.approvals.hasActiveTemplate(tx, s.companyId, SIGNUP_AUDIT_TYPE));
          const record = await r.insertRecord({
            signupId: s.id,
            companyId: s.companyId,
            userId: actor.userId,
            state: approval ? 'reviewing' : 'enrolled',
            values: input.values,
            ...slot,
            decidedAt: approval ? null : new Date(),
          });
          if (!approval) {
            await enrol(tx, s, actor.userId);
            return {
              recordId: record.id,
              state: 'enrolled',
              auditId: null,
              firstNodeApprover: false,
            };
          }
          const opened = await deps.approvals.open(tx, {
            companyId: s.companyId,
            type: SIGNUP_AUDIT_TYPE,
            resourceId: record.id,
            applicant: { userId: actor.userId, roles: actor.roles },
            payload: {
              signupId: s.id,
              title: s.title,
              kind: pre.kind as 1,
              items: input.items,
              reservation,
              ...(pre.kind === SIGNUP_KIND.course && pre.targetType === 'course' && pre.targetId
                ? { courseId: pre.targetId }
                : {}),
            },
          });
          await r.updateRecord(record.id, { auditId: opened.auditId });
          return {
            recordId: record.id,
            state: 'reviewing',
            auditId: opened.auditId,
            firstNodeApprover: opened.firstNodeApprover,
          };
        });
      } catch (err) {
        // Two sign-ups of one person racing past the check meet the one-holding-record index.
        if (isUniqueViolation(err, 'signup_records_holding_uq')) throw fail('signup.duplicate');
        throw err;
      }
    },

    /**
     * Cancels the learner's place, until the activity starts or the cancel deadline passes
     * (whichever is first) and not after. Under review: the receipt is withdrawn (the handler
     * frees the place); enrolled: unenrolled through the target in the same transaction.
     */
    async cancel(actor: Actor, signupId: number): Promise<void> {
      const pre = await visible(actor, signupId);
      const until = cancelUntilOf(pre);
      if (until && now() >= until) throw fail('signup.cancelClosed');
      const holding = await repo.holdingRecord(pre.id, actor.userId);
      if (!holding) throw fail('signup.notSignedUp');
      if (holding.state === 'reviewing' && holding.auditId) {
        await deps.approvals.withdraw(actor, { auditId: holding.auditId });
        return;
      }
      await deps.db.transaction(async (tx) => {
        const r = createSignupRepository(tx);
        const s = await r.lock(actor.companyId, pre.id);
        if (!s) throw fail('signup.notFound');
        const record = await r.lockRecord(holding.id);
        if (!record || (record.state !== 'enrolled' && record.state !== 'reviewing'))
          throw fail('signup.notSignedUp');
        await r.updateRecord(record.id, { state: 'cancelled', cancelledAt: new Date() });
        if (record.state === 'enrolled') await unenrol(tx, s, actor.userId);
      });
    },

    /** A room's held reservations in a range, for the learner's slot picker. */
    async roomSlots(actor: Actor, q: z.output<typeof ZRoomSlotsQuery>): Promise<TRoomSlot[]> {
      const s = await visible(actor, q.signupId);
      if (s.kind !== SIGNUP_KIND.classroom) throw fail('signup.roomNotFound');
      const offered = await repo.roomIdsOf(s.id);
      const { rows } = await repo.rooms(actor.companyId, {
        ids: [q.roomId],
        enabledOnly: true,
      });
      if (!rows.length || (offered.length && !offered.includes(q.roomId)))
        throw fail('signup.roomNotFound');
      const from = new Date(q.from);
      const to = new Date(q.to);
      if (to.getTime() - from.getTime() > 31 * 86400e3 || to <= from)
        throw fail('common.parameterError');
      const held = await repo.heldSlots(q.roomId, from, to);
      return held.map((h) => ({
        startAt: h.slotStart!.toISOString(),
        endAt: h.slotEnd!.toISOString(),
      }));
    },

    /** GET material/{id}/detail: a kind-3 submission, for the applicant, its approvers, admins. */
    async materialDetail(actor: Actor, recordId: number, locale: Locale): Promise<TMaterialDetail> {
      const { record, signup, applicant } = await readableRecord(actor, recordId, locale);
      if (signup.kind !== SIGNUP_KIND.material) throw fail('signup.notFound');
      return {
        recordId: record.id,
        signupId: signup.id,
        signupTitle: signup.title,
        applicant,
        state: record.state as TMaterialDetail['state'],
        createdAt: record.createdAt.toISOString(),
        items: signup.fields.map((f) => ({
          key: f.key,
          label: f.label,
          value: record.values[f.key] ?? '',
        })),
      };
    },

    courseSimpleDetail,

    /** GET MeetingReservationDetail?id=: a reservation, for the applicant, approvers, admins. */
    async reservationDetail(
      actor: Actor,
      recordId: number,
      locale: Locale,
    ): Promise<TMeetingReservationDetail> {
      const { record, signup, applicant } = await readableRecord(actor, recordId, locale);
      if (signup.kind !== SIGNUP_KIND.classroom || !record.roomId) throw fail('signup.notFound');
      const rooms = await repo.roomsById([record.roomId]);
      const room = rooms.get(record.roomId);
      const reservation = toReservation(record, rooms);
      if (!room || !reservation) throw fail('signup.notFound');
      return {
        recordId: record.id,
        signupId: signup.id,
        signupTitle: signup.title,
        applicant,
        state: record.state as TMeetingReservationDetail['state'],
        createdAt: record.createdAt.toISOString(),
        room: toRoom(room),
        reservation,
      };
    },
  };

  /**
   * GET study/course/{id}/detail/simple: the course behind a course-enrolment sign-up (kind 5),
   * for the company's admins and the applicants and approvers of a receipt of such a sign-up
   * (the rule of MeetingReservationDetail); anyone else ret 7. The course's audience is not
   * asked.
   */
  async function courseSimpleDetail(actor: Actor, courseId: number): Promise<TCourseSimpleDetail> {
    const course = await deps.courseBrief(actor.companyId, courseId);
    if (!course) throw fail('course.notExist');
    if (!actor.isAdmin) {
      const records = await repo.courseEnrolmentRecords(actor.companyId, courseId);
      const ids = records.filter((r) => r.auditId !== null).map((r) => r.id);
      requireRole(await deps.approvals.partyOfAny(actor, SIGNUP_AUDIT_TYPE, ids), 'audit.notParty');
    }
    return course;
  }

  /**
   * A record the caller may read: their own, any of the company's for an admin, or one whose
   * receipt they approve (the audit module's own read check decides: ret 7 otherwise).
   */
  async function readableRecord(actor: Actor, recordId: number, locale: Locale) {
    const record = await repo.findRecord(actor.companyId, recordId);
    if (!record) throw fail('signup.notFound');
    const signup = await repo.find(actor.companyId, record.signupId);
    if (!signup) throw fail('signup.notFound');
    if (record.userId !== actor.userId && !actor.isAdmin) {
      requireRole(record.auditId !== null, 'audit.notParty');
      await deps.approvals.detail(actor, record.auditId, locale);
    }
    const cards = await deps.people.cards(actor.companyId, [record.userId]);
    const card = cards.get(record.userId);
    return {
      record,
      signup,
      applicant: {
        userId: record.userId,
        account: card?.account ?? '',
        realName: card?.realName ?? '',
        departmentName: card?.departmentName ?? '',
      },
    };
  }
}
export type SignupService = ReturnType<typeof createSignupService>;
