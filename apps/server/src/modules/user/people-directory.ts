import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { TRecipient } from '@ascent/shared/message';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { departmentRows } from '../department/department.sql.ts';
import { userRoles, users } from './user.schema.ts';

/** How a person shows in rankings and lists: name, account, portrait and department. */
export interface PersonCard {
  userId: number;
  realName: string;
  account: string;
  portrait: string;
  /** '' without a department. */
  departmentName: string;
}

/** Who may be found: any status by default, active people only when asked; any role or these. */
export interface PeopleFilter {
  activeOnly?: boolean;
  /** Only people holding one of these roles (reviewers: exam_reviewer or admin). */
  roles?: readonly string[];
}

/**
 * The one answer to "who are these people" for every module (built once in app.ts): the
 * company's people by id, the picker's search, cards with department names for lists, and
 * department names. Every call is one query per list (ids in batches), company-scoped.
 * A module declares the `Pick<PeopleDirectory, ...>` it uses.
 */
export interface PeopleDirectory {
  /** The company's users among `ids` (id, account, name), by id. */
  find(companyId: number, ids: readonly number[], opts?: PeopleFilter): Promise<TRecipient[]>;
  /**
   * Active users of the company whose account or name contains the keyword (all of them for
   * ''), by account; at most `limit`.
   */
  search(
    companyId: number,
    keyword: string,
    limit: number,
    opts?: Pick<PeopleFilter, 'roles'>,
  ): Promise<TRecipient[]>;
  /** Name, account, portrait and department of the company's users among `ids` (any status). */
  cards(companyId: number, ids: readonly number[]): Promise<Map<number, PersonCard>>;
  /** Names of the company's departments among `ids` (others are left out). */
  departmentNames(companyId: number, ids: readonly number[]): Promise<Map<number, string>>;
}

/** Names by id as an audience shows them: `{ id, name }` in id order. */
export function byId(names: ReadonlyMap<number, string>): { id: number; name: string }[] {
  return [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id);
}

/** Ids per `IN (...)` list. */
const ID_BATCH = 1000;

async function inBatches<T>(ids: readonly number[], read: (chunk: number[]) => Promise<T[]>) {
  const unique = [...new Set(ids)];
  const out: T[] = [];
  for (let i = 0; i < unique.length; i += ID_BATCH)
    out.push(...(await read(unique.slice(i, i + ID_BATCH))));
  return out;
}

export function createPeopleDirectory(deps: {
  db: DbOrTx;
  /** The department module's names (cached there). */
  departmentNames: (companyId: number, ids: number[]) => Promise<Map<number, string>>;
}): PeopleDirectory {
  const { db } = deps;
  const recipient = { id: users.id, account: users.account, realName: users.realName };
  const withRole = (roles: readonly string[] | undefined): SQL | undefined =>
    roles
      ? inArray(
          users.id,
          db
            .select({ id: userRoles.userId })
            .from(userRoles)
            .where(inArray(userRoles.role, [...roles])),
        )
      : undefined;

  return {
    async find(companyId, ids, opts = {}) {
      if (!ids.length) return [];
      const rows = await inBatches(ids, (chunk) =>
        db
          .select(recipient)
          .from(users)
          .where(
            and(
              eq(users.companyId, companyId),
              inArray(users.id, chunk),
              opts.activeOnly ? eq(users.status, 'active') : undefined,
              withRole(opts.roles),
            ),
          ),
      );
      return rows.sort((a, b) => a.id - b.id);
    },

    async search(companyId, keyword, limit, opts = {}) {
      const like = containsPattern(keyword);
      return db
        .select(recipient)
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            eq(users.status, 'active'),
            withRole(opts.roles),
            keyword ? or(ilike(users.account, like), ilike(users.realName, like)) : undefined,
          ),
        )
        .orderBy(asc(users.account))
        .limit(limit);
    },

    async cards(companyId, ids) {
      if (!ids.length) return new Map();
      const department = departmentRows('card_department');
      const rows = await inBatches(ids, (chunk) =>
        db
          .select({
            userId: users.id,
            realName: users.realName,
            account: users.account,
            portrait: users.portrait,
            departmentName: department.name,
          })
          .from(users)
          .leftJoin(department, eq(department.id, users.departmentId))
          .where(and(eq(users.companyId, companyId), inArray(users.id, chunk))),
      );
      return new Map(rows.map((r) => [r.userId, { ...r, departmentName: r.departmentName ?? '' }]));
    },

    departmentNames: (companyId, ids) => deps.departmentNames(companyId, [...ids]),
  };
}
