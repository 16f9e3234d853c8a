import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { UserStatus } from '@ascent/shared/users';
import type { DbOrTx } from '../../db/client.ts';
import { departmentRows, departmentSubtreeIds } from '../department/department.sql.ts';
import { users, userRoles } from './user.schema.ts';
import type { NewUser, UserRow } from './user.repository.ts';

/** The admin list's filters (the caller's company always). */
export interface UserFilter {
  companyId: number;
  keyword?: string;
  /** The department and everything under it (materialized path). */
  departmentId?: number;
  role?: string;
  status?: UserStatus;
  secrecyLevel?: number;
}

export interface UserSort {
  field: 'account' | 'realName' | 'createdAt';
  order: 'ascend' | 'descend';
}

/** A user row with its department's name (one join). */
export interface UserWithDepartment {
  user: UserRow;
  departmentName: string | null;
}

/** Rows per INSERT statement of a bulk import (x ~12 columns: well under 65,535 parameters). */
export const INSERT_BATCH = 1000;
/** Ids per `IN (...)` list when reading roles for many users. */
const ID_BATCH = 5000;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every query the admin site makes on users and user_roles. */
export function createUserAdminRepository(db: DbOrTx) {
  const department = departmentRows('department');

  function where(f: UserFilter): SQL | undefined {
    const kw = f.keyword ? `%${escapeLike(f.keyword)}%` : '';
    return and(
      eq(users.companyId, f.companyId),
      f.status ? eq(users.status, f.status) : undefined,
      f.secrecyLevel ? eq(users.secrecyLevel, f.secrecyLevel) : undefined,
      f.role
        ? inArray(
            users.id,
            db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, f.role)),
          )
        : undefined,
      f.departmentId
        ? inArray(users.departmentId, departmentSubtreeIds(f.companyId, [f.departmentId]))
        : undefined,
      kw
        ? or(
            ilike(users.account, kw),
            ilike(users.realName, kw),
            ilike(users.mobile, kw),
            ilike(users.email, kw),
          )
        : undefined,
    );
  }

  function orderBy(sort: UserSort | undefined): SQL[] {
    const dir = sort?.order === 'ascend' ? asc : desc;
    if (!sort) return [desc(users.createdAt), desc(users.id)];
    const column =
      sort.field === 'account'
        ? users.account
        : sort.field === 'realName'
          ? users.realName
          : users.createdAt;
    return [dir(column), dir(users.id)];
  }

  const withDepartment = () =>
    db
      .select({ user: users, departmentName: department.name })
      .from(users)
      .leftJoin(department, eq(department.id, users.departmentId));

  return {
    /** One page: one query with the department join, one count. */
    async list(
      f: UserFilter,
      sort: UserSort | undefined,
      offset: number,
      limit: number,
    ): Promise<{ rows: UserWithDepartment[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        withDepartment()
          .where(where(f))
          .orderBy(...orderBy(sort))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(users).where(where(f)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async count(f: UserFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(where(f));
      return row?.n ?? 0;
    },

    /** Every matching user (the export; the caller caps the count first). */
    async all(f: UserFilter, sort: UserSort | undefined): Promise<UserWithDepartment[]> {
      return withDepartment()
        .where(where(f))
        .orderBy(...orderBy(sort));
    },

    async findInCompany(companyId: number, id: number): Promise<UserWithDepartment | undefined> {
      const [row] = await withDepartment()
        .where(and(eq(users.companyId, companyId), eq(users.id, id)))
        .limit(1);
      return row;
    },

    async findManyInCompany(companyId: number, ids: number[]): Promise<UserRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
    },

    /** The roles of many users: one grouped query per 5,000 ids, never one per user. */
    async rolesOf(ids: number[]): Promise<Map<number, string[]>> {
      const out = new Map<number, string[]>();
      for (let i = 0; i < ids.length; i += ID_BATCH) {
        const chunk = ids.slice(i, i + ID_BATCH);
        const rows = await db
          .select({
            userId: userRoles.userId,
            roles: sql<string>`string_agg(${userRoles.role}, ',' order by ${userRoles.role})`,
          })
          .from(userRoles)
          .where(inArray(userRoles.userId, chunk))
          .groupBy(userRoles.userId);
        for (const r of rows) out.set(r.userId, r.roles.split(','));
      }
      return out;
    },

    /** The holders of these accounts (lower case), in any company (accounts are global). */
    async holdersOf(
      lowerAccounts: string[],
    ): Promise<{ id: number; account: string; companyId: number; status: string }[]> {
      const out: { id: number; account: string; companyId: number; status: string }[] = [];
      for (let i = 0; i < lowerAccounts.length; i += ID_BATCH) {
        const chunk = lowerAccounts.slice(i, i + ID_BATCH);
        if (!chunk.length) continue;
        out.push(
          ...(await db
            .select({
              id: users.id,
              account: sql<string>`lower(${users.account})`,
              companyId: users.companyId,
              status: users.status,
            })
            .from(users)
            .where(inArray(sql`lower(${users.account})`, chunk))),
        );
      }
      return out;
    },

    /** The ids among these whose accounts are active. */
    async activeAmong(ids: number[]): Promise<number[]> {
      const out: number[] = [];
      for (let i = 0; i < ids.length; i += ID_BATCH) {
        const chunk = ids.slice(i, i + ID_BATCH);
        if (!chunk.length) continue;
        const rows = await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, chunk), eq(users.status, 'active')));
        out.push(...rows.map((r) => r.id));
      }
      return out;
    },

    /** Which of these accounts (lower case) exist, in any company (accounts are global). */
    async takenAccounts(lowerAccounts: string[]): Promise<Set<string>> {
      const taken = new Set<string>();
      for (let i = 0; i < lowerAccounts.length; i += ID_BATCH) {
        const chunk = lowerAccounts.slice(i, i + ID_BATCH);
        if (!chunk.length) continue;
        const rows = await db
          .select({ account: sql<string>`lower(${users.account})` })
          .from(users)
          .where(inArray(sql`lower(${users.account})`, chunk));
        for (const r of rows) taken.add(r.account);
      }
      return taken;
    },

    /**
     * Inserts many users with their roles (learner implied), INSERT_BATCH rows per statement.
     * Run it in a transaction: a failure in any batch must undo the earlier ones.
     */
    async insertMany(rows: { values: NewUser; roles: string[] }[]): Promise<UserRow[]> {
      const inserted: UserRow[] = [];
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        const chunk = rows.slice(i, i + INSERT_BATCH);
        const created = await db
          .insert(users)
          .values(chunk.map((r) => r.values))
          .returning();
        const roleRows = created.flatMap((u, j) =>
          [...new Set(['learner', ...(chunk[j]?.roles ?? [])])].map((role) => ({
            userId: u.id,
            role,
          })),
        );
        for (let k = 0; k < roleRows.length; k += INSERT_BATCH * 2) {
          await db.insert(userRoles).values(roleRows.slice(k, k + INSERT_BATCH * 2));
        }
        inserted.push(...created);
      }
      return inserted;
    },

    async update(id: number, values: Partial<NewUser>): Promise<void> {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    async updateMany(ids: number[], values: Partial<NewUser>): Promise<void> {
      if (!ids.length) return;
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(inArray(users.id, ids));
    },

    /** Replaces a user's roles (learner is always kept). */
    async setRoles(userId: number, roles: string[]): Promise<void> {
      const keep = [...new Set(['learner', ...roles])];
      await db
        .delete(userRoles)
        .where(and(eq(userRoles.userId, userId), notInArray(userRoles.role, keep)));
      await db
        .insert(userRoles)
        .values(keep.map((role) => ({ userId, role })))
        .onConflictDoNothing();
    },

    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({
          passwordHash,
          changePassword: true,
          passwordChangedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
    },
  };
}
export type UserAdminRepository = ReturnType<typeof createUserAdminRepository>;
