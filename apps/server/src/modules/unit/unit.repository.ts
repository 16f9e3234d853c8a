import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { peopleRows } from '../user/people.sql.ts';
import { unitMembers, units, unitSessions } from './unit.schema.ts';

export type UnitRow = typeof units.$inferSelect;
export type UnitMemberRow = typeof unitMembers.$inferSelect;

/** The advisory-lock class of unit changes (pg_advisory_xact_lock(class, company)). */
const LOCK_CLASS = 0x0417e001;

export interface UnitListFilter {
  companyId: number;
  keyword?: string;
  sortField?: 'name' | 'createdAt';
  descending?: boolean;
}

/** A unit with its member and manager counts. */
export interface UnitCounted extends UnitRow {
  members: number;
  managers: number;
}

/** A member as the admin's member list shows them. */
export interface UnitMemberListRow {
  userId: number;
  account: string;
  realName: string;
  departmentName: string | null;
  isManager: boolean;
  createdAt: Date;
}

const people = peopleRows('unit_people');

/** One of a person's units, with whether they manage it. */
export interface PersonUnit {
  id: number;
  name: string;
  isManager: boolean;
  /** When the person last switched to it (null: never). */
  chosenAt: Date | null;
}

const memberCounts = {
  members: sql<number>`(select count(*)::int from ${unitMembers} where ${unitMembers.unitId} = ${units.id})`,
  managers: sql<number>`(select count(*)::int from ${unitMembers} where ${unitMembers.unitId} = ${units.id} and ${unitMembers.isManager})`,
};

/** The only code that queries units, their members and the sessions' current units. */
export function createUnitRepository(db: DbOrTx) {
  /** The unit becomes the one the person chose last (a new session starts in it). */
  async function markChosen(unitId: number, userId: number): Promise<void> {
    await db
      .update(unitMembers)
      .set({ chosenAt: new Date() })
      .where(and(eq(unitMembers.unitId, unitId), eq(unitMembers.userId, userId)));
  }
  const where = (f: UnitListFilter): SQL | undefined =>
    and(
      eq(units.companyId, f.companyId),
      f.keyword ? ilike(units.name, containsPattern(f.keyword)) : undefined,
    );
  return {
    async lock(companyId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${companyId})`);
    },
    async list(
      f: UnitListFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: UnitCounted[]; total: number }> {
      const column = units[f.sortField ?? 'createdAt'];
      const order = f.descending ? desc(column) : asc(column);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: units.id,
            companyId: units.companyId,
            name: units.name,
            createdAt: units.createdAt,
            ...memberCounts,
          })
          .from(units)
          .where(where(f))
          .orderBy(order, asc(units.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(units).where(where(f)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async findCounted(companyId: number, ids: number[]): Promise<UnitCounted[]> {
      if (!ids.length) return [];
      return db
        .select({
          id: units.id,
          companyId: units.companyId,
          name: units.name,
          createdAt: units.createdAt,
          ...memberCounts,
        })
        .from(units)
        .where(and(eq(units.companyId, companyId), inArray(units.id, ids)));
    },
    /** Another unit of the company with this name (case-insensitive). */
    async findClash(companyId: number, name: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: units.id })
        .from(units)
        .where(
          and(
            eq(units.companyId, companyId),
            sql`lower(${units.name}) = lower(${name})`,
            exceptId ? ne(units.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    async insert(companyId: number, name: string): Promise<UnitRow> {
      const [row] = await db.insert(units).values({ companyId, name }).returning();
      if (!row) throw new Error('insert units returned nothing');
      return row;
    },
    async rename(id: number, name: string): Promise<void> {
      await db.update(units).set({ name }).where(eq(units.id, id));
    },
    async deleteMany(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(units).where(inArray(units.id, ids));
    },

    /** A unit's members (managers first, then by account), paged, with a keyword on the account or name. */
    async members(
      unitId: number,
      keyword: string | undefined,
      offset: number,
      limit: number,
    ): Promise<{ rows: UnitMemberListRow[]; total: number }> {
      const like = keyword ? containsPattern(keyword) : undefined;
      const cond = and(
        eq(unitMembers.unitId, unitId),
        like ? or(ilike(people.account, like), ilike(people.realName, like)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            userId: unitMembers.userId,
            account: people.account,
            realName: people.realName,
            departmentName: people.departmentName,
            isManager: unitMembers.isManager,
            createdAt: unitMembers.createdAt,
          })
          .from(unitMembers)
          .innerJoin(people, eq(people.id, unitMembers.userId))
          .where(cond)
          .orderBy(desc(unitMembers.isManager), asc(people.account))
          .offset(offset)
          .limit(limit),
        db
          .select({ n: count() })
          .from(unitMembers)
          .innerJoin(people, eq(people.id, unitMembers.userId))
          .where(cond),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** Of `userIds`, those who are members of the unit. */
    async memberIds(unitId: number, userIds: number[]): Promise<Set<number>> {
      if (!userIds.length) return new Set();
      const rows = await db
        .select({ userId: unitMembers.userId })
        .from(unitMembers)
        .where(and(eq(unitMembers.unitId, unitId), inArray(unitMembers.userId, userIds)));
      return new Set(rows.map((r) => r.userId));
    },
    /** Adds members; those already in the unit keep their row. Answers the user ids added. */
    async addMembers(unitId: number, userIds: number[]): Promise<number[]> {
      if (!userIds.length) return [];
      const rows = await db
        .insert(unitMembers)
        .values(userIds.map((userId) => ({ unitId, userId })))
        .onConflictDoNothing()
        .returning({ userId: unitMembers.userId });
      return rows.map((r) => r.userId);
    },
    async removeMembers(unitId: number, userIds: number[]): Promise<void> {
      await db
        .delete(unitMembers)
        .where(and(eq(unitMembers.unitId, unitId), inArray(unitMembers.userId, userIds)));
    },
    /** Sets the manager flag; answers the user ids whose flag changed. */
    async setManager(unitId: number, userIds: number[], manager: boolean): Promise<number[]> {
      const rows = await db
        .update(unitMembers)
        .set({ isManager: manager })
        .where(
          and(
            eq(unitMembers.unitId, unitId),
            inArray(unitMembers.userId, userIds),
            ne(unitMembers.isManager, manager),
          ),
        )
        .returning({ userId: unitMembers.userId });
      return rows.map((r) => r.userId);
    },

    /** A person's units in the company, by name. */
    async unitsOf(companyId: number, userId: number): Promise<PersonUnit[]> {
      return db
        .select({
          id: units.id,
          name: units.name,
          isManager: unitMembers.isManager,
          chosenAt: unitMembers.chosenAt,
        })
        .from(unitMembers)
        .innerJoin(units, eq(units.id, unitMembers.unitId))
        .where(and(eq(unitMembers.userId, userId), eq(units.companyId, companyId)))
        .orderBy(asc(units.name), asc(units.id));
    },
    /** The unit the session switched to, if any (membership is checked by the caller). */
    async sessionUnit(sessionId: string): Promise<number | null> {
      const [row] = await db
        .select({ unitId: unitSessions.unitId })
        .from(unitSessions)
        .where(eq(unitSessions.sessionId, sessionId));
      return row?.unitId ?? null;
    },
    markChosen,
    /** The session's current unit becomes `unitId`, the one its person chose last. */
    async setSessionUnit(sessionId: string, userId: number, unitId: number): Promise<void> {
      await markChosen(unitId, userId);
      await db
        .insert(unitSessions)
        .values({ sessionId, unitId })
        .onConflictDoUpdate({
          target: unitSessions.sessionId,
          set: { unitId, updatedAt: new Date() },
        });
    },
  };
}
export type UnitRepository = ReturnType<typeof createUnitRepository>;
