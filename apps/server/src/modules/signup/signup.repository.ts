import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import { SIGNUP_HOLDING_STATES, type SignupKind } from '@ascent/shared/signup';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { peopleRows } from '../user/people.sql.ts';
import {
  signupDepartments,
  signupRecords,
  signupRoomLinks,
  signupRooms,
  signups,
} from './signup.schema.ts';

export type SignupRow = typeof signups.$inferSelect;
export type SignupRecordRow = typeof signupRecords.$inferSelect;
export type RoomRow = typeof signupRooms.$inferSelect;
export type NewSignup = typeof signups.$inferInsert;

const holding = inArray(signupRecords.state, [...SIGNUP_HOLDING_STATES]);

/** The only code that reads and writes the sign-up tables. */
export function createSignupRepository(db: DbOrTx) {
  return {
    async find(companyId: number, id: number): Promise<SignupRow | undefined> {
      const [row] = await db
        .select()
        .from(signups)
        .where(and(eq(signups.companyId, companyId), eq(signups.id, id)));
      return row;
    },

    /** Locks the sign-up row: capacity and duplicate checks of concurrent sign-ups queue here. */
    async lock(companyId: number, id: number): Promise<SignupRow | undefined> {
      const [row] = await db
        .select()
        .from(signups)
        .where(and(eq(signups.companyId, companyId), eq(signups.id, id)))
        .for('update');
      return row;
    },

    async findMany(companyId: number, ids: number[]): Promise<SignupRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(signups)
        .where(and(eq(signups.companyId, companyId), inArray(signups.id, ids)));
    },

    async adminList(
      f: { companyId: number; keyword?: string; kind?: SignupKind; status?: string },
      offset: number,
      limit: number,
    ): Promise<{ rows: SignupRow[]; total: number }> {
      const where = and(
        eq(signups.companyId, f.companyId),
        f.keyword ? ilike(signups.title, containsPattern(f.keyword)) : undefined,
        f.kind ? eq(signups.kind, f.kind) : undefined,
        f.status ? eq(signups.status, f.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(signups)
          .where(where)
          .orderBy(desc(signups.updatedAt), desc(signups.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(signups).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Published sign-ups not yet ended that a learner's departments (own and ancestors) may
     * sign up for, soonest ending first.
     */
    async openFor(
      companyId: number,
      departmentIds: number[],
      now: Date,
      offset: number,
      limit: number,
    ): Promise<{ rows: SignupRow[]; total: number }> {
      const allowed = or(
        sql`not exists (select 1 from ${signupDepartments} where ${signupDepartments.signupId} = ${signups.id})`,
        departmentIds.length
          ? exists(
              db
                .select({ one: sql`1` })
                .from(signupDepartments)
                .where(
                  and(
                    eq(signupDepartments.signupId, signups.id),
                    inArray(signupDepartments.departmentId, departmentIds),
                  ),
                ),
            )
          : undefined,
      );
      const where = and(
        eq(signups.companyId, companyId),
        eq(signups.status, 'published'),
        gte(signups.endAt, now),
        allowed,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(signups)
          .where(where)
          .orderBy(asc(signups.endAt), asc(signups.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(signups).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Sign-ups the learner has any record on, the latest record first. */
    async mineOf(
      companyId: number,
      userId: number,
      offset: number,
      limit: number,
    ): Promise<{ rows: SignupRow[]; total: number }> {
      const latest = db
        .select({
          signupId: signupRecords.signupId,
          lastId: sql<number>`max(${signupRecords.id})`.as('last_id'),
        })
        .from(signupRecords)
        .where(and(eq(signupRecords.userId, userId), eq(signupRecords.companyId, companyId)))
        .groupBy(signupRecords.signupId)
        .as('latest');
      const [rows, [total]] = await Promise.all([
        db
          .select({ s: signups })
          .from(latest)
          .innerJoin(signups, eq(signups.id, latest.signupId))
          .orderBy(desc(latest.lastId))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(latest),
      ]);
      return { rows: rows.map((r) => r.s), total: total?.n ?? 0 };
    },

    async insert(values: NewSignup): Promise<SignupRow> {
      const [row] = await db.insert(signups).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<NewSignup>): Promise<SignupRow> {
      const [row] = await db
        .update(signups)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(signups.id, id))
        .returning();
      return row!;
    },

    async setStatus(companyId: number, ids: number[], status: string): Promise<SignupRow[]> {
      return db
        .update(signups)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(signups.companyId, companyId), inArray(signups.id, ids)))
        .returning();
    },

    async remove(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(signups).where(inArray(signups.id, ids));
    },

    async departmentsOf(signupIds: number[]): Promise<Map<number, number[]>> {
      const out = new Map<number, number[]>();
      if (!signupIds.length) return out;
      const rows = await db
        .select()
        .from(signupDepartments)
        .where(inArray(signupDepartments.signupId, signupIds));
      for (const r of rows) out.set(r.signupId, [...(out.get(r.signupId) ?? []), r.departmentId]);
      return out;
    },

    async replaceDepartments(signupId: number, departmentIds: number[]): Promise<void> {
      await db.delete(signupDepartments).where(eq(signupDepartments.signupId, signupId));
      if (departmentIds.length)
        await db
          .insert(signupDepartments)
          .values(departmentIds.map((departmentId) => ({ signupId, departmentId })));
    },

    async roomIdsOf(signupId: number): Promise<number[]> {
      const rows = await db
        .select({ roomId: signupRoomLinks.roomId })
        .from(signupRoomLinks)
        .where(eq(signupRoomLinks.signupId, signupId))
        .orderBy(asc(signupRoomLinks.roomId));
      return rows.map((r) => r.roomId);
    },

    async replaceRoomLinks(signupId: number, roomIds: number[]): Promise<void> {
      await db.delete(signupRoomLinks).where(eq(signupRoomLinks.signupId, signupId));
      if (roomIds.length)
        await db.insert(signupRoomLinks).values(roomIds.map((roomId) => ({ signupId, roomId })));
    },

    /** Reviewing + enrolled records per sign-up. */
    async takenCounts(signupIds: number[]): Promise<Map<number, number>> {
      if (!signupIds.length) return new Map();
      const rows = await db
        .select({ signupId: signupRecords.signupId, n: count() })
        .from(signupRecords)
        .where(and(inArray(signupRecords.signupId, signupIds), holding))
        .groupBy(signupRecords.signupId);
      return new Map(rows.map((r) => [r.signupId, r.n]));
    },

    async anyRecords(signupIds: number[]): Promise<Set<number>> {
      if (!signupIds.length) return new Set();
      const rows = await db
        .selectDistinct({ signupId: signupRecords.signupId })
        .from(signupRecords)
        .where(inArray(signupRecords.signupId, signupIds));
      return new Set(rows.map((r) => r.signupId));
    },

    /** The learner's latest record on each sign-up. */
    async latestRecords(
      userId: number,
      signupIds: number[],
    ): Promise<Map<number, SignupRecordRow>> {
      if (!signupIds.length) return new Map();
      const rows = await db
        .selectDistinctOn([signupRecords.signupId])
        .from(signupRecords)
        .where(and(eq(signupRecords.userId, userId), inArray(signupRecords.signupId, signupIds)))
        .orderBy(signupRecords.signupId, desc(signupRecords.id));
      return new Map(rows.map((r) => [r.signupId, r]));
    },

    async holdingRecord(signupId: number, userId: number): Promise<SignupRecordRow | undefined> {
      const [row] = await db
        .select()
        .from(signupRecords)
        .where(
          and(eq(signupRecords.signupId, signupId), eq(signupRecords.userId, userId), holding),
        );
      return row;
    },

    async findRecord(companyId: number, id: number): Promise<SignupRecordRow | undefined> {
      const [row] = await db
        .select()
        .from(signupRecords)
        .where(and(eq(signupRecords.companyId, companyId), eq(signupRecords.id, id)));
      return row;
    },

    async lockRecord(id: number): Promise<SignupRecordRow | undefined> {
      const [row] = await db
        .select()
        .from(signupRecords)
        .where(eq(signupRecords.id, id))
        .for('update');
      return row;
    },

    async insertRecord(values: typeof signupRecords.$inferInsert): Promise<SignupRecordRow> {
      const [row] = await db.insert(signupRecords).values(values).returning();
      return row!;
    },

    async updateRecord(
      id: number,
      values: Partial<typeof signupRecords.$inferInsert>,
    ): Promise<SignupRecordRow> {
      const [row] = await db
        .update(signupRecords)
        .set(values)
        .where(eq(signupRecords.id, id))
        .returning();
      return row!;
    },

    /** The admin's people list: records with the person's account, name and department. */
    async people(
      f: { signupId: number; state?: string; keyword?: string },
      offset: number,
      limit: number,
    ) {
      const people = peopleRows();
      const where = and(
        eq(signupRecords.signupId, f.signupId),
        f.state ? eq(signupRecords.state, f.state) : undefined,
        f.keyword
          ? or(
              ilike(people.account, containsPattern(f.keyword)),
              ilike(people.realName, containsPattern(f.keyword)),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            record: signupRecords,
            account: people.account,
            realName: people.realName,
            departmentName: people.departmentName,
          })
          .from(signupRecords)
          .innerJoin(people, eq(people.id, signupRecords.userId))
          .where(where)
          .orderBy(desc(signupRecords.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ n: count() })
          .from(signupRecords)
          .innerJoin(people, eq(people.id, signupRecords.userId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Records of the company's course-enrolment sign-ups (kind 5) on a course, any state. */
    async courseEnrolmentRecords(
      companyId: number,
      courseId: number,
    ): Promise<{ id: number; userId: number; auditId: number | null }[]> {
      return db
        .select({
          id: signupRecords.id,
          userId: signupRecords.userId,
          auditId: signupRecords.auditId,
        })
        .from(signupRecords)
        .innerJoin(signups, eq(signups.id, signupRecords.signupId))
        .where(
          and(
            eq(signups.companyId, companyId),
            eq(signups.kind, 5),
            eq(signups.targetType, 'course'),
            eq(signups.targetId, courseId),
          ),
        );
    },

    /** The sign-up admitting to a target: the latest published or closed one. */
    async findByTarget(
      companyId: number,
      targetType: string,
      targetId: number,
    ): Promise<SignupRow | undefined> {
      const [row] = await db
        .select()
        .from(signups)
        .where(
          and(
            eq(signups.companyId, companyId),
            eq(signups.targetType, targetType),
            eq(signups.targetId, targetId),
            inArray(signups.status, ['published', 'closed']),
          ),
        )
        .orderBy(desc(signups.id))
        .limit(1);
      return row;
    },

    /** True when the learner holds an enrolled record on any sign-up admitting to the target. */
    async enrolledInTarget(
      companyId: number,
      targetType: string,
      targetId: number,
      userId: number,
    ): Promise<boolean> {
      const [row] = await db
        .select({ id: signupRecords.id })
        .from(signupRecords)
        .innerJoin(signups, eq(signups.id, signupRecords.signupId))
        .where(
          and(
            eq(signups.companyId, companyId),
            eq(signups.targetType, targetType),
            eq(signups.targetId, targetId),
            eq(signupRecords.userId, userId),
            eq(signupRecords.state, 'enrolled'),
          ),
        )
        .limit(1);
      return !!row;
    },

    // ------------------------------------------------------------------------- rooms

    async rooms(
      companyId: number,
      f: { keyword?: string; ids?: number[]; enabledOnly?: boolean },
      offset = 0,
      limit = 1000,
    ): Promise<{ rows: RoomRow[]; total: number }> {
      const where = and(
        eq(signupRooms.companyId, companyId),
        eq(signupRooms.deleted, false),
        f.keyword ? ilike(signupRooms.name, containsPattern(f.keyword)) : undefined,
        f.ids ? inArray(signupRooms.id, f.ids.length ? f.ids : [0]) : undefined,
        f.enabledOnly ? eq(signupRooms.enabled, true) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(signupRooms)
          .where(where)
          .orderBy(asc(signupRooms.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(signupRooms).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async roomsById(ids: number[]): Promise<Map<number, RoomRow>> {
      if (!ids.length) return new Map();
      const rows = await db.select().from(signupRooms).where(inArray(signupRooms.id, ids));
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Locks the room row: reservations of one room are checked and written one at a time. */
    async lockRoom(companyId: number, id: number): Promise<RoomRow | undefined> {
      const [row] = await db
        .select()
        .from(signupRooms)
        .where(
          and(
            eq(signupRooms.companyId, companyId),
            eq(signupRooms.id, id),
            eq(signupRooms.deleted, false),
          ),
        )
        .for('update');
      return row;
    },

    async insertRoom(values: typeof signupRooms.$inferInsert): Promise<RoomRow> {
      const [row] = await db.insert(signupRooms).values(values).returning();
      return row!;
    },

    async updateRoom(
      companyId: number,
      id: number,
      values: Partial<typeof signupRooms.$inferInsert>,
    ): Promise<RoomRow | undefined> {
      const [row] = await db
        .update(signupRooms)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(signupRooms.companyId, companyId), eq(signupRooms.id, id)))
        .returning();
      return row;
    },

    /** Held reservations of a room overlapping [from, to). */
    async heldSlots(roomId: number, from: Date, to: Date) {
      return db
        .select({
          id: signupRecords.id,
          slotStart: signupRecords.slotStart,
          slotEnd: signupRecords.slotEnd,
        })
        .from(signupRecords)
        .where(
          and(
            eq(signupRecords.roomId, roomId),
            holding,
            lt(signupRecords.slotStart, to),
            gt(signupRecords.slotEnd, from),
          ),
        )
        .orderBy(asc(signupRecords.slotStart));
    },

    /** Rooms among ids with a held reservation ending after `now`. */
    async roomsInUse(roomIds: number[], now: Date): Promise<Set<number>> {
      if (!roomIds.length) return new Set();
      const rows = await db
        .selectDistinct({ roomId: signupRecords.roomId })
        .from(signupRecords)
        .where(
          and(inArray(signupRecords.roomId, roomIds), holding, gt(signupRecords.slotEnd, now)),
        );
      return new Set(rows.map((r) => r.roomId!));
    },
  };
}
export type SignupRepository = ReturnType<typeof createSignupRepository>;
