import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users, userRoles } from './user.schema.ts';
import { departmentRows, departmentSubtreeIds } from '../department/department.sql.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** The only code that queries users and user_roles. */
export function createUserRepository(db: DbOrTx) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findByAccount(account: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.account}) = ${account.toLowerCase()}`)
        .limit(1);
      return row;
    },
    /**
     * The active accounts a mobile number is on (sign-in and password reset by text message),
     * at most `limit`: the number is not unique, and the caller tells none, one and several apart.
     */
    async activeByMobile(mobile: string, limit = 2): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(and(eq(users.mobile, mobile), eq(users.status, 'active')))
        .orderBy(users.id)
        .limit(limit);
    },
    /** The company's active accounts with this email (case-insensitive), at most `limit`. */
    async activeByEmail(companyId: number, email: string, limit = 2): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
            eq(users.status, 'active'),
          ),
        )
        .orderBy(users.id)
        .limit(limit);
    },
    async rolesOf(userId: number): Promise<string[]> {
      const rows = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(eq(userRoles.userId, userId));
      return rows.map((r) => r.role).sort();
    },
    /** The user with their department's name, for the profile. */
    async findWithDepartment(id: number) {
      const department = departmentRows('department');
      const [row] = await db
        .select({ user: users, departmentName: department.name, departmentPath: department.path })
        .from(users)
        .leftJoin(department, eq(department.id, users.departmentId))
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },
    async insert(values: NewUser, roles: string[]): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert users returned nothing');
      const all = Array.from(new Set(['learner', ...roles]));
      await db.insert(userRoles).values(all.map((role) => ({ userId: row.id, role })));
      return row;
    },
    async update(id: number, values: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async setPassword(id: number, passwordHash: string, changePassword: boolean): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, changePassword, passwordChangedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(users.id, id)));
    },
    /** People per department of a company (disabled accounts included), one grouped query. */
    async countByDepartment(companyId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ departmentId: users.departmentId, n: count() })
        .from(users)
        .where(eq(users.companyId, companyId))
        .groupBy(users.departmentId);
      return new Map(rows.flatMap((r) => (r.departmentId === null ? [] : [[r.departmentId, r.n]])));
    },
    /** Active accounts across the installation (the licence's seats). */
    async countActive(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.status, 'active'));
      return row?.n ?? 0;
    },
    async countInDepartment(companyId: number, departmentId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.departmentId, departmentId)));
      return row?.n ?? 0;
    },
    /** People holding each of these positions (users.position is the position's name). */
    async countByPositions(companyId: number, names: string[]): Promise<Map<string, number>> {
      if (!names.length) return new Map();
      const rows = await db
        .select({ position: users.position, n: count() })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.position, names)))
        .groupBy(users.position);
      return new Map(rows.map((r) => [r.position, r.n]));
    },
    /** Renames a position on everyone holding it. */
    async renamePosition(companyId: number, from: string, to: string): Promise<void> {
      await db
        .update(users)
        .set({ position: to, updatedAt: new Date() })
        .where(and(eq(users.companyId, companyId), eq(users.position, from)));
    },
    /** How many users last chose each of these websites. */
    async countByWebsite(companyId: number, websiteIds: number[]): Promise<Map<number, number>> {
      if (!websiteIds.length) return new Map();
      const rows = await db
        .select({ websiteId: users.lastWebsiteId, n: count() })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.lastWebsiteId, websiteIds)))
        .groupBy(users.lastWebsiteId);
      return new Map(rows.flatMap((r) => (r.websiteId === null ? [] : [[r.websiteId, r.n]])));
    },
    /** Users whose last chosen website is `from` now have `to`; answers how many. */
    async moveLastWebsite(from: number, to: number): Promise<number> {
      const rows = await db
        .update(users)
        .set({ lastWebsiteId: to, updatedAt: new Date() })
        .where(eq(users.lastWebsiteId, from))
        .returning({ id: users.id });
      return rows.length;
    },
    /**
     * Asks users to (re)complete their personnel information: everyone of the company, or the
     * members of a department and its sub-departments. Answers how many.
     */
    async flagNeedsInformation(companyId: number, departmentId: number | null): Promise<number> {
      const inDepartment =
        departmentId === null
          ? undefined
          : inArray(users.departmentId, departmentSubtreeIds(companyId, [departmentId]));
      const rows = await db
        .update(users)
        .set({ needsInformation: true, updatedAt: new Date() })
        .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), inDepartment))
        .returning({ id: users.id });
      return rows.length;
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
