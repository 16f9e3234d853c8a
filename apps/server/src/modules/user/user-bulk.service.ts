import type { Role } from '@ascent/shared/common';
import type {
  TBulkResult,
  TResetPasswordResponse,
  UserStatus,
  ZMoveUsersRequest,
  ZResetPasswordRequest,
  ZUserRolesRequest,
  ZUserSecrecyRequest,
} from '@ascent/shared/users';
import type { z } from 'zod';
import { fail } from '../../core/errors.ts';
import { hashPassword } from '../../core/password-hash.ts';
import { createUserAdminRepository } from './user-admin.repository.ts';
import { normaliseRoles, teacherFlags } from './user-admin.mapper.ts';
import {
  HASH_CONCURRENCY,
  checkGivenPassword,
  checkLecturerKind,
  mapBounded,
  userAccess,
  type ChangeContext,
  type UserAdminDeps,
} from './user-admin.rules.ts';
import { generatePassword } from './user-password.ts';

/**
 * The admin site's bulk actions on users (ZIdList): each checks every listed user first, then
 * changes them all in one transaction with one operation-log entry per user.
 */
export function createUserBulkService(deps: UserAdminDeps) {
  const { db, sessions } = deps;
  const repo = createUserAdminRepository(db);
  const { requireDepartment, requireUsers } = userAccess(deps, repo);

  return {
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
        await deps.record(
          tx,
          actor,
          ctx.ip,
          changed.map((u) => ({
            action: status === 'disabled' ? 'disable' : 'enable',
            entity: 'user',
            entityId: u.id,
            summary: u.account,
            before: { status: u.status },
            after: { status },
          })),
        );
        // Every listed user, changed or not: a disabled user keeps no session.
        return status === 'disabled'
          ? sessions.revoke(
              tx,
              rows.map((u) => u.id),
              'disabled',
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
        for (const [i, p] of plans.entries()) await r.setPassword(p.user.id, hashes[i]!);
        await deps.record(
          tx,
          actor,
          ctx.ip,
          plans.map((p) => ({
            action: 'reset-password',
            entity: 'user',
            entityId: p.user.id,
            summary: p.user.account,
            after: { changePassword: true },
          })),
        );
        return sessions.revoke(
          tx,
          rows.map((u) => u.id),
          'password',
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
        await deps.record(
          tx,
          actor,
          ctx.ip,
          rows.map((u) => ({
            action: 'move',
            entity: 'user',
            entityId: u.id,
            summary: u.account,
            before: { departmentId: u.departmentId },
            after: { departmentId: input.departmentId },
          })),
        );
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
        }
        await deps.record(
          tx,
          actor,
          ctx.ip,
          changed.map((p) => ({
            action: 'roles',
            entity: 'user',
            entityId: p.user.id,
            summary: p.user.account,
            before: { roles: p.before },
            after: { roles: p.after },
          })),
        );
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
        await deps.record(
          tx,
          actor,
          ctx.ip,
          changed.map((u) => ({
            action: 'secrecy',
            entity: 'user',
            entityId: u.id,
            summary: u.account,
            before: { secrecyLevel: u.secrecyLevel },
            after: { secrecyLevel: input.level },
          })),
        );
      });
      await sessions.refresh(changed.map((u) => u.id));
      return { count: changed.length };
    },
  };
}
export type UserBulkService = ReturnType<typeof createUserBulkService>;
