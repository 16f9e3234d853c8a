import type { TListQuery, TPage } from '@ascent/shared/admin';
import type {
  TAdminWebsite,
  TWebsiteCreate,
  TWebsiteDeleted,
  TWebsiteUpdate,
} from '@ascent/shared/config';
import type { Actor } from '../../core/context.ts';
import { isUniqueViolation } from '../../core/db-errors.ts';
import { fail } from '../../core/errors.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { WebsiteRow } from './company.repository.ts';
import type { MenuRepository } from './menu.repository.ts';
import type { WebsiteListFilter, WebsiteRepository } from './website.repository.ts';
import { toAdminWebsite } from './company.mapper.ts';

const SORT_FIELDS = new Set(['platformName', 'domain', 'sort', 'id']);

/** The website fields the operation log keeps. */
const logged = (s: WebsiteRow) => ({
  platformName: s.platformName,
  domain: s.domain,
  active: s.active,
  sort: s.sort,
});

/** webSites of spec s.3: several learner sites per company, each found by its host. */
export function createWebsiteService(deps: {
  db: Db;
  websites: (db: DbOrTx) => WebsiteRepository;
  menus: (db: DbOrTx) => MenuRepository;
  /** How many users last chose each of these sites. */
  usersOnWebsites: (companyId: number, websiteIds: number[]) => Promise<Map<number, number>>;
  /** Moves users whose last chosen site is `from` to `to`, inside tx; answers how many. */
  moveWebsiteUsers: (tx: DbOrTx, from: number, to: number) => Promise<number>;
  /** The operation log's writer (app.ts: the oplog module's recordChange). */
  record: ChangeRecorder;
}) {
  const repo = deps.websites(deps.db);

  async function requireSite(q: DbOrTx, companyId: number, id: number) {
    const site = await deps.websites(q).findInCompany(companyId, id);
    if (!site) throw fail('website.notFound');
    return site;
  }

  async function saveGuarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw fail('website.domainTaken', undefined, { field: 'domain' });
      throw err;
    }
  }

  return {
    async list(actor: Actor, q: TListQuery): Promise<TPage<TAdminWebsite>> {
      const sortField =
        q.sortField && SORT_FIELDS.has(q.sortField)
          ? (q.sortField as WebsiteListFilter['sortField'])
          : undefined;
      const { rows, total } = await repo.list(
        {
          companyId: actor.companyId,
          keyword: q.keyword || undefined,
          sortField,
          descending: q.sortOrder === 'descend',
        },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const [own, users] = await Promise.all([
        deps.menus(deps.db).sitesWithOwnMenus(actor.companyId),
        deps.usersOnWebsites(
          actor.companyId,
          rows.map((r) => r.id),
        ),
      ]);
      return {
        list: rows.map((r) =>
          toAdminWebsite(r, { ownMenus: own.has(r.id), users: users.get(r.id) ?? 0 }),
        ),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async create(actor: Actor, ip: string, input: TWebsiteCreate): Promise<TAdminWebsite> {
      if (input.domain && (await repo.domainTaken(input.domain)))
        throw fail('website.domainTaken', undefined, { field: 'domain' });
      const site = await saveGuarded(() =>
        deps.db.transaction(async (tx) => {
          const row = await deps.websites(tx).insert({ companyId: actor.companyId, ...input });
          await deps.record(tx, actor, ip, {
            action: 'create',
            entity: 'website',
            entityId: row.id,
            summary: row.platformName,
            after: logged(row),
          });
          return row;
        }),
      );
      return toAdminWebsite(site, { ownMenus: false, users: 0 });
    },

    async update(actor: Actor, ip: string, input: TWebsiteUpdate): Promise<TAdminWebsite> {
      const { id, ...values } = input;
      await requireSite(deps.db, actor.companyId, id);
      if (values.domain && (await repo.domainTaken(values.domain, id)))
        throw fail('website.domainTaken', undefined, { field: 'domain' });
      const site = await saveGuarded(() =>
        deps.db.transaction(async (tx) => {
          const before = await requireSite(tx, actor.companyId, id);
          if (before.active && !values.active) {
            const all = await deps.websites(tx).allOf(actor.companyId);
            if (!all.some((s) => s.active && s.id !== id)) throw fail('website.lastActive');
          }
          const row = await deps.websites(tx).update(id, values);
          await deps.record(tx, actor, ip, {
            action: 'update',
            entity: 'website',
            entityId: id,
            summary: row.platformName,
            before: logged(before),
            after: logged(row),
          });
          return row;
        }),
      );
      const [own, users] = await Promise.all([
        deps.menus(deps.db).sitesWithOwnMenus(actor.companyId),
        deps.usersOnWebsites(actor.companyId, [id]),
      ]);
      return toAdminWebsite(site, { ownMenus: own.has(id), users: users.get(id) ?? 0 });
    },

    /**
     * Deletes a site with its own menus. Its users move to the first remaining site (active
     * ones first); the last site, or the last active one, cannot be deleted.
     */
    async remove(actor: Actor, ip: string, id: number): Promise<TWebsiteDeleted> {
      const result = await deps.db.transaction(async (tx) => {
        const site = await requireSite(tx, actor.companyId, id);
        const others = (await deps.websites(tx).allOf(actor.companyId)).filter((s) => s.id !== id);
        if (!others.length) throw fail('website.lastOne');
        const target = others.find((s) => s.active);
        if (!target) throw fail('website.lastActive');
        const movedUsers = await deps.moveWebsiteUsers(tx, id, target.id);
        const menus = await deps.menus(tx).deleteScope(actor.companyId, id);
        await deps.websites(tx).delete(id);
        await deps.record(tx, actor, ip, {
          action: 'delete',
          entity: 'website',
          entityId: id,
          summary: site.platformName,
          before: { ...logged(site), ownMenus: menus },
          after: { movedUsers, movedTo: target.id },
        });
        return { movedUsers, movedTo: target.id };
      });
      return result;
    },
  };
}
export type WebsiteService = ReturnType<typeof createWebsiteService>;
