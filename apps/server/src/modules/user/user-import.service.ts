import { translate, translateRef } from '@ascent/shared/errors';
import type { Locale } from '@ascent/shared/i18n';
import {
  USER_IMPORT_REQUIRED,
  USER_LIMITS,
  userColumnKey,
  type TImportUsersResponse,
  type TUserExportQuery,
} from '@ascent/shared/users';
import type { Actor } from '../../core/context.ts';
import type { Tx } from '../../db/client.ts';
import type { ImportInput, ImportPlan } from '../import/import.service.ts';
import { fail } from '../../core/errors.ts';
import { readSheet } from '../../core/xlsx.ts';
import { hashPassword } from '../../core/password-hash.ts';
import { departmentPaths } from './department-paths.ts';
import { createUserAdminRepository } from './user-admin.repository.ts';
import { teacherFlags, toAdminUser } from './user-admin.mapper.ts';
import {
  HASH_CONCURRENCY,
  mapBounded,
  userFilterOf,
  userSortOf,
  type UserAdminDeps,
} from './user-admin.rules.ts';
import { mapHeader, validateImportRows, type FailedImportRow } from './user-import.rows.ts';
import { generatePassword } from './user-password.ts';
import { buildImportTemplate, buildUserExport } from './user-xlsx.ts';

/** A failed row's problems in the caller's language: "Mobile: Please enter a valid ...". */
function describe(failed: FailedImportRow, locale: Locale) {
  return {
    row: failed.row,
    account: failed.account,
    errors: failed.problems.map(
      (p) => `${translate(userColumnKey(p.column), locale)}: ${translateRef(p.ref, locale)}`,
    ),
  };
}

/**
 * Bulk import and export of users with xlsx. An import (a job) checks every row first, then
 * inserts all valid rows in one transaction (batched statements): the bad rows are reported,
 * the good ones land together or not at all.
 */
export function createUserImportService(deps: Omit<UserAdminDeps, 'sessions'>) {
  const { db } = deps;
  const repo = createUserAdminRepository(db);

  return {
    async template(actor: Actor, locale: Locale): Promise<Buffer> {
      const { pathOf } = departmentPaths(await deps.departmentTree(actor.companyId));
      // The deepest path makes the best example of the "a/b/c" form.
      const example = [...pathOf.values()].sort(
        (a, b) => b.split('/').length - a.split('/').length,
      )[0];
      return buildImportTemplate(locale, example ?? '总部/技术部');
    },

    /** Reads and checks the sheet of an import (import.service.ts runs it as a job). */
    async importUsers({
      actor,
      ip,
      data,
      locale,
    }: ImportInput<Record<string, never>>): Promise<ImportPlan<TImportUsersResponse>> {
      const sheet = await readSheet(data, USER_LIMITS.importRows, mapHeader);
      if (!sheet.ok) {
        if (sheet.reason === 'tooMany')
          throw fail('user.importTooMany', { max: USER_LIMITS.importRows });
        throw fail(sheet.reason === 'empty' ? 'user.importEmpty' : 'user.importUnreadable');
      }
      const missing = USER_IMPORT_REQUIRED.find((c) => !sheet.columns.has(c));
      if (missing)
        throw fail('user.importColumnMissing', {
          name: translate(userColumnKey(missing), locale),
        });

      const [policy, tree, taken] = await Promise.all([
        deps.companyPolicy(actor.companyId),
        deps.departmentTree(actor.companyId),
        repo.takenAccounts([
          ...new Set(sheet.rows.map((r) => (r.cells.account ?? '').trim().toLowerCase())),
        ]),
      ]);
      const { valid, failed } = validateImportRows(sheet.rows, {
        strongPasswords: policy.useStrongPass === 1,
        departments: departmentPaths(tree).idOf,
        takenAccounts: taken,
      });
      const report = failed.map((f) => describe(f, locale));
      const message = (imported: number) => ({
        key: 'user.importDone' as const,
        params: { imported, failed: report.length },
      });
      if (!valid.length)
        return {
          result: { imported: 0, failed: report, initialPassword: null },
          message: message(0),
        };

      // Rows without a password share one generated initial password, hashed once: 10,000
      // Argon2id hashes would take over a minute. They must change it at the first login.
      const shared = valid.filter((r) => r.password === null);
      const initialPassword = shared.length ? generatePassword(shared.map((r) => r.account)) : null;
      const sharedHash = initialPassword ? await hashPassword(initialPassword) : '';
      const own = await mapBounded(valid, HASH_CONCURRENCY, (r) =>
        r.password === null ? Promise.resolve(sharedHash) : hashPassword(r.password),
      );

      const write = async (tx: Tx) => {
        const inserted = await createUserAdminRepository(tx).insertMany(
          valid.map((r, i) => ({
            values: {
              companyId: actor.companyId,
              account: r.account,
              passwordHash: own[i]!,
              changePassword: true,
              realName: r.realName,
              mobile: r.mobile,
              email: r.email,
              departmentId: r.departmentId,
              position: r.position,
              secrecyLevel: r.secrecyLevel,
              needsInformation: true,
              ...teacherFlags(r.roles),
            },
            roles: r.roles,
          })),
        );
        await deps.record(tx, actor, ip, {
          action: 'import',
          entity: 'user',
          summary: `${inserted.length}`,
          after: { imported: inserted.length, accounts: inserted.map((u) => u.account) },
        });
      };
      // The initial password is shown once: later reads of the report have none.
      return {
        result: { imported: valid.length, failed: report, initialPassword: null },
        once: { initialPassword },
        message: message(valid.length),
        write,
      };
    },

    /** The users matching the list's filters, in its order, as an xlsx (at most 100,000). */
    async exportUsers(actor: Actor, q: TUserExportQuery, locale: Locale): Promise<Buffer> {
      const filter = userFilterOf(actor.companyId, q);
      const total = await repo.count(filter);
      if (total > USER_LIMITS.exportRows)
        throw fail('user.exportTooMany', { max: USER_LIMITS.exportRows });
      const [rows, tree] = await Promise.all([
        repo.all(filter, userSortOf(q)),
        deps.departmentTree(actor.companyId),
      ]);
      const roles = await repo.rolesOf(rows.map((r) => r.user.id));
      const { pathOf } = departmentPaths(tree);
      return buildUserExport(
        rows.map((r) => toAdminUser(r.user, r.departmentName, roles.get(r.user.id) ?? [])),
        (id) => (id === null ? '' : (pathOf.get(id) ?? '')),
        locale,
      );
    },
  };
}
export type UserImportService = ReturnType<typeof createUserImportService>;
