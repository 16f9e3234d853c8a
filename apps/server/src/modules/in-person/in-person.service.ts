import type { z } from 'zod';
import type { TPage } from '@ascent/shared/admin';
import { AUDIT_TYPE, type TAuditLine } from '@ascent/shared/audit';
import { translate } from '@ascent/shared/errors';
import {
  attendanceStateOf,
  inPersonSignUrl,
  inPersonTimeState,
  isAttended,
  signInWindow,
  signOutWindow,
  type InPersonAction,
  type LeaveStatus,
  type TAttendanceCorrect,
  type TAttendancePage,
  type TEvaluationPage,
  type TInPersonDetail,
  type TInPersonLearnerDetail,
  type TInPersonLeave,
  type TInPersonQr,
  type TInPersonRow,
  type TInPersonSaveParsed,
  type TInPersonSign,
  type TInPersonSignResult,
  type TLeaveRow,
  type TMyInPersonRow,
  type ZAttendanceGrade,
  type ZAttendanceQuery,
  type ZEvaluationQuery,
  type ZInPersonAdminQuery,
  type ZInPersonEvaluate,
  type ZLeaveDecide,
  type ZLeaveQuery,
  type ZMyInPersonQuery,
} from '@ascent/shared/in-person';
import type { Actor } from '../../core/context.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { inCompany, requireRole, type Access } from '../../core/access.ts';
import { requireAll } from '../../core/batch.ts';
import type { ItemEvents } from '../../core/learning-items.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { FileCatalog } from '../files/files.catalog.ts';
import type { AudienceRow } from '../../core/audience.ts';
import { audienceOfRows, checkedAudienceRows } from '../user/audience-rows.ts';
import type { AuditHandler, AuditReceiptView } from '../audit/audit.registry.ts';
import {
  createInPersonRepository,
  type AttendanceRow,
  type InPersonRepository,
  type InPersonSessionRow,
  type LeaveRow,
} from './in-person.repository.ts';
import { currentQr, newQrSecret, qrFresh } from './in-person.qr.ts';
import type { PeopleDirectory } from '../user/people-directory.ts';

/** What the in-person module asks the people directory: departments' and people's names. */
export type InPersonDirectory = Pick<PeopleDirectory, 'departmentNames' | 'find'>;

/** The approvals a leave request goes through when the company has a template of type 4. */
export interface InPersonApprovals {
  hasActiveTemplate(tx: DbOrTx, companyId: number, type: number): Promise<boolean>;
  open(
    tx: DbOrTx,
    input: {
      companyId: number;
      type: number;
      resourceId: number;
      applicant: { userId: number; roles: string[] };
      payload: unknown;
    },
  ): Promise<{ auditId: number }>;
  withdraw(actor: Actor, input: { auditId: number }): Promise<unknown>;
}

export interface InPersonDeps {
  db: Db;
  record: ChangeRecorder;
  files: FileCatalog;
  directory: InPersonDirectory;
  events: ItemEvents;
  /** The learner's scope and who may attend (audience, else a programme's grant). */
  access: Access;
  approvals: InPersonApprovals;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** What every view of a session starts with: its name, hours, place, lecturer and times. */
function sessionBasics(s: InPersonSessionRow, now: number) {
  return {
    id: s.id,
    name: s.name,
    lessonHours: s.lessonHours,
    address: s.address,
    lecturer: s.lecturer,
    startAt: s.startAt.toISOString(),
    endAt: s.endAt.toISOString(),
    timeState: inPersonTimeState(s.startAt, s.endAt, now),
  } satisfies Partial<TInPersonRow>;
}

export function toInPersonRow(
  s: InPersonSessionRow & { signedIn?: number },
  now = Date.now(),
): TInPersonRow {
  return {
    ...sessionBasics(s, now),
    requireSignOut: s.requireSignOut,
    grading: s.grading,
    signedIn: s.signedIn ?? 0,
    updatedAt: s.updatedAt.toISOString(),
  };
}

export function toLeave(l: LeaveRow): TInPersonLeave {
  return {
    id: l.id,
    sessionId: l.sessionId,
    userId: l.userId,
    reason: l.reason,
    status: l.status as LeaveStatus,
    rejectReason: l.rejectReason,
    auditId: l.auditId,
    createdAt: l.createdAt.toISOString(),
    decidedAt: iso(l.decidedAt),
  };
}

/** What the operation log keeps of a session. */
function logEntry(
  s: InPersonSessionRow,
  extra: { audience?: AudienceRow[]; managerIds?: number[] } = {},
) {
  const { qrSecret: _secret, ...rest } = s;
  return { ...rest, ...extra };
}

interface LeavePayload {
  sessionName: string;
  startAt: string;
  endAt: string;
  reason: string;
}

/**
 * Face-to-face sessions: authoring (admin), the rotating QR and signing in and out, leave,
 * the attendance managers' corrections and grades, and the learners' evaluation. A learner who
 * becomes attended emits the 'face' item event in the same transaction, once.
 */
export function createInPersonService(deps: InPersonDeps) {
  const { db, directory } = deps;
  const repo = createInPersonRepository(db);

  async function requireSession(companyId: number, id: number, r: InPersonRepository = repo) {
    return inCompany(companyId, await r.findInCompany(companyId, id), 'inPerson.notFound');
  }

  /** The session, when the actor may manage its attendance (an admin or a named manager). */
  async function requireManager(actor: Actor, sessionId: number, r: InPersonRepository = repo) {
    const s = await requireSession(actor.companyId, sessionId, r);
    requireRole(actor.isAdmin || (await r.isManager(s.id, actor.userId)), 'inPerson.notManager');
    return s;
  }

  /**
   * May this person attend: the session's audience, else a programme's grant (the access
   * module). A person who is not (or no longer) in the company may not.
   */
  async function mayAttend(q: DbOrTx, s: InPersonSessionRow, userId: number): Promise<boolean> {
    const scope = await deps.access.personScope(s.companyId, userId, q);
    return !!scope && deps.access.canSee(q, scope, 'face', s);
  }

  /** Refuses the caller outside the session's audience that no programme grants it (ret 1). */
  async function requireAttendee(q: DbOrTx, actor: Actor, s: InPersonSessionRow): Promise<void> {
    const scope = await deps.access.learner(actor, q);
    if (!(await deps.access.canSee(q, scope, 'face', s))) throw fail('inPerson.notInAudience');
  }

  /** Marks the learner attended (and emits the item event) the first time the times say so. */
  async function settle(tx: Tx, s: InPersonSessionRow, row: AttendanceRow, now: Date) {
    if (row.completedAt || !isAttended(s, row.signInAt, row.signOutAt)) return row;
    const saved = await createInPersonRepository(tx).saveAttendance(
      { sessionId: s.id, userId: row.userId, companyId: s.companyId },
      { completedAt: now },
    );
    await deps.events.emit(tx, {
      companyId: s.companyId,
      userId: row.userId,
      kind: 'face',
      itemId: s.id,
      outcome: 'completed',
      score: s.grading ? saved.grade : null,
      at: now,
    });
    return saved;
  }

  async function checkedAudience(actor: Actor, input: TInPersonSaveParsed): Promise<AudienceRow[]> {
    return checkedAudienceRows(
      input.audience,
      async (departmentIds, userIds) => {
        const [departments, people] = await Promise.all([
          directory.departmentNames(actor.companyId, departmentIds),
          directory.find(actor.companyId, userIds),
        ]);
        return [departments.size, people.length];
      },
      { notFound: 'inPerson.audienceNotFound' },
    );
  }

  async function adminDetail(actor: Actor, id: number): Promise<TInPersonDetail> {
    const s = await requireSession(actor.companyId, id);
    const [audienceRows, managerIds, signedIn] = await Promise.all([
      repo.audienceOf(id),
      repo.managersOf(id),
      repo.signedInCount(id),
    ]);
    const audience = audienceOfRows(audienceRows);
    const [files, departments, people] = await Promise.all([
      deps.files.describe(actor.companyId, s.materialIds),
      directory.departmentNames(actor.companyId, audience.departmentIds),
      directory.find(actor.companyId, [...new Set([...audience.userIds, ...managerIds])]),
    ]);
    return {
      ...toInPersonRow({ ...s, signedIn }),
      schedule: s.schedule,
      intro: s.intro,
      materials: s.materialIds.flatMap((f) => files.get(f) ?? []),
      secrecyLevel: s.secrecyLevel,
      audience,
      managerIds,
      signInBeforeMinutes: s.signInBeforeMinutes,
      signInAfterMinutes: s.signInAfterMinutes,
      lateAfterMinutes: s.lateAfterMinutes,
      signOutBeforeMinutes: s.signOutBeforeMinutes,
      signOutAfterMinutes: s.signOutAfterMinutes,
      names: {
        departments: Object.fromEntries(departments),
        users: Object.fromEntries(people.map((p) => [p.id, `${p.realName} (${p.account})`])),
      },
    };
  }

  /** Leave: the decision applied (managers' or the approval template's last node). */
  async function decideLeave(
    tx: DbOrTx,
    leave: LeaveRow,
    status: 'approved' | 'rejected' | 'cancelled',
    by: number | null,
    reason = '',
  ) {
    return createInPersonRepository(tx).updateLeave(leave.id, {
      status,
      decidedBy: by,
      decidedAt: new Date(),
      rejectReason: status === 'rejected' ? reason : '',
    });
  }

  async function reviewingLeave(tx: DbOrTx, receipt: AuditReceiptView) {
    const leave = await createInPersonRepository(tx).lockLeave(receipt.resourceId);
    if (!leave || leave.status !== 'reviewing' || leave.auditId !== receipt.auditId)
      throw fail('inPerson.leaveNotPending');
    return leave;
  }

  /** Audit type 4: what approval, rejection and withdrawal do to a leave request. */
  const auditHandler: AuditHandler = {
    type: AUDIT_TYPE.inPersonLeave,
    name: (locale) => translate('inPerson.auditType', locale),
    async onApproved(tx, receipt) {
      await decideLeave(tx, await reviewingLeave(tx, receipt), 'approved', receipt.decidedBy);
    },
    async onRejected(tx, receipt, reason) {
      const leave = await reviewingLeave(tx, receipt);
      await decideLeave(tx, leave, 'rejected', receipt.decidedBy, reason);
    },
    async onWithdrawn(tx, receipt) {
      await decideLeave(tx, await reviewingLeave(tx, receipt), 'cancelled', receipt.applicantId);
    },
    describe(receipt, locale) {
      const p = (receipt.payload ?? {}) as Partial<LeavePayload>;
      const lines: TAuditLine[] = [
        { label: translate('inPerson.auditSession', locale), value: p.sessionName ?? '' },
        {
          label: translate('inPerson.auditTime', locale),
          value: p.startAt && p.endAt ? `${p.startAt} ~ ${p.endAt}` : '',
        },
        { label: translate('inPerson.auditReason', locale), value: p.reason ?? '' },
      ];
      return { title: translate('inPerson.auditType', locale), lines };
    },
  };

  return {
    auditHandler,
    requireSession,
    mayAttend,

    // ------------------------------------------------------------------------- admin
    async list(
      actor: Actor,
      q: z.output<typeof ZInPersonAdminQuery>,
    ): Promise<TPage<TInPersonRow>> {
      const now = new Date();
      const { rows, total } = await repo.adminList(
        {
          companyId: actor.companyId,
          keyword: q.keyword || undefined,
          timeState: q.timeState,
          now,
        },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return {
        list: rows.map((r) => toInPersonRow(r, now.getTime())),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    detail: adminDetail,

    async save(actor: Actor, ip: string, input: TInPersonSaveParsed): Promise<TInPersonDetail> {
      const known = await deps.files.describe(actor.companyId, input.materialIds);
      if (known.size !== input.materialIds.length) throw fail('inPerson.materialNotFound');
      const audience = await checkedAudience(actor, input);
      const managers = await directory.find(actor.companyId, input.managerIds, {
        activeOnly: true,
      });
      if (managers.length !== input.managerIds.length) throw fail('inPerson.managerNotFound');
      const values = {
        name: input.name,
        lessonHours: input.lessonHours,
        address: input.address,
        lecturer: input.lecturer,
        startAt: new Date(input.startAt),
        endAt: new Date(input.endAt),
        schedule: input.schedule,
        intro: input.intro,
        materialIds: input.materialIds,
        secrecyLevel: input.secrecyLevel,
        visibility: audience.length ? 'limited' : 'all',
        signInBeforeMinutes: input.signInBeforeMinutes,
        signInAfterMinutes: input.signInAfterMinutes,
        lateAfterMinutes: input.lateAfterMinutes,
        requireSignOut: input.requireSignOut,
        signOutBeforeMinutes: input.signOutBeforeMinutes,
        signOutAfterMinutes: input.signOutAfterMinutes,
        grading: input.grading,
      };
      const id = await db.transaction(async (tx) => {
        const r = createInPersonRepository(tx);
        if (input.id) {
          const before = await requireSession(actor.companyId, input.id, r);
          const [beforeAudience, beforeManagers] = await Promise.all([
            r.audienceOf(before.id),
            r.managersOf(before.id),
          ]);
          const after = await r.update(before.id, values);
          await r.replaceAudience(after.id, audience);
          await r.replaceManagers(after.id, input.managerIds);
          await deps.record(tx, actor, ip, {
            action: 'update',
            entity: 'face',
            entityId: after.id,
            summary: after.name,
            before: logEntry(before, { audience: beforeAudience, managerIds: beforeManagers }),
            after: logEntry(after, { audience, managerIds: input.managerIds }),
          });
          return after.id;
        }
        const row = await r.insert({
          ...values,
          companyId: actor.companyId,
          qrSecret: newQrSecret(),
          createdBy: actor.userId,
        });
        await r.replaceAudience(row.id, audience);
        await r.replaceManagers(row.id, input.managerIds);
        await deps.record(tx, actor, ip, {
          action: 'create',
          entity: 'face',
          entityId: row.id,
          summary: row.name,
          after: logEntry(row, { audience, managerIds: input.managerIds }),
        });
        return row.id;
      });
      return adminDetail(actor, id);
    },

    /** Deletes sessions nobody has signed in to (their leave and audience go with them). */
    async remove(actor: Actor, ip: string, ids: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        const r = createInPersonRepository(tx);
        const { unique, rows } = await requireAll(
          ids,
          (u) => r.findManyInCompany(actor.companyId, u),
          'inPerson.notFound',
        );
        if ((await r.hasAttendance(unique)).size) throw fail('inPerson.hasAttendance');
        await r.deleteMany(unique);
        for (const s of rows)
          await deps.record(tx, actor, ip, {
            action: 'delete',
            entity: 'face',
            entityId: s.id,
            summary: s.name,
            before: logEntry(s),
          });
      });
    },

    // ------------------------------------------------------------------------- the QR
    /** The current sign-in (or sign-out) URL of a session, for its managers' screens. */
    async qr(
      actor: Actor,
      sessionId: number,
      action: InPersonAction,
      origin: string,
    ): Promise<TInPersonQr> {
      const s = await requireManager(actor, sessionId);
      const now = Date.now();
      const { token, rotatesAt } = currentQr(s.qrSecret, s.id, action, now);
      return {
        action,
        url: inPersonSignUrl(origin, s.id, action, token),
        rotatesAt: rotatesAt.toISOString(),
        now: new Date(now).toISOString(),
      };
    },

    // ------------------------------------------------------------------------- learners
    /** Signs the learner in or out from the scanned QR: fresh token, window, audience. */
    async sign(actor: Actor, input: TInPersonSign): Promise<TInPersonSignResult> {
      const now = new Date();
      return db.transaction(async (tx) => {
        const r = createInPersonRepository(tx);
        const s = await requireSession(actor.companyId, input.sessionId, r);
        if (!qrFresh(s.qrSecret, s.id, input.action, input.token, now.getTime()))
          throw fail('inPerson.qrExpired');
        await requireAttendee(tx, actor, s);
        const leave = (await r.latestLeaves(actor.userId, [s.id])).get(s.id);
        if (leave?.status === 'approved') throw fail('inPerson.onLeave');
        const row = await r.lockAttendance({
          sessionId: s.id,
          userId: actor.userId,
          companyId: s.companyId,
        });
        const t = now.getTime();
        let saved: AttendanceRow;
        if (input.action === 'in') {
          if (row.signInAt) throw fail('inPerson.alreadySignedIn');
          const w = signInWindow(s);
          if (t < w.opensAt) throw fail('inPerson.signInNotOpen');
          if (t > w.closesAt) throw fail('inPerson.signInClosed');
          saved = await r.saveAttendance(
            { sessionId: s.id, userId: actor.userId, companyId: s.companyId },
            { signInAt: now },
          );
        } else {
          if (!s.requireSignOut) throw fail('inPerson.signOutNotRequired');
          if (!row.signInAt) throw fail('inPerson.notSignedIn');
          if (row.signOutAt) throw fail('inPerson.alreadySignedOut');
          const w = signOutWindow(s);
          if (t < w.opensAt) throw fail('inPerson.signOutNotOpen');
          if (t > w.closesAt) throw fail('inPerson.signOutClosed');
          saved = await r.saveAttendance(
            { sessionId: s.id, userId: actor.userId, companyId: s.companyId },
            { signOutAt: now },
          );
        }
        saved = await settle(tx, s, saved, now);
        return {
          sessionId: s.id,
          sessionName: s.name,
          action: input.action,
          state: attendanceStateOf(s, { ...saved, onLeave: false }, now),
          signInAt: iso(saved.signInAt),
          signOutAt: iso(saved.signOutAt),
        };
      });
    },

    async myList(
      actor: Actor,
      q: z.output<typeof ZMyInPersonQuery>,
    ): Promise<TPage<TMyInPersonRow>> {
      const scope = await deps.access.learner(actor);
      const now = new Date();
      const { rows, total } = await repo.learnerList(
        scope,
        { keyword: q.keyword || undefined, timeState: q.timeState, now },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const ids = rows.map((s) => s.id);
      const [attendance, leaves] = await Promise.all([
        repo.attendanceMany([actor.userId], ids),
        repo.latestLeaves(actor.userId, ids),
      ]);
      const bySession = new Map(attendance.map((a) => [a.sessionId, a]));
      return {
        list: rows.map((s) => {
          const a = bySession.get(s.id);
          return {
            ...sessionBasics(s, now.getTime()),
            state: attendanceStateOf(
              s,
              {
                signInAt: a?.signInAt ?? null,
                signOutAt: a?.signOutAt ?? null,
                onLeave: leaves.get(s.id)?.status === 'approved',
              },
              now,
            ),
          };
        }),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async learnerDetail(actor: Actor, id: number): Promise<TInPersonLearnerDetail> {
      const s = await requireSession(actor.companyId, id);
      const isManager = await repo.isManager(s.id, actor.userId);
      if (!isManager) await requireAttendee(db, actor, s);
      const now = new Date();
      const [attendance, leaves, evaluation, files] = await Promise.all([
        repo.attendanceOf(s.id, actor.userId),
        repo.latestLeaves(actor.userId, [s.id]),
        repo.evaluationOf(s.id, actor.userId),
        deps.files.describe(actor.companyId, s.materialIds),
      ]);
      const leave = leaves.get(s.id) ?? null;
      const signInAt = attendance?.signInAt ?? null;
      const signOutAt = attendance?.signOutAt ?? null;
      const state = attendanceStateOf(
        s,
        { signInAt, signOutAt, onLeave: leave?.status === 'approved' },
        now,
      );
      const attended = isAttended(s, signInAt, signOutAt);
      const activeLeave = leave && ['pending', 'reviewing', 'approved'].includes(leave.status);
      const inW = signInWindow(s);
      const outW = signOutWindow(s);
      return {
        ...sessionBasics(s, now.getTime()),
        schedule: s.schedule,
        intro: s.intro,
        materials: s.materialIds.flatMap((f) => files.get(f) ?? []),
        requireSignOut: s.requireSignOut,
        grading: s.grading,
        signInOpensAt: new Date(inW.opensAt).toISOString(),
        signInClosesAt: new Date(inW.closesAt).toISOString(),
        signOutOpensAt: s.requireSignOut ? new Date(outW.opensAt).toISOString() : null,
        signOutClosesAt: s.requireSignOut ? new Date(outW.closesAt).toISOString() : null,
        lateAfterMinutes: s.lateAfterMinutes,
        mine: {
          state,
          signInAt: iso(signInAt),
          signOutAt: iso(signOutAt),
          grade: s.grading ? (attendance?.grade ?? null) : null,
          leave: leave ? toLeave(leave) : null,
          canRequestLeave: !activeLeave && !signInAt && now < s.endAt,
          canEvaluate: attended && !evaluation,
          evaluation: evaluation
            ? { rating: evaluation.rating, comment: evaluation.comment }
            : null,
        },
        isManager,
      };
    },

    async requestLeave(
      actor: Actor,
      input: { sessionId: number; reason: string },
    ): Promise<TInPersonLeave> {
      return db.transaction(async (tx) => {
        const r = createInPersonRepository(tx);
        const s = await requireSession(actor.companyId, input.sessionId, r);
        await r.lock(s.id);
        await requireAttendee(tx, actor, s);
        if (Date.now() >= s.endAt.getTime()) throw fail('inPerson.leaveClosed');
        const attendance = await r.attendanceOf(s.id, actor.userId);
        if (attendance?.signInAt) throw fail('inPerson.leaveAfterSignIn');
        const latest = (await r.latestLeaves(actor.userId, [s.id])).get(s.id);
        if (latest && ['pending', 'reviewing', 'approved'].includes(latest.status))
          throw fail('inPerson.leaveExists');
        const viaAudit = await deps.approvals.hasActiveTemplate(
          tx,
          actor.companyId,
          AUDIT_TYPE.inPersonLeave,
        );
        let leave = await r.insertLeave({
          companyId: actor.companyId,
          sessionId: s.id,
          userId: actor.userId,
          reason: input.reason,
          status: viaAudit ? 'reviewing' : 'pending',
        });
        if (viaAudit) {
          const fmt = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');
          const payload: LeavePayload = {
            sessionName: s.name,
            startAt: `${fmt(s.startAt)} UTC`,
            endAt: `${fmt(s.endAt)} UTC`,
            reason: input.reason,
          };
          const opened = await deps.approvals.open(tx, {
            companyId: actor.companyId,
            type: AUDIT_TYPE.inPersonLeave,
            resourceId: leave.id,
            applicant: { userId: actor.userId, roles: actor.roles },
            payload,
          });
          leave = await r.updateLeave(leave.id, { auditId: opened.auditId });
        }
        return toLeave(leave);
      });
    },

    /** The learner cancels a leave request still waiting, or an approved one before the start. */
    async cancelLeave(actor: Actor, leaveId: number): Promise<TInPersonLeave> {
      const leave = await repo.leaveById(leaveId);
      if (!leave || leave.userId !== actor.userId || leave.companyId !== actor.companyId)
        throw fail('inPerson.leaveNotFound');
      if (leave.status === 'reviewing' && leave.auditId) {
        await deps.approvals.withdraw(actor, { auditId: leave.auditId });
        return toLeave((await repo.leaveById(leaveId))!);
      }
      return db.transaction(async (tx) => {
        const r = createInPersonRepository(tx);
        const locked = (await r.lockLeave(leaveId))!;
        const s = await requireSession(actor.companyId, locked.sessionId, r);
        const cancellable =
          locked.status === 'pending' || (locked.status === 'approved' && new Date() < s.startAt);
        if (!cancellable) throw fail('inPerson.leaveNotCancellable');
        return toLeave(await decideLeave(tx, locked, 'cancelled', actor.userId));
      });
    },

    async evaluate(actor: Actor, input: z.output<typeof ZInPersonEvaluate>): Promise<void> {
      const s = await requireSession(actor.companyId, input.sessionId);
      const a = await repo.attendanceOf(s.id, actor.userId);
      if (!a || !isAttended(s, a.signInAt, a.signOutAt)) throw fail('inPerson.evaluateNotAttended');
      const inserted = await repo.insertEvaluation({
        sessionId: s.id,
        userId: actor.userId,
        rating: input.rating,
        comment: input.comment,
      });
      if (!inserted) throw fail('inPerson.alreadyEvaluated');
    },

    /** The sessions the caller is a named attendance manager of (the learner site's tab). */
    async managedList(
      actor: Actor,
      q: { page: number; pageSize: number },
    ): Promise<TPage<TInPersonRow>> {
      const { rows, total } = await repo.managedList(
        actor.companyId,
        actor.userId,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const now = Date.now();
      return {
        list: rows.map((r) => toInPersonRow(r, now)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    // ------------------------------------------------------------------------- managers
    requireManager,

    async attendance(actor: Actor, q: z.output<typeof ZAttendanceQuery>): Promise<TAttendancePage> {
      const s = await requireManager(actor, q.sessionId);
      const { rows, total, counts } = await repo.expectedPage(
        s,
        { state: q.state, keyword: q.keyword || undefined, now: new Date() },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return {
        list: rows.map((r) => ({
          ...r,
          signInAt: iso(r.signInAt),
          signOutAt: iso(r.signOutAt),
          grade: r.grade ?? null,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
        counts,
      };
    },

    /** A manager sets a learner's times, with a reason kept with the change. */
    async correct(actor: Actor, ip: string, input: TAttendanceCorrect): Promise<void> {
      const now = new Date();
      await db.transaction(async (tx) => {
        const r = createInPersonRepository(tx);
        const s = await requireManager(actor, input.sessionId, r);
        const expected = await r.expectedUsers(s, [input.userId]);
        if (!expected.has(input.userId) && !(await mayAttend(tx, s, input.userId)))
          throw fail('inPerson.notExpected');
        await applyTimes(
          tx,
          actor,
          ip,
          s,
          [
            {
              userId: input.userId,
              signInAt: input.signInAt ? new Date(input.signInAt) : null,
              signOutAt: input.signOutAt ? new Date(input.signOutAt) : null,
            },
          ],
          input.reason,
          now,
        );
      });
    },

    async grade(actor: Actor, ip: string, input: z.output<typeof ZAttendanceGrade>): Promise<void> {
      const now = new Date();
      await db.transaction(async (tx) => {
        const r = createInPersonRepository(tx);
        const s = await requireManager(actor, input.sessionId, r);
        if (!s.grading) throw fail('inPerson.gradingOff');
        const expected = await r.expectedUsers(s, [input.userId]);
        if (!expected.has(input.userId)) throw fail('inPerson.notExpected');
        const before = await r.attendanceOf(s.id, input.userId);
        const saved = await r.saveAttendance(
          { sessionId: s.id, userId: input.userId, companyId: s.companyId },
          { grade: input.grade, gradeComment: input.comment },
        );
        await deps.record(tx, actor, ip, {
          action: 'grade',
          entity: 'face',
          entityId: s.id,
          summary: s.name,
          before: { userId: input.userId, grade: before?.grade ?? null },
          after: { userId: input.userId, grade: input.grade, comment: input.comment },
        });
        // The item event went out once, at attendance; programmes read the grade as the item's score.
        await settle(tx, s, saved, now);
      });
    },

    async leaves(actor: Actor, q: z.output<typeof ZLeaveQuery>): Promise<TPage<TLeaveRow>> {
      const s = await requireManager(actor, q.sessionId);
      const { rows, total } = await repo.leavePage(
        s.id,
        q.status,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return {
        list: rows.map((r) => ({
          ...toLeave(r.leave),
          name: r.name,
          account: r.account,
          departmentName: r.departmentName,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** The managers decide a pending request (one under an approval template is the audit centre's). */
    async decide(
      actor: Actor,
      ip: string,
      input: z.output<typeof ZLeaveDecide>,
    ): Promise<TInPersonLeave> {
      return db.transaction(async (tx) => {
        const r = createInPersonRepository(tx);
        const leave = await r.lockLeave(input.leaveId);
        if (!leave || leave.companyId !== actor.companyId) throw fail('inPerson.leaveNotFound');
        const s = await requireManager(actor, leave.sessionId, r);
        if (leave.status !== 'pending') throw fail('inPerson.leaveNotPending');
        const saved = await decideLeave(
          tx,
          leave,
          input.approve ? 'approved' : 'rejected',
          actor.userId,
          input.reason,
        );
        await deps.record(tx, actor, ip, {
          action: input.approve ? 'approveLeave' : 'rejectLeave',
          entity: 'face',
          entityId: s.id,
          summary: s.name,
          before: { leaveId: leave.id, userId: leave.userId, status: leave.status },
          after: { leaveId: leave.id, status: saved.status, reason: input.reason },
        });
        return toLeave(saved);
      });
    },

    async evaluations(
      actor: Actor,
      q: z.output<typeof ZEvaluationQuery>,
    ): Promise<TEvaluationPage> {
      const s = await requireManager(actor, q.sessionId);
      const { rows, dist } = await repo.evaluationPage(s.id, (q.page - 1) * q.pageSize, q.pageSize);
      const distribution = [1, 2, 3, 4, 5].map((n) => dist.find((d) => d.rating === n)?.n ?? 0);
      const total = distribution.reduce((a, b) => a + b, 0);
      const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
      return {
        list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        total,
        page: q.page,
        pageSize: q.pageSize,
        average: total ? Math.round((sum / total) * 100) / 100 : null,
        distribution,
      };
    },

    applyTimes,
  };

  /**
   * Sets learners' sign-in/out times (corrections and imports): one correction row each with
   * its reason, one operation-log entry, and the item event for those who became attended.
   */
  async function applyTimes(
    tx: Tx,
    actor: Actor,
    ip: string,
    s: InPersonSessionRow,
    changes: { userId: number; signInAt: Date | null; signOutAt: Date | null }[],
    reason: string,
    now: Date,
  ): Promise<void> {
    const r = createInPersonRepository(tx);
    const before = new Map(
      (
        await r.attendanceMany(
          changes.map((c) => c.userId),
          [s.id],
        )
      ).map((a) => [a.userId, a]),
    );
    for (const c of changes) {
      const old = before.get(c.userId);
      const was = { signInAt: iso(old?.signInAt), signOutAt: iso(old?.signOutAt) };
      const now2 = { signInAt: iso(c.signInAt), signOutAt: iso(c.signOutAt) };
      if (was.signInAt === now2.signInAt && was.signOutAt === now2.signOutAt) continue;
      const saved = await r.saveAttendance(
        { sessionId: s.id, userId: c.userId, companyId: s.companyId },
        { signInAt: c.signInAt, signOutAt: c.signOutAt },
      );
      await r.insertCorrection({
        sessionId: s.id,
        userId: c.userId,
        actorId: actor.userId,
        reason,
        before: was,
        after: now2,
      });
      await deps.record(tx, actor, ip, {
        action: 'correct',
        entity: 'face',
        entityId: s.id,
        summary: `${s.name}: ${reason}`,
        before: { userId: c.userId, ...was },
        after: { userId: c.userId, ...now2 },
      });
      await settle(tx, s, saved, now);
    }
  }
}
export type InPersonService = ReturnType<typeof createInPersonService>;
