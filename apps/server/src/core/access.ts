import type { MessageKey } from '@ascent/shared/errors';
import { MANAGER_ROLES } from '@ascent/shared/api';
import type { ItemKind } from '@ascent/shared/task';
import type { Db, DbOrTx } from '../db/client.ts';
import type { LearnerScope, LearnerScopes } from '../modules/user/learner-scope.ts';
import type { Actor } from './context.ts';
import { fail, forbidden, tokenExpired } from './errors.ts';
import type { ItemAccess } from './learning-items.ts';
import { createTtlCache, SETTINGS_CACHE_MS } from './ttl-cache.ts';

/**
 * Where access is decided (issue 13), built once in app.ts and handed to the modules:
 *
 * - who the learner is (`learner`: the scope audience rules read), with one refusal when the
 *   account is gone while its session lives;
 * - whether a learner may see a learning item of any kind (`canSee`, `visibleIds`,
 *   `requireVisible`): the item's own audience rule (the owning module registers it with
 *   `audience`, or the caller's query already answered it), else a grant of a programme or
 *   package the learner is enrolled in (core/learning-items.ts `ItemAccess`), asked once per
 *   list, only for the items the audience left out;
 * - the company check for a row the caller names by id (`inCompany`);
 * - the role checks (`isAdmin`, `requireAdmin`, `isManager`, `requireManager`, `requireRole`)
 *   and whom a `manager` caller looks after (`managedScope`).
 *
 * One refusal per situation (docs/decisions.md, "Access: one module, one refusal per
 * situation"): the scope missing ret 5 (`auth.tokenExpired`, what the auth hook answers that
 * session once its cache expires); an item unknown, unpublished, another company's or outside
 * the audience ret 1 with the domain's message; not an administrator, or not holding a
 * domain's own role, ret 7 with the domain's message.
 */

/** An item kind's own audience rule: the ids among `ids` the learner may see (one query). */
export type AudienceRule = (q: DbOrTx, scope: LearnerScope, ids: number[]) => Promise<Set<number>>;

/** An item as a visibility check needs it. */
export interface SeenItem {
  id: number;
  /** When given, another company's item is never seen. */
  companyId?: number;
  /** false: a draft, unpublished or deleted item, which nobody sees. */
  published?: boolean;
  /** The item's own audience rule, when the caller's query already answered it. */
  visible?: boolean;
}

/** The domain's refusals for an item the learner may not see (both ret 1). */
export interface ItemRefusals {
  /** Unknown, another company's, unpublished. */
  notFound: MessageKey;
  /** Published but outside the audience and not granted (default: `notFound`). */
  hidden?: MessageKey;
}

/** Who a check is about: a signed-in caller, or a to-do centre's context. */
type Someone = Pick<Actor, 'userId' | 'companyId'>;

/** The one refusal when the caller's account is gone while the session lives: ret 5. */
export const accountGone = () => tokenExpired();

/** The row when it is of the company; the domain's not-found (ret 1) otherwise. */
export function inCompany<T extends { companyId: number }>(
  companyId: number,
  row: T | null | undefined,
  notFound: MessageKey,
): T {
  if (!row || row.companyId !== companyId) throw fail(notFound);
  return row;
}

export const isAdmin = (actor: Pick<Actor, 'isAdmin'>): boolean => actor.isAdmin;

/** ret 7 unless the caller is an administrator. */
export function requireAdmin(
  actor: Pick<Actor, 'isAdmin'>,
  key: MessageKey = 'auth.adminRequired',
): void {
  if (!actor.isAdmin) throw forbidden(key);
}

/** Whether the caller reaches `manager` calls: an administrator, a unit manager or supervisor. */
export const isManager = (actor: Pick<Actor, 'isAdmin' | 'roles'>): boolean =>
  actor.isAdmin || actor.roles.some((r) => MANAGER_ROLES.includes(r));

/** ret 7 (the administrator refusal) unless the caller reaches `manager` calls (isManager). */
export function requireManager(actor: Pick<Actor, 'isAdmin' | 'roles'>): void {
  if (!isManager(actor)) throw forbidden('auth.adminRequired');
}

/** The people a `manager` call is about: the company, or the subtrees of some departments. */
export interface ManagedScope {
  companyId: number;
  /** The departments whose subtrees the caller looks after; null for the whole company. */
  roots: number[] | null;
}

/**
 * Whom a caller of `manager` calls looks after (the admin site's session, the dashboard and
 * the learner reports): an administrator the company; a unit manager or supervisor the subtree
 * of their own department (none without a department: the domain refuses). ret 7 for anyone
 * else (requireManager).
 */
export function managedScope(
  actor: Pick<Actor, 'isAdmin' | 'roles' | 'companyId' | 'departmentId'>,
): ManagedScope {
  requireManager(actor);
  if (actor.isAdmin) return { companyId: actor.companyId, roots: null };
  return {
    companyId: actor.companyId,
    roots: actor.departmentId === null ? [] : [actor.departmentId],
  };
}

/**
 * ret 7 with the domain's message unless the caller holds the domain's role (a reviewer, an
 * attendance manager, a supervisor, a party of a receipt): the domain decides who holds it.
 */
export function requireRole(holds: boolean, key: MessageKey): asserts holds {
  if (!holds) throw forbidden(key);
}

export function createAccess(deps: {
  db: Db;
  scopes: LearnerScopes;
  /** The grants programmes and packages register (core/learning-items.ts). */
  grants: ItemAccess;
}) {
  const audiences = new Map<ItemKind, AudienceRule>();
  // The course centre's hot calls reuse a scope for a few seconds (a move or a new secrecy
  // level shows within SETTINGS_CACHE_MS); every other check reads it fresh.
  const cachedScopes = createTtlCache<number, LearnerScope | null>(SETTINGS_CACHE_MS);

  function own(someone: Someone, scope: LearnerScope | null): LearnerScope {
    if (!scope || scope.companyId !== someone.companyId) throw accountGone();
    return scope;
  }

  /** The item's own audience over ids; a kind without a registered rule sees none. */
  async function byAudience(q: DbOrTx, scope: LearnerScope, kind: ItemKind, ids: number[]) {
    const rule = audiences.get(kind);
    return rule && ids.length ? rule(q, scope, ids) : new Set<number>();
  }

  async function granted(
    q: DbOrTx,
    scope: LearnerScope,
    kind: ItemKind,
    ids: readonly number[],
  ): Promise<Set<number>> {
    if (!ids.length) return new Set();
    return deps.grants.grantedAmong(q, scope.companyId, scope.userId, kind, ids);
  }

  /** The items among `items` the learner may see: audience, else a grant (two calls at most). */
  async function visibleAmong(
    q: DbOrTx,
    scope: LearnerScope,
    kind: ItemKind,
    items: readonly SeenItem[],
  ): Promise<Set<number>> {
    const candidates = items.filter(
      (i) =>
        i.published !== false && (i.companyId === undefined || i.companyId === scope.companyId),
    );
    const ask = [...new Set(candidates.filter((i) => i.visible === undefined).map((i) => i.id))];
    const seen = await byAudience(q, scope, kind, ask);
    for (const i of candidates) if (i.visible) seen.add(i.id);
    const rest = [...new Set(candidates.map((i) => i.id))].filter((id) => !seen.has(id));
    for (const id of await granted(q, scope, kind, rest)) seen.add(id);
    return seen;
  }

  return {
    /** Registers an item kind's own audience rule (once per kind, by the owning module). */
    audience(kind: ItemKind, rule: AudienceRule): void {
      if (audiences.has(kind)) throw new Error(`audience rule ${kind} twice`);
      audiences.set(kind, rule);
    },

    /** The caller's scope; `q` reads it through a transaction. Refused (ret 5) when gone. */
    async learner(someone: Someone, q: DbOrTx = deps.db): Promise<LearnerScope> {
      return own(someone, await deps.scopes.of(someone.userId, q));
    },

    /** The caller's scope as read at most SETTINGS_CACHE_MS ago (the course centre's lists). */
    async learnerCached(someone: Someone): Promise<LearnerScope> {
      return own(
        someone,
        await cachedScopes.get(someone.userId, () => deps.scopes.of(someone.userId)),
      );
    },

    /**
     * A person's scope for a check about them that is not their own call (an attendance
     * manager adding a learner; a to-do centre source, after the centre asked `learner`); null
     * when there is no such person in the company.
     */
    async personScope(companyId: number, userId: number, q: DbOrTx = deps.db) {
      const scope = await deps.scopes.of(userId, q);
      return scope && scope.companyId === companyId ? scope : null;
    },

    /** The ids among `ids` a programme or package grants the learner (one call). */
    granted,

    /** The ids among `ids` of a kind the learner may see (its audience rule, else a grant). */
    async visibleIds(
      q: DbOrTx,
      scope: LearnerScope,
      kind: ItemKind,
      ids: readonly number[],
    ): Promise<Set<number>> {
      return visibleAmong(
        q,
        scope,
        kind,
        ids.map((id) => ({ id })),
      );
    },

    /** The items of a list the learner may see, where the list's query carried `visible`. */
    visibleAmong,

    /** May the learner see this item: published, the company's, audience or grant. */
    async canSee(q: DbOrTx, scope: LearnerScope, kind: ItemKind, item: SeenItem) {
      return (await visibleAmong(q, scope, kind, [item])).has(item.id);
    },

    /**
     * The item when the learner may see it; otherwise ret 1 with the domain's message:
     * `notFound` for an unknown, unpublished or another company's item, `hidden` (default
     * `notFound`) for one outside the audience that no programme grants.
     */
    async requireVisible<T extends SeenItem & { companyId: number }>(
      q: DbOrTx,
      scope: LearnerScope,
      kind: ItemKind,
      item: T | null | undefined,
      refusals: ItemRefusals,
    ): Promise<T> {
      const row = inCompany(scope.companyId, item, refusals.notFound);
      if (row.published === false) throw fail(refusals.notFound);
      if (!(await visibleAmong(q, scope, kind, [row])).has(row.id))
        throw fail(refusals.hidden ?? refusals.notFound);
      return row;
    },

    // The company and role checks are also plain exports (no state): `requireRole` narrows
    // what it is given, so it is called as the imported function.
    inCompany,
    isAdmin,
    requireAdmin,
  };
}
export type Access = ReturnType<typeof createAccess>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's access module (tests build services with it). */
    access: Access;
  }
}
