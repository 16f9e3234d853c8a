import type { TPage } from '@ascent/shared/admin';
import type {
  TAdminUser,
  TCreateUserResponse,
  TUserListQuery,
  ZCreateUserRequest,
  ZUpdateUserRequest,
} from '@ascent/shared/users';
import type { z } from 'zod';
import type { Actor } from '../../core/context.ts';
import { isUniqueViolation } from '../../core/db-errors.ts';
import { fail } from '../../core/errors.ts';
import { hashPassword } from '../../core/password-hash.ts';
import { createUserAdminRepository } from './user-admin.repository.ts';
import { normaliseRoles, teacherFlags, toAdminUser } from './user-admin.mapper.ts';
import {
  checkGivenPassword,
  checkLecturerKind,
  snapshot,
  userAccess,
  userFilterOf,
  userSortOf,
  type ChangeContext,
  type UserAdminDeps,
} from './user-admin.rules.ts';
import { generatePassword } from './user-password.ts';

/** One user at a time in the admin site: the list, the detail, create and edit. */
export function createUserAdminService(deps: UserAdminDeps) {
  const { db, sessions } = deps;
  const repo = createUserAdminRepository(db);
  const { requireDepartment, requireUsers } = userAccess(deps, repo);

  async function detail(actor: Actor, id: number): Promise<TAdminUser> {
    const row = await repo.findInCompany(actor.companyId, id);
    if (!row) throw fail('user.notFound');
    const roles = await repo.rolesOf([id]);
    return toAdminUser(row.user, row.departmentName, roles.get(id) ?? []);
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
          await deps.record(tx, actor, ctx.ip, {
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
        await deps.record(tx, actor, ctx.ip, {
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
  };
}
export type UserAdminService = ReturnType<typeof createUserAdminService>;
