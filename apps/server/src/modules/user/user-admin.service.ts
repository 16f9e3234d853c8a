import type { TPage } from '@ascent/shared/admin';
import type { Role } from '@ascent/shared/common';
import type { TDepartmentNode } from '@ascent/shared/platform';
import { firstPasswordIssue } from '@ascent/shared/password';
import type {
  TAdminUser,
  TBulkResult,
  TCreateUserResponse,
  TResetPasswordResponse,
  TUserExportQuery,
  TUserListQuery,
  UserStatus,
} from '@ascent/shared/users';
import type {
  ZCreateUserRequest,
  ZMoveUsersRequest,
  ZResetPasswordRequest,
  ZUpdateUserRequest,
  ZUserRolesRequest,
  ZUserSecrecyRequest,
} from '@ascent/shared/users';
import type { z } from 'zod';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordChange } from '../oplog/oplog.service.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { departmentPaths } from './department-paths.ts';
import {
  createUserAdminRepository,
  type UserFilter,
  type UserSort,
} from './user-admin.repository.ts';
import { normaliseRoles, teacherFlags, toAdminUser } from './user-admin.mapper.ts';
import { generatePassword } from './user-password.ts';
import type { UserRow } from './user.repository.ts';
import type { CompanyPolicy } from './user.service.ts';

/** What the admin user service needs from the auth module: ending and refreshing sessions. */
export interface SessionControl {
  /** Revokes every session of the users inside `tx`; returns the token hashes to forget. */
  revoke(userIds: number[], reason: string, tx: DbOrTx): Promise<string[]>;
  /** Drops token hashes from the session cache (after the commit). */
  forget(tokenHashes: string[]): Promise<void>;
  /** Drops the users' live sessions from the cache so roles and levels apply at once. */
  refresh(userIds: number[]): Promise<void>;
}

export interface UserAdminDeps {
  db: Db;
  companyPolicy: (companyId: number) => Promise<CompanyPolicy>;
  departmentTree: (companyId: number) => Promise<TDepartmentNode[]>;
  sessions: SessionControl;
}

/** Where a change came from, for the operation log. */
export interface ChangeContext {
  actor: Actor;
  ip: string;
}

/** Password hashes computed at once (Argon2 runs on libuv's pool: more would only queue). */
const HASH_CONCURRENCY = 4;

/** Maps over items with at most `limit` promises running. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** The list's (and the export's) filters, always within the caller's company. */
export function userFilterOf(companyId: number, q: TUserExportQuery): UserFilter {
  return {
    companyId,
    keyword: q.keyword || undefined,
    departmentId: q.departmentId,
    role: q.role,
    status: q.status,
    secrecyLevel: q.secrecyLevel,
  };
}

export function userSortOf(q: TUserExportQuery): UserSort | undefined {
  return q.sortField ? { field: q.sortField, order: q.sortOrder ?? 'ascend' } : undefined;
}

/** A lecturer is internal or external, not both. */
function checkLecturerKind(roles: readonly string[]) {
  if (roles.includes('lecturer_internal') && roles.includes('lecturer_external'))
    throw fail('user.lecturerKind');
}

/** Postgres unique violation, through Drizzle's wrapper or not. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** A loggable, password-free picture of a user. */
const snapshot = (u: UserRow) => ({
  account: u.account,
  realName: u.realName,
  mobile: u.mobile,
  email: u.email,
  departmentId: u.departmentId,
  position: u.position,
  secrecyLevel: u.secrecyLevel,
  status: u.status,
});

export function createUserAdminService(deps: UserAdminDeps) {
  const { db, sessions } = deps;
  const repo = createUserAdminRepository(db);

  async function requireDepartment(companyId: number, departmentId: number) {
    const { pathOf } = departmentPaths(await deps.departmentTree(companyId));
    if (!pathOf.has(departmentId)) throw fail('department.notFound');
  }

  /** The users named by ids, all in the caller's company, or a refusal that changes nothing. */
  async function requireUsers(actor: Actor, ids: number[]): Promise<UserRow[]> {
    const unique = [...new Set(ids)];
    const rows = await repo.findManyInCompany(actor.companyId, unique);
    if (rows.length !== unique.length) throw fail('user.notFound');
    return rows;
  }

  async function detail(actor: Actor, id: number): Promise<TAdminUser> {
    const row = await repo.findInCompany(actor.companyId, id);
    if (!row) throw fail('user.notFound');
    const roles = await repo.rolesOf([id]);
    return toAdminUser(row.user, row.departmentName, roles.get(id) ?? []);
  }

  /** Checks a password an administrator typed against the company policy for one account. */
  function checkGivenPassword(policy: CompanyPolicy, password: string, account: string) {
    const issue = firstPasswordIssue(password, { strong: policy.useStrongPass === 1, account });
    if (issue) throw fail(issue.key, issue.params);
  }

  return {
    detail,

    async list(actor: Actor, q: TUserListQuery): Promise<TPage<TAdminUser>> {
      const { rows, total } = await repo.list(
        userFilterOf(actor.companyId, q),
        userSortOf(q),
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const roles = await repo.rolesOf(rows.map((r) => r.user.id));
      return {
        list: rows.map((r) => toAdminUser(r.user, r.departmentName, roles.get(r.user.id) ?? [])),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async create(
      ctx: ChangeContext,
      input: z.output<typeof ZCreateUserRequest>,
    ): Promise<TCreateUserResponse> {
      const { actor } = ctx;
      const roles = normaliseRoles(input.roles);
      checkLecturerKind(roles);
      await requireDepartment(actor.companyId, input.departmentId);
      if ((await repo.takenAccounts([input.account.toLowerCase()])).size)
        throw fail('user.accountTaken');
      const policy = await deps.companyPolicy(actor.companyId);
      if (input.password !== undefined) checkGivenPassword(policy, input.password, input.account);
      const initialPassword =
        input.password === undefined ? generatePassword([input.account]) : null;
      const passwordHash = await hashPassword(input.password ?? initialPassword!);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const [user] = await createUserAdminRepository(tx).insertMany([
            {
              values: {
                companyId: actor.companyId,
                account: input.account,
                passwordHash,
                changePassword: true,
                realName: input.realName,
                mobile: input.mobile ?? '',
                email: input.email ?? '',
                departmentId: input.departmentId,
                position: input.position ?? '',
                secrecyLevel: input.secrecyLevel,
                needsInformation: true,
                ...teacherFlags(roles),
              },
              roles,
            },
          ]);
          if (!user) throw new Error('insert users returned nothing');
          await recordChange(tx, actor, ctx.ip, {
            action: 'create',
            entity: 'user',
            entityId: user.id,
            summary: user.account,
            after: { ...snapshot(user), roles },
          });
          return user.id;
        });
      } catch (err) {
        // Another request took the account between the check and the insert.
        if (isUniqueViolation(err)) throw fail('user.accountTaken');
        throw err;
      }
      return { user: await detail(actor, id), initialPassword };
    },

    async update(
      ctx: ChangeContext,
      input: z.output<typeof ZUpdateUserRequest>,
    ): Promise<TAdminUser> {
      const { actor } = ctx;
      const [before] = await requireUsers(actor, [input.id]);
      if (!before) throw fail('user.notFound');
      if (input.departmentId !== undefined)
        await requireDepartment(actor.companyId, input.departmentId);
      const oldRoles = normaliseRoles((await repo.rolesOf([input.id])).get(input.id) ?? []);
      const roles = input.roles ? normaliseRoles(input.roles) : undefined;
      if (roles) {
        checkLecturerKind(roles);
        if (input.id === actor.userId && !roles.includes('admin')) throw fail('user.selfDemote');
      }
      const values = {
        ...(input.realName !== undefined && { realName: input.realName }),
        ...(input.mobile !== undefined && { mobile: input.mobile }),
        ...(input.email !== undefined && { email: input.email }),
        ...(input.departmentId !== undefined && { departmentId: input.departmentId }),
        ...(input.position !== undefined && { position: input.position }),
        ...(input.secrecyLevel !== undefined && { secrecyLevel: input.secrecyLevel }),
        ...(roles && teacherFlags(roles)),
      };
      await db.transaction(async (tx) => {
        const r = createUserAdminRepository(tx);
        await r.update(input.id, values);
        if (roles) await r.setRoles(input.id, roles);
        await recordChange(tx, actor, ctx.ip, {
          action: 'update',
          entity: 'user',
          entityId: input.id,
          summary: before.account,
          before: { ...snapshot(before), roles: oldRoles },
          after: { ...snapshot({ ...before, ...values }), roles: roles ?? oldRoles },
        });
      });
      await sessions.refresh([input.id]);
      return detail(actor, input.id);
    },

    /** Disables or enables users; disabling ends every session of theirs at once. */
    async setStatus(ctx: ChangeContext, ids: number[], status: UserStatus): Promise<TBulkResult> {
      const { actor } = ctx;
      if (status === 'disabled' && ids.includes(actor.userId)) throw fail('user.selfDisable');
      const rows = await requireUsers(actor, ids);
      const changed = rows.filter((u) => u.status !== status);
      const ended = await db.transaction(async (tx) => {
        await createUserAdminRepository(tx).updateMany(
          changed.map((u) => u.id),
          { status },
        );
        for (const u of changed) {
          await recordChange(tx, actor, ctx.ip, {
            action: status === 'disabled' ? 'disable' : 'enable',
            entity: 'user',
            entityId: u.id,
            summary: u.account,
            before: { status: u.status },
            after: { status },
          });
        }
        // Every listed user, changed or not: a disabled user keeps no session.
        return status === 'disabled'
          ? sessions.revoke(
              rows.map((u) => u.id),
              'disabled',
              tx,
            )
          : [];
      });
      await sessions.forget(ended);
      return { count: changed.length };
    },

    /**
     * New passwords (changePassword set, so the next login must change them): one given
     * password checked with the company policy, or a generated one per user returned once.
     * Ends every session of those users.
     */
    async resetPasswords(
      ctx: ChangeContext,
      input: z.output<typeof ZResetPasswordRequest>,
    ): Promise<TResetPasswordResponse> {
      const { actor } = ctx;
      if (input.ids.includes(actor.userId)) throw fail('user.selfReset');
      const rows = await requireUsers(actor, input.ids);
      const policy = await deps.companyPolicy(actor.companyId);
      const given = input.password;
      if (given !== undefined) for (const u of rows) checkGivenPassword(policy, given, u.account);
      const plans = rows.map((u) => ({
        user: u,
        password: given ?? generatePassword([u.account]),
      }));
      const hashes =
        given !== undefined
          ? new Array<string>(plans.length).fill(await hashPassword(given))
          : await mapBounded(plans, HASH_CONCURRENCY, (p) => hashPassword(p.password));
      const ended = await db.transaction(async (tx) => {
        const r = createUserAdminRepository(tx);
        for (const [i, p] of plans.entries()) {
          await r.setPassword(p.user.id, hashes[i]!);
          await recordChange(tx, actor, ctx.ip, {
            action: 'reset-password',
            entity: 'user',
            entityId: p.user.id,
            summary: p.user.account,
            after: { changePassword: true },
          });
        }
        return sessions.revoke(
          rows.map((u) => u.id),
          'password',
          tx,
        );
      });
      await sessions.forget(ended);
      return {
        passwords:
          given !== undefined
            ? []
            : plans.map((p) => ({ id: p.user.id, account: p.user.account, password: p.password })),
      };
    },

    async move(
      ctx: ChangeContext,
      input: z.output<typeof ZMoveUsersRequest>,
    ): Promise<TBulkResult> {
      const { actor } = ctx;
      await requireDepartment(actor.companyId, input.departmentId);
      const rows = await requireUsers(actor, input.ids);
      await db.transaction(async (tx) => {
        await createUserAdminRepository(tx).updateMany(
          rows.map((u) => u.id),
          { departmentId: input.departmentId },
        );
        for (const u of rows) {
          await recordChange(tx, actor, ctx.ip, {
            action: 'move',
            entity: 'user',
            entityId: u.id,
            summary: u.account,
            before: { departmentId: u.departmentId },
            after: { departmentId: input.departmentId },
          });
        }
      });
      await sessions.refresh(rows.map((u) => u.id));
      return { count: rows.length };
    },

    /** Adds, removes or sets roles of many users; an administrator cannot demote themselves. */
    async changeRoles(
      ctx: ChangeContext,
      input: z.output<typeof ZUserRolesRequest>,
    ): Promise<TBulkResult> {
      const { actor } = ctx;
      const rows = await requireUsers(actor, input.ids);
      const current = await repo.rolesOf(rows.map((u) => u.id));
      const plans = rows.map((u) => {
        const before = normaliseRoles(current.get(u.id) ?? []);
        let after: Role[];
        if (input.mode === 'set') after = normaliseRoles(input.roles);
        else if (input.mode === 'add') after = normaliseRoles([...before, ...input.roles]);
        else after = normaliseRoles(before.filter((r) => !input.roles.includes(r)));
        return { user: u, before, after };
      });
      for (const p of plans) {
        checkLecturerKind(p.after);
        if (p.user.id === actor.userId && !p.after.includes('admin')) throw fail('user.selfDemote');
      }
      const changed = plans.filter((p) => p.before.join() !== p.after.join());
      await db.transaction(async (tx) => {
        const r = createUserAdminRepository(tx);
        for (const p of changed) {
          await r.setRoles(p.user.id, p.after);
          await r.update(p.user.id, teacherFlags(p.after));
          await recordChange(tx, actor, ctx.ip, {
            action: 'roles',
            entity: 'user',
            entityId: p.user.id,
            summary: p.user.account,
            before: { roles: p.before },
            after: { roles: p.after },
          });
        }
      });
      await sessions.refresh(changed.map((p) => p.user.id));
      return { count: changed.length };
    },

    async setSecrecy(
      ctx: ChangeContext,
      input: z.output<typeof ZUserSecrecyRequest>,
    ): Promise<TBulkResult> {
      const { actor } = ctx;
      const rows = await requireUsers(actor, input.ids);
      const changed = rows.filter((u) => u.secrecyLevel !== input.level);
      await db.transaction(async (tx) => {
        await createUserAdminRepository(tx).updateMany(
          changed.map((u) => u.id),
          { secrecyLevel: input.level },
        );
        for (const u of changed) {
          await recordChange(tx, actor, ctx.ip, {
            action: 'secrecy',
            entity: 'user',
            entityId: u.id,
            summary: u.account,
            before: { secrecyLevel: u.secrecyLevel },
            after: { secrecyLevel: input.level },
          });
        }
      });
      await sessions.refresh(changed.map((u) => u.id));
      return { count: changed.length };
    },
  };
}
export type UserAdminService = ReturnType<typeof createUserAdminService>;
