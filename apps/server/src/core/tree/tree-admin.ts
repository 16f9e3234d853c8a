import type { OplogEntity } from '@ascent/shared/admin';
import type { MessageKey } from '@ascent/shared/errors';
import type { TTreeCreate, TTreeMove, TTreeNodeSaved, TTreeRename } from '@ascent/shared/org';
import type { Actor } from '../context.ts';
import type { ChangeRecorder } from '../change-log.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fail } from '../errors.ts';
import {
  childPath,
  isSelfOrDescendant,
  placeAt,
  renumber,
  sameName,
  type TreeRow,
} from './tree-path.ts';

/**
 * The queries a company tree (departments, majors) needs, on one table. Each module's
 * repository implements it over its own table; `lock` serialises the company's tree changes.
 */
export interface TreeStore {
  /** Holds the company's tree lock until the transaction ends. */
  lock(companyId: number): Promise<void>;
  /**
   * A node of the company. `forUpdate` locks its row until the transaction ends, so that
   * nothing can start pointing at it (a user joining a department) while it is deleted.
   */
  findInCompany(companyId: number, id: number, forUpdate?: boolean): Promise<TreeRow | undefined>;
  /** The children of a parent (null: the roots), by sort then id. */
  children(companyId: number, parentId: number | null): Promise<TreeRow[]>;
  /** Inserts a node, setting its path under the parent. */
  insert(companyId: number, name: string, parentId: number | null, sort: number): Promise<TreeRow>;
  rename(id: number, name: string): Promise<void>;
  setParent(id: number, parentId: number | null): Promise<void>;
  setSorts(rows: { id: number; sort: number }[]): Promise<void>;
  /** Rewrites the path prefix of a whole subtree in one statement. */
  rewritePaths(companyId: number, fromPrefix: string, toPrefix: string): Promise<void>;
  delete(id: number): Promise<void>;
}

export interface TreeMessages {
  notFound: MessageKey;
  parentNotFound: MessageKey;
  duplicateName: MessageKey;
  hasChildren: MessageKey;
  moveIntoSelf: MessageKey;
}

export interface TreeAdminDeps {
  db: Db;
  store: (db: DbOrTx) => TreeStore;
  /** The operation log's entity name ('department', 'major'). */
  entity: OplogEntity;
  messages: TreeMessages;
  record: ChangeRecorder;
  /** Refuses a delete for the entity's own reasons (people in a department), inside the change. */
  beforeDelete?: (tx: DbOrTx, row: TreeRow) => Promise<void>;
  /** Runs after each committed change (cache clean-up), before the call answers. */
  afterChange?: () => void | Promise<void>;
}

const saved = (r: TreeRow): TTreeNodeSaved => ({
  id: r.id,
  name: r.name,
  parentId: r.parentId,
  sort: r.sort,
});

/**
 * The admin rules of a company tree: create, rename, move and delete, each in one transaction
 * that takes the company's tree lock first, each written to the operation log (and followed by
 * `afterChange` once committed). Names are unique among
 * siblings (case-insensitive); a node never moves under itself or its own subtree; a node with
 * children is never deleted.
 */
export function createTreeAdmin(deps: TreeAdminDeps) {
  const { messages: m, entity } = deps;

  async function requireNode(s: TreeStore, companyId: number, id: number, forUpdate = false) {
    const row = await s.findInCompany(companyId, id, forUpdate);
    if (!row) throw fail(m.notFound);
    return row;
  }

  async function requireParent(s: TreeStore, companyId: number, parentId: number | null) {
    if (parentId === null) return null;
    const row = await s.findInCompany(companyId, parentId);
    if (!row) throw fail(m.parentNotFound);
    return row;
  }

  /** Refuses a name another child of the parent already has. */
  function checkUniqueName(siblings: TreeRow[], name: string, selfId?: number) {
    if (siblings.some((r) => r.id !== selfId && sameName(r.name, name)))
      throw fail(m.duplicateName, { name });
  }

  return {
    async create(actor: Actor, ip: string, input: TTreeCreate): Promise<TTreeNodeSaved> {
      const result = await deps.db.transaction(async (tx) => {
        const s = deps.store(tx);
        await s.lock(actor.companyId);
        const parent = await requireParent(s, actor.companyId, input.parentId);
        const siblings = await s.children(actor.companyId, parent?.id ?? null);
        checkUniqueName(siblings, input.name);
        const sort = siblings.reduce((max, r) => Math.max(max, r.sort + 1), 0);
        const row = await s.insert(actor.companyId, input.name, parent?.id ?? null, sort);
        await deps.record(tx, actor, ip, {
          action: 'create',
          entity,
          entityId: row.id,
          summary: row.name,
          after: saved(row),
        });
        return saved(row);
      });
      await deps.afterChange?.();
      return result;
    },

    async rename(actor: Actor, ip: string, input: TTreeRename): Promise<TTreeNodeSaved> {
      const result = await deps.db.transaction(async (tx) => {
        const s = deps.store(tx);
        await s.lock(actor.companyId);
        const row = await requireNode(s, actor.companyId, input.id);
        checkUniqueName(await s.children(actor.companyId, row.parentId), input.name, row.id);
        if (row.name !== input.name) {
          await s.rename(row.id, input.name);
          await deps.record(tx, actor, ip, {
            action: 'rename',
            entity,
            entityId: row.id,
            summary: `${row.name} -> ${input.name}`,
            before: { name: row.name },
            after: { name: input.name },
          });
        }
        return saved({ ...row, name: input.name });
      });
      await deps.afterChange?.();
      return result;
    },

    async move(actor: Actor, ip: string, input: TTreeMove): Promise<TTreeNodeSaved> {
      const result = await deps.db.transaction(async (tx) => {
        const s = deps.store(tx);
        await s.lock(actor.companyId);
        const row = await requireNode(s, actor.companyId, input.id);
        const parent = await requireParent(s, actor.companyId, input.parentId);
        if (parent && isSelfOrDescendant(row.path, parent.path)) throw fail(m.moveIntoSelf);
        const parentId = parent?.id ?? null;
        const sameParent = parentId === row.parentId;
        const siblings = await s.children(actor.companyId, parentId);
        if (!sameParent) checkUniqueName(siblings, row.name, row.id);

        const path = childPath(parent?.path ?? null, row.id);
        if (path !== row.path) await s.rewritePaths(actor.companyId, row.path, path);
        if (!sameParent) await s.setParent(row.id, parentId);

        // Keep the node's place when only the parent is the same and no place is given.
        const ids = siblings.map((r) => r.id);
        const index = input.sort ?? (sameParent ? ids.indexOf(row.id) : undefined);
        const order = placeAt(ids, row.id, index);
        const current = new Map(siblings.map((r) => [r.id, r.sort]));
        if (!sameParent) current.set(row.id, -1);
        await s.setSorts(renumber(order, current));

        const after = { ...row, parentId, path, sort: order.indexOf(row.id) };
        await deps.record(tx, actor, ip, {
          action: 'move',
          entity,
          entityId: row.id,
          summary: row.name,
          before: { parentId: row.parentId, sort: row.sort, path: row.path },
          after: { parentId: after.parentId, sort: after.sort, path: after.path },
        });
        return saved(after);
      });
      await deps.afterChange?.();
      return result;
    },

    async remove(actor: Actor, ip: string, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const s = deps.store(tx);
        await s.lock(actor.companyId);
        const row = await requireNode(s, actor.companyId, id, true);
        const children = await s.children(actor.companyId, row.id);
        if (children.length) throw fail(m.hasChildren, { count: children.length });
        await deps.beforeDelete?.(tx, row);
        await s.delete(row.id);
        await deps.record(tx, actor, ip, {
          action: 'delete',
          entity,
          entityId: row.id,
          summary: row.name,
          before: saved(row),
        });
      });
      await deps.afterChange?.();
    },
  };
}
export type TreeAdmin = ReturnType<typeof createTreeAdmin>;
