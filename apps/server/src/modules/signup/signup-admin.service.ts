import type { z } from 'zod';
import type { TPage } from '@ascent/shared/admin';
import { translate } from '@ascent/shared/errors';
import type { Locale } from '@ascent/shared/i18n';
import {
  SIGNUP_KIND,
  SIGNUP_TARGET_OF_KIND,
  type SignupKind,
  type SignupRecordState,
  type TRoom,
  type TSignupAdminDetail,
  type TSignupAdminRow,
  type TSignupPerson,
  type TSignupSaveParsed,
  type ZRoomQuery,
  type ZRoomSave,
  type ZSignupAdminQuery,
  type ZSignupPeopleQuery,
} from '@ascent/shared/signup';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { changePublication } from '../../core/publishing.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { SignupRegistry, SignupTargetType } from '../../core/learning-items.ts';
import { buildWorkbook } from '../../core/xlsx.ts';
import { createSignupRepository, type SignupRow } from './signup.repository.ts';
import {
  PERSONNEL_SNAPSHOT_KEYS,
  SIGNUP_AUDIT_TYPE,
  type SignupApprovals,
} from './signup.audit.ts';
import { iso, signupLogEntry, toAdminRow, toReservation, toRoom } from './signup.mapper.ts';

/**
 * The admin's sign-ups: authoring (kind, target, window, capacity, departments, cancel rule,
 * approval, the kind-3 form, the kind-4 rooms), publishing and closing, the people who signed
 * up (with an xlsx export), and the training rooms. Every change is logged in its transaction.
 */
export function createSignupAdminService(deps: {
  db: Db;
  registry: SignupRegistry;
  approvals: Pick<SignupApprovals, 'hasActiveTemplate'>;
  record: ChangeRecorder;
  departmentNames: (companyId: number, ids: number[]) => Promise<Map<number, string>>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const repo = createSignupRepository(deps.db);

  async function titlesOf(companyId: number, rows: SignupRow[]) {
    const out = new Map<number, string>();
    for (const type of ['programme', 'course'] as const) {
      const ids = [...new Set(rows.filter((r) => r.targetType === type).map((r) => r.targetId!))];
      const target = deps.registry.target(type);
      if (!ids.length || !target) continue;
      const found = await target.describe(deps.db, companyId, ids);
      for (const r of rows)
        if (r.targetType === type && found.has(r.targetId!))
          out.set(r.id, found.get(r.targetId!)!.title);
    }
    return out;
  }

  async function detail(actor: Actor, id: number): Promise<TSignupAdminDetail> {
    const s = await repo.find(actor.companyId, id);
    if (!s) throw fail('signup.notFound');
    const [taken, departments, roomIds, titles] = await Promise.all([
      repo.takenCounts([s.id]),
      repo.departmentsOf([s.id]),
      repo.roomIdsOf(s.id),
      titlesOf(actor.companyId, [s]),
    ]);
    const departmentIds = departments.get(s.id) ?? [];
    const names = await deps.departmentNames(actor.companyId, departmentIds);
    return {
      ...toAdminRow(s, {
        now: now(),
        taken: taken.get(s.id) ?? 0,
        targetTitle: titles.get(s.id) ?? null,
      }),
      description: s.description,
      targetId: s.targetId,
      activityStartAt: iso(s.activityStartAt),
      cancelDeadline: iso(s.cancelDeadline),
      departmentIds,
      departmentNames: Object.fromEntries(names),
      fields: s.fields,
      roomIds,
    };
  }

  async function people(
    actor: Actor,
    q: z.output<typeof ZSignupPeopleQuery>,
  ): Promise<TPage<TSignupPerson>> {
    const s = await repo.find(actor.companyId, q.signupId);
    if (!s) throw fail('signup.notFound');
    const { rows, total } = await repo.people(
      { signupId: s.id, state: q.state, keyword: q.keyword || undefined },
      (q.page - 1) * q.pageSize,
      q.pageSize,
    );
    const rooms = await repo.roomsById([
      ...new Set(rows.map((r) => r.record.roomId).filter((x): x is number => !!x)),
    ]);
    const labels = new Map(s.fields.map((f) => [f.key, f.label]));
    return {
      list: rows.map(({ record, account, realName, departmentName }) => ({
        recordId: record.id,
        userId: record.userId,
        account,
        realName,
        departmentName: departmentName ?? '',
        state: record.state as SignupRecordState,
        createdAt: record.createdAt.toISOString(),
        decidedAt: iso(record.decidedAt),
        rejectReason: record.rejectReason,
        values: Object.fromEntries(
          Object.entries(record.values).map(([k, v]) => [labels.get(k) ?? k, v]),
        ),
        reservation: toReservation(record, rooms),
      })),
      total,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  return {
    async list(
      actor: Actor,
      q: z.output<typeof ZSignupAdminQuery>,
    ): Promise<TPage<TSignupAdminRow>> {
      const { rows, total } = await repo.adminList(
        {
          companyId: actor.companyId,
          keyword: q.keyword || undefined,
          kind: q.kind as SignupKind | undefined,
          status: q.status,
        },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const [taken, titles] = await Promise.all([
        repo.takenCounts(rows.map((r) => r.id)),
        titlesOf(actor.companyId, rows),
      ]);
      const at = now();
      return {
        list: rows.map((r) =>
          toAdminRow(r, {
            now: at,
            taken: taken.get(r.id) ?? 0,
            targetTitle: titles.get(r.id) ?? null,
          }),
        ),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    detail,

    async save(actor: Actor, ip: string, input: TSignupSaveParsed): Promise<TSignupAdminDetail> {
      const targetType = SIGNUP_TARGET_OF_KIND[input.kind as SignupKind] ?? null;
      const targetId = targetType ? input.targetId : null;
      let activityStartAt = input.activityStartAt ? new Date(input.activityStartAt) : null;
      if (targetType && targetId) {
        const target = deps.registry.target(targetType as SignupTargetType);
        const found = target && (await target.describe(deps.db, actor.companyId, [targetId]));
        const t = found?.get(targetId);
        if (!t) throw fail('signup.targetNotFound', undefined, { field: 'targetId' });
        activityStartAt ??= t.startAt;
      }
      const departmentIds = [...new Set(input.departmentIds)];
      const names = await deps.departmentNames(actor.companyId, departmentIds);
      if (names.size !== departmentIds.length)
        throw fail('signup.departmentNotFound', undefined, { field: 'departmentIds' });
      const roomIds = input.kind === SIGNUP_KIND.classroom ? [...new Set(input.roomIds)] : [];
      if (roomIds.length) {
        const { rows } = await repo.rooms(actor.companyId, { ids: roomIds });
        if (rows.length !== roomIds.length)
          throw fail('signup.roomNotFound', undefined, { field: 'roomIds' });
      }
      if (
        input.requiresApproval &&
        !(await deps.approvals.hasActiveTemplate(deps.db, actor.companyId, SIGNUP_AUDIT_TYPE))
      )
        throw fail('signup.approvalTemplateMissing', undefined, { field: 'requiresApproval' });
      const values = {
        kind: input.kind,
        title: input.title,
        description: input.description,
        targetType,
        targetId,
        startAt: new Date(input.startAt),
        endAt: new Date(input.endAt),
        activityStartAt,
        cancelDeadline: input.cancelDeadline ? new Date(input.cancelDeadline) : null,
        capacity: input.capacity,
        requiresApproval: input.requiresApproval,
        fields: input.kind === SIGNUP_KIND.material ? input.fields : [],
      };
      const id = await deps.db.transaction(async (tx) => {
        const r = createSignupRepository(tx);
        if (input.id) {
          const before = await r.lock(actor.companyId, input.id);
          if (!before) throw fail('signup.notFound');
          const used = await r.anyRecords([before.id]);
          if (
            used.size &&
            (before.kind !== values.kind ||
              before.targetType !== values.targetType ||
              before.targetId !== values.targetId)
          )
            throw fail('signup.kindLocked', undefined, { field: 'kind' });
          const [beforeDepartments, beforeRooms] = await Promise.all([
            r.departmentsOf([before.id]),
            r.roomIdsOf(before.id),
          ]);
          const after = await r.update(before.id, values);
          await r.replaceDepartments(before.id, departmentIds);
          await r.replaceRoomLinks(before.id, roomIds);
          await deps.record(tx, actor, ip, {
            action: 'update',
            entity: 'signup',
            entityId: before.id,
            summary: after.title,
            before: signupLogEntry(before, beforeDepartments.get(before.id) ?? [], beforeRooms),
            after: signupLogEntry(after, departmentIds, roomIds),
          });
          return before.id;
        }
        const row = await r.insert({
          ...values,
          companyId: actor.companyId,
          status: 'draft',
          createdBy: actor.userId,
        });
        await r.replaceDepartments(row.id, departmentIds);
        await r.replaceRoomLinks(row.id, roomIds);
        await deps.record(tx, actor, ip, {
          action: 'create',
          entity: 'signup',
          entityId: row.id,
          summary: row.title,
          after: signupLogEntry(row, departmentIds, roomIds),
        });
        return row.id;
      });
      return detail(actor, id);
    },

    async setStatus(
      actor: Actor,
      ip: string,
      ids: number[],
      status: 'published' | 'closed',
    ): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const r = createSignupRepository(tx);
        await changePublication(
          tx,
          { actor, ip, record: deps.record },
          {
            entity: 'signup',
            notFound: 'signup.notFound',
            find: (companyId, u) => r.findMany(companyId, u),
            title: (s) => s.title,
            setStatus: async (u, s) => {
              await r.setStatus(actor.companyId, u, s);
            },
          },
          ids,
          status,
        );
      });
    },

    async remove(actor: Actor, ip: string, ids: number[]): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const r = createSignupRepository(tx);
        const found = await r.findMany(actor.companyId, ids);
        if (found.length !== new Set(ids).size) throw fail('signup.notFound');
        if ((await r.anyRecords(ids)).size) throw fail('signup.hasRecords');
        await r.remove(ids);
        for (const row of found)
          await deps.record(tx, actor, ip, {
            action: 'delete',
            entity: 'signup',
            entityId: row.id,
            summary: row.title,
            before: signupLogEntry(row, [], []),
          });
      });
    },

    people,

    /** The people list as an xlsx (at most 10,000 rows, the current filter). */
    async exportPeople(
      actor: Actor,
      q: z.output<typeof ZSignupPeopleQuery>,
      locale: Locale,
    ): Promise<{ name: string; bytes: Buffer }> {
      const s = await repo.find(actor.companyId, q.signupId);
      if (!s) throw fail('signup.notFound');
      const page = await people(actor, { ...q, page: 1, pageSize: 10_000 });
      const t = (k: string) => translate(k, locale);
      const extra =
        s.kind === SIGNUP_KIND.material
          ? s.fields.map((f) => f.label)
          : s.kind === SIGNUP_KIND.personnel
            ? PERSONNEL_SNAPSHOT_KEYS.map((k) => t(`signup.${k}`))
            : [];
      const valueKeys =
        s.kind === SIGNUP_KIND.personnel ? PERSONNEL_SNAPSHOT_KEYS.map(String) : extra;
      const room = s.kind === SIGNUP_KIND.classroom;
      const header = [
        t('signup.account'),
        t('signup.realName'),
        t('signup.department'),
        t('signup.state'),
        t('signup.createdAt'),
        ...extra,
        ...(room
          ? [
              t('signup.lineRoom'),
              t('signup.lineTime'),
              t('signup.lineAttendees'),
              t('signup.linePurpose'),
            ]
          : []),
      ];
      const stateKey = (st: string) => `signup.state${st[0]!.toUpperCase()}${st.slice(1)}`;
      const rows = page.list.map((p) => [
        p.account,
        p.realName,
        p.departmentName,
        t(stateKey(p.state)),
        p.createdAt.slice(0, 16).replace('T', ' '),
        ...valueKeys.map((k) => p.values[k] ?? ''),
        ...(room && p.reservation
          ? [
              `${p.reservation.roomName} (${p.reservation.place})`,
              `${p.reservation.startAt.slice(0, 16).replace('T', ' ')} - ${p.reservation.endAt.slice(0, 16).replace('T', ' ')} UTC`,
              p.reservation.attendees,
              p.reservation.purpose,
            ]
          : []),
      ]);
      const bytes = buildWorkbook([
        {
          name: t('signup.sheetName'),
          rows: [header, ...rows],
          widths: header.map((h) => Math.max(12, h.length + 4)),
        },
      ]);
      return { name: s.title, bytes };
    },

    // --------------------------------------------------------------------------- rooms

    async rooms(actor: Actor, q: z.output<typeof ZRoomQuery>): Promise<TPage<TRoom>> {
      const { rows, total } = await repo.rooms(
        actor.companyId,
        { keyword: q.keyword || undefined },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return { list: rows.map(toRoom), total, page: q.page, pageSize: q.pageSize };
    },

    async saveRoom(actor: Actor, ip: string, input: z.output<typeof ZRoomSave>): Promise<TRoom> {
      return deps.db.transaction(async (tx) => {
        const r = createSignupRepository(tx);
        const values = {
          name: input.name,
          place: input.place,
          capacity: input.capacity,
          enabled: input.enabled,
        };
        if (input.id) {
          const before = await r.lockRoom(actor.companyId, input.id);
          if (!before) throw fail('signup.roomNotFound');
          const after = await r.updateRoom(actor.companyId, before.id, values);
          await deps.record(tx, actor, ip, {
            action: 'update',
            entity: 'signupRoom',
            entityId: before.id,
            summary: values.name,
            before: toRoom(before),
            after: toRoom(after!),
          });
          return toRoom(after!);
        }
        const row = await r.insertRoom({ ...values, companyId: actor.companyId });
        await deps.record(tx, actor, ip, {
          action: 'create',
          entity: 'signupRoom',
          entityId: row.id,
          summary: row.name,
          after: toRoom(row),
        });
        return toRoom(row);
      });
    },

    async removeRooms(actor: Actor, ip: string, ids: number[]): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const r = createSignupRepository(tx);
        const { rows } = await r.rooms(actor.companyId, { ids });
        if (rows.length !== new Set(ids).size) throw fail('signup.roomNotFound');
        if ((await r.roomsInUse(ids, now())).size) throw fail('signup.roomInUse');
        for (const room of rows) {
          await r.updateRoom(actor.companyId, room.id, { deleted: true, enabled: false });
          await deps.record(tx, actor, ip, {
            action: 'delete',
            entity: 'signupRoom',
            entityId: room.id,
            summary: room.name,
            before: toRoom(room),
          });
        }
      });
    },
  };
}
export type SignupAdminService = ReturnType<typeof createSignupAdminService>;
