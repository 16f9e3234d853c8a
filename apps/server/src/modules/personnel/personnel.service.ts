import type { Locale } from '@ascent/shared/i18n';
import { APPROVAL_STATUS } from '@ascent/shared/common';
import {
  BUILT_IN_FIELD_KEYS,
  flattenPersonnelValues,
  validatePersonnelInfo,
  type BuiltInFieldKey,
  type TEditIsInformationRequest,
  type TEditIsInformationResponse,
  type TIsInformationResponse,
} from '@ascent/shared/profile';
import type { Actor } from '../../core/context.ts';
import { AppError, fail } from '../../core/errors.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../user/user.repository.ts';
import type { PersonnelRepository } from './personnel.repository.ts';
import { toEditField } from './personnel.mapper.ts';

const isBuiltIn = (key: string): key is BuiltInFieldKey =>
  (BUILT_IN_FIELD_KEYS as readonly string[]).includes(key);

/** The built-in values as the form shows them (department as its id). */
function builtInValues(user: UserRow): Record<BuiltInFieldKey, string> {
  return {
    realName: user.realName,
    mobile: user.mobile,
    email: user.email,
    sex: user.sex ? String(user.sex) : '',
    department: user.departmentId ? String(user.departmentId) : '',
    position: user.position,
    birthday: user.birthday,
  };
}

export function createPersonnelService(deps: {
  db: Db;
  personnel: (db: DbOrTx) => PersonnelRepository;
  findUser: (userId: number) => Promise<UserRow | undefined>;
  /** Writes built-in values to the user row and clears needsInformation, inside tx. */
  applyToUser: (
    tx: DbOrTx,
    userId: number,
    values: Partial<Record<BuiltInFieldKey, string>>,
  ) => Promise<void>;
  departmentExists: (companyId: number, departmentId: number) => Promise<boolean>;
}) {
  const repo = deps.personnel(deps.db);

  return {
    /** study/me/IsInformation: the fields to fill, the last rejection, the current values. */
    async info(actor: Actor, locale: Locale): Promise<TIsInformationResponse> {
      const [rows, custom, latest, user] = await Promise.all([
        repo.fieldsOf(actor.companyId),
        repo.valuesOf(actor.userId),
        repo.latestSubmission(actor.userId),
        deps.findUser(actor.userId),
      ]);
      const needs = user?.needsInformation ?? false;
      const fields = user ? { ...custom, ...builtInValues(user) } : custom;
      return {
        editField: needs ? rows.map((r) => toEditField(r, locale)) : [],
        reject:
          latest?.status === APPROVAL_STATUS.rejected ? { reason: latest.rejectReason } : null,
        memberJson: { fields: Object.fromEntries(rows.map((r) => [r.key, fields[r.key] ?? ''])) },
        pending: latest?.status === APPROVAL_STATUS.reviewing,
      };
    },

    /**
     * EditIsInformation (and V2): every configured field checked with the shared rule, the
     * department checked against the company's tree, then saved in one transaction. With no
     * approval template for personnel information, the change applies at once.
     */
    async submit(
      actor: Actor,
      locale: Locale,
      body: TEditIsInformationRequest,
    ): Promise<TEditIsInformationResponse> {
      const rows = await repo.fieldsOf(actor.companyId);
      if (!rows.length) throw fail('profile.infoNotRequired');
      const fields = rows.map((r) => toEditField(r, locale));
      const values = flattenPersonnelValues(body);
      const unknown = Object.keys(values).filter((k) => !fields.some((f) => f.key === k));
      if (unknown.length) throw fail('validation.unknownField', { name: unknown.join(', ') });
      const errors = validatePersonnelInfo(fields, values);
      const firstKey = fields.find((f) => errors[f.key])?.key;
      if (firstKey) throw new AppError(1, errors[firstKey]!, undefined, { field: firstKey });
      if (
        values.department &&
        !(await deps.departmentExists(actor.companyId, Number(values.department)))
      ) {
        throw fail('department.notFound', undefined, { field: 'department' });
      }
      const builtIns: Partial<Record<BuiltInFieldKey, string>> = {};
      const custom: Record<string, string> = {};
      for (const f of fields) {
        const v = values[f.key] ?? '';
        if (isBuiltIn(f.key)) builtIns[f.key] = v;
        else custom[f.key] = v;
      }
      await deps.db.transaction(async (tx) => {
        const txRepo = deps.personnel(tx);
        await txRepo.insertSubmission({
          companyId: actor.companyId,
          userId: actor.userId,
          values,
          status: APPROVAL_STATUS.passed,
          decidedAt: new Date(),
        });
        await txRepo.upsertValues(actor.userId, custom);
        await deps.applyToUser(tx, actor.userId, builtIns);
      });
      return { status: 'applied' };
    },
  };
}
export type PersonnelService = ReturnType<typeof createPersonnelService>;
