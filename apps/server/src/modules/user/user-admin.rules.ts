import type { TDepartmentNode } from '@ascent/shared/platform';
import { firstPasswordIssue } from '@ascent/shared/password';
import type { TUserExportQuery } from '@ascent/shared/users';
import type { Actor } from '../../core/context.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { fail } from '../../core/errors.ts';
import { requireAll } from '../../core/batch.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { departmentPaths } from './department-paths.ts';
import type { UserAdminRepository, UserFilter, UserSort } from './user-admin.repository.ts';
import type { UserRow } from './user.repository.ts';
import type { CompanyPolicy } from './user.service.ts';

/** What the admin user services share: their dependencies and the rules every change obeys. */

/** What the admin user services need from the auth module: ending and refreshing sessions. */
export interface SessionControl {
  /** Revokes every session of the users inside `tx`; returns the token hashes to forget. */
  revoke(tx: DbOrTx, userIds: number[], reason: string): Promise<string[]>;
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
  /** The operation log's writer (app.ts: the oplog module's recordChange). */
  record: ChangeRecorder;
}

/** Where a change came from, for the operation log. */
export interface ChangeContext {
  actor: Actor;
  ip: string;
}

/** Password hashes computed at once (Argon2 runs on libuv's pool: more would only queue). */
export const HASH_CONCURRENCY = 4;

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
export function checkLecturerKind(roles: readonly string[]) {
  if (roles.includes('lecturer_internal') && roles.includes('lecturer_external'))
    throw fail('user.lecturerKind');
}

/** A loggable, password-free picture of a user. */
export const snapshot = (u: UserRow) => ({
  account: u.account,
  realName: u.realName,
  mobile: u.mobile,
  email: u.email,
  departmentId: u.departmentId,
  position: u.position,
  secrecyLevel: u.secrecyLevel,
  status: u.status,
});

/** Checks a password an administrator typed against the company policy for one account. */
export function checkGivenPassword(policy: CompanyPolicy, password: string, account: string) {
  const issue = firstPasswordIssue(password, { strong: policy.useStrongPass === 1, account });
  if (issue) throw fail(issue.key, issue.params);
}

/** The access checks of every admin change on users: only the caller's company. */
export function userAccess(deps: Pick<UserAdminDeps, 'departmentTree'>, repo: UserAdminRepository) {
  return {
    async requireDepartment(companyId: number, departmentId: number) {
      const { pathOf } = departmentPaths(await deps.departmentTree(companyId));
      if (!pathOf.has(departmentId)) throw fail('department.notFound');
    },
    /** The users named by ids, all in the caller's company, or a refusal that changes nothing. */
    async requireUsers(actor: Actor, ids: number[]): Promise<UserRow[]> {
      const { rows } = await requireAll(
        ids,
        (u) => repo.findManyInCompany(actor.companyId, u),
        'user.notFound',
      );
      return rows;
    },
  };
}
