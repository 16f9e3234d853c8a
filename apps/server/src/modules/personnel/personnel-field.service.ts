import type { TListQuery, TPage } from '@ascent/shared/admin';
import {
  isBuiltInFieldKey,
  type TAdminPersonnelField,
  type TPersonnelFieldCreate,
  type TPersonnelFieldUpdate,
  type TPersonnelInfoRequest,
  type TPersonnelInfoRequested,
} from '@ascent/shared/config';
import { FIELD_ORIGIN, FIELD_TYPE } from '@ascent/shared/profile';
import type { Actor } from '../../core/context.ts';
import { isUniqueViolation } from '../../core/db-errors.ts';
import { fail } from '../../core/errors.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { NewPersonnelField, PersonnelRepository } from './personnel.repository.ts';
import { toAdminPersonnelField } from './personnel.mapper.ts';

/** The stored columns of a field: options, precision and tree flags only where its type uses them. */
function toColumns(
  input: Omit<TPersonnelFieldCreate, 'key'>,
): Omit<NewPersonnelField, 'companyId' | 'key' | 'defaultField'> {
  const tree = input.type === FIELD_TYPE.tree;
  return {
    name: input.name,
    langNames: input.langNames,
    type: input.type,
    fieldOptions: input.fieldOptions,
    len: input.type === FIELD_TYPE.number ? input.len : 0,
    isCheck: tree ? input.isCheck : 0,
    isSelectChild: tree ? input.isSelectChild : 0,
    enabled: input.enabled,
  };
}

/**
 * The personnel information fields (editField of spec s.3) an administrator configures:
 * built-in keys (stored on the user) and custom ones, in form order. Every listed field is
 * required of the learner (spec s.5); `enabled` lists or unlists a field.
 */
export function createPersonnelFieldService(deps: {
  db: Db;
  personnel: (db: DbOrTx) => PersonnelRepository;
  /** Sets needsInformation for the company's users (or a department subtree's), inside tx. */
  flagNeedsInformation: (
    tx: DbOrTx,
    companyId: number,
    departmentId: number | null,
  ) => Promise<number>;
  departmentExists: (companyId: number, departmentId: number) => Promise<boolean>;
  /** After a commit: every kept profile goes (they say whether information is asked for). */
  profilesChanged: (userIds: null) => Promise<void>;
  /** The operation log's writer (app.ts: the oplog module's recordChange). */
  record: ChangeRecorder;
}) {
  const repo = deps.personnel(deps.db);

  async function requireField(q: DbOrTx, companyId: number, id: number) {
    const row = await deps.personnel(q).findField(companyId, id);
    if (!row) throw fail('field.notFound');
    return row;
  }

  const keyTaken = () => fail('field.keyTaken', undefined, { field: 'key' });

  return {
    async list(actor: Actor, q: TListQuery): Promise<TPage<TAdminPersonnelField>> {
      const { rows, total } = await repo.listFields(
        actor.companyId,
        q.keyword || undefined,
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return { list: rows.map(toAdminPersonnelField), total, page: q.page, pageSize: q.pageSize };
    },

    async create(actor: Actor, ip: string, input: TPersonnelFieldCreate) {
      if (await repo.fieldKeyTaken(actor.companyId, input.key)) throw keyTaken();
      const saved = deps.db.transaction(async (tx) => {
        const txRepo = deps.personnel(tx);
        const row = await txRepo.insertField({
          companyId: actor.companyId,
          key: input.key,
          defaultField: isBuiltInFieldKey(input.key) ? FIELD_ORIGIN.builtIn : FIELD_ORIGIN.custom,
          ...toColumns(input),
          sort: (await txRepo.maxFieldSort(actor.companyId)) + 10,
        });
        const field = toAdminPersonnelField(row);
        await deps.record(tx, actor, ip, {
          action: 'create',
          entity: 'personnelField',
          entityId: row.id,
          summary: row.key,
          after: field,
        });
        return field;
      });
      return saved.catch((err: unknown) => {
        if (isUniqueViolation(err)) throw keyTaken();
        throw err;
      });
    },

    async update(actor: Actor, ip: string, input: TPersonnelFieldUpdate) {
      const { id, key, ...values } = input;
      return deps.db.transaction(async (tx) => {
        const before = await requireField(tx, actor.companyId, id);
        if (before.key !== key) throw fail('field.keyFixed', undefined, { field: 'key' });
        const row = await deps.personnel(tx).updateField(id, toColumns(values));
        const field = toAdminPersonnelField(row);
        await deps.record(tx, actor, ip, {
          action: 'update',
          entity: 'personnelField',
          entityId: id,
          summary: row.key,
          before: toAdminPersonnelField(before),
          after: field,
        });
        return field;
      });
    },

    /** Removes a field from the form; values already given stay stored. */
    async remove(actor: Actor, ip: string, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const row = await requireField(tx, actor.companyId, id);
        await deps.personnel(tx).deleteField(id);
        await deps.record(tx, actor, ip, {
          action: 'delete',
          entity: 'personnelField',
          entityId: id,
          summary: row.key,
          before: toAdminPersonnelField(row),
        });
      });
    },

    /** The form's order: `ids` must be exactly the company's fields. */
    async reorder(actor: Actor, ip: string, ids: number[]): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const txRepo = deps.personnel(tx);
        const known = new Set(await txRepo.allFieldIds(actor.companyId));
        if (known.size !== ids.length || !ids.every((id) => known.has(id)))
          throw fail('common.listChanged');
        const before = (await txRepo.listFields(actor.companyId, undefined, 0, 1000)).rows;
        await txRepo.setFieldOrder(ids);
        const keyOf = new Map(before.map((r) => [r.id, r.key]));
        await deps.record(tx, actor, ip, {
          action: 'reorder',
          entity: 'personnelField',
          before: before.map((r) => r.key),
          after: ids.map((id) => keyOf.get(id)),
        });
      });
    },

    /**
     * Asks everyone, or a department with its sub-departments, to (re)complete personnel
     * information: their completion modal opens while the company's isInformation is 1.
     */
    async requestInformation(
      actor: Actor,
      ip: string,
      input: TPersonnelInfoRequest,
    ): Promise<TPersonnelInfoRequested> {
      if (
        input.departmentId !== null &&
        !(await deps.departmentExists(actor.companyId, input.departmentId))
      )
        throw fail('department.notFound', undefined, { field: 'departmentId' });
      const requested = await deps.db.transaction(async (tx) => {
        const count = await deps.flagNeedsInformation(tx, actor.companyId, input.departmentId);
        await deps.record(tx, actor, ip, {
          action: 'request-information',
          entity: 'user',
          entityId: input.departmentId ?? '',
          summary: input.departmentId === null ? 'all' : `department ${input.departmentId}`,
          after: { needsInformation: true, count },
        });
        return { count };
      });
      await deps.profilesChanged(null);
      return requested;
    },
  };
}
export type PersonnelFieldService = ReturnType<typeof createPersonnelFieldService>;
