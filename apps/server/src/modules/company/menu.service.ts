import type {
  TAdminMenu,
  TAdminMenuList,
  TMenuCreate,
  TMenuReorder,
  TMenuUpdate,
} from '@ascent/shared/config';
import type { Actor } from '../../core/context.ts';
import { isUniqueViolation } from '../../core/db-errors.ts';
import { fail } from '../../core/errors.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { MenuRow } from './company.repository.ts';
import type { MenuRepository } from './menu.repository.ts';
import type { WebsiteRepository } from './website.repository.ts';
import { toAdminMenu } from './company.mapper.ts';

/** The menu fields the operation log keeps. */
const logged = (m: MenuRow) => ({
  menuCode: m.menuCode,
  menuName: m.menuName,
  langNames: m.langNames,
  url: m.url,
  resourceId: m.resourceId,
  labelId: m.labelId,
  checked: m.checked,
});

/**
 * Menus of spec s.3: the company-wide rows (websiteId null), and a website's own rows when it
 * has any (then the learner header of that site shows those instead). The learner's
 * home/menu/pc reads the rows on every call, so a change shows at once.
 */
export function createMenuService(deps: {
  db: Db;
  menus: (db: DbOrTx) => MenuRepository;
  websites: (db: DbOrTx) => WebsiteRepository;
  /** The operation log's writer (app.ts: the oplog module's recordChange). */
  record: ChangeRecorder;
}) {
  const repo = deps.menus(deps.db);

  async function requireSite(companyId: number, websiteId: number | null) {
    if (websiteId === null) return;
    if (!(await deps.websites(deps.db).findInCompany(companyId, websiteId)))
      throw fail('website.notFound');
  }

  async function requireMenu(q: DbOrTx, companyId: number, id: number) {
    const row = await deps.menus(q).findInCompany(companyId, id);
    if (!row) throw fail('menu.notFound');
    return row;
  }

  async function listOf(companyId: number, websiteId: number | null): Promise<TAdminMenuList> {
    const rows = await repo.listScope(companyId, websiteId);
    return { websiteId, own: websiteId === null || rows.length > 0, list: rows.map(toAdminMenu) };
  }

  return {
    async list(actor: Actor, websiteId: number | null): Promise<TAdminMenuList> {
      await requireSite(actor.companyId, websiteId);
      return listOf(actor.companyId, websiteId);
    },

    async update(actor: Actor, ip: string, input: TMenuUpdate): Promise<TAdminMenu> {
      const { id, ...values } = input;
      return deps.db.transaction(async (tx) => {
        const before = await requireMenu(tx, actor.companyId, id);
        const row = await deps.menus(tx).update(id, values);
        await deps.record(tx, actor, ip, {
          action: 'update',
          entity: 'menu',
          entityId: id,
          summary: row.menuCode,
          before: logged(before),
          after: logged(row),
        });
        return toAdminMenu(row);
      });
    },

    /** A custom entry at the end of its scope (a website must have its own menus first). */
    async create(actor: Actor, ip: string, input: TMenuCreate): Promise<TAdminMenu> {
      const { websiteId, ...values } = input;
      await requireSite(actor.companyId, websiteId);
      const created = deps.db.transaction(async (tx) => {
        const menus = deps.menus(tx);
        if (websiteId !== null && !(await menus.listScope(actor.companyId, websiteId)).length)
          throw fail('menu.siteUsesCompany');
        if (await menus.findByCode(actor.companyId, websiteId, values.menuCode))
          throw fail('menu.codeTaken', undefined, { field: 'menuCode' });
        const sort = (await menus.maxSort(actor.companyId, websiteId)) + 10;
        const [row] = await menus.insert([
          { companyId: actor.companyId, websiteId, ...values, sort, custom: true },
        ]);
        if (!row) throw new Error('insert menus returned nothing');
        await deps.record(tx, actor, ip, {
          action: 'create',
          entity: 'menu',
          entityId: row.id,
          summary: row.menuCode,
          after: logged(row),
        });
        return toAdminMenu(row);
      });
      return created.catch((err: unknown) => {
        if (isUniqueViolation(err)) throw fail('menu.codeTaken', undefined, { field: 'menuCode' });
        throw err;
      });
    },

    /** Custom entries only; product entries are switched off instead. */
    async remove(actor: Actor, ip: string, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const row = await requireMenu(tx, actor.companyId, id);
        if (!row.custom) throw fail('menu.notCustom');
        await deps.menus(tx).delete(id);
        await deps.record(tx, actor, ip, {
          action: 'delete',
          entity: 'menu',
          entityId: id,
          summary: row.menuCode,
          before: logged(row),
        });
      });
    },

    /** The scope's entries in a new order: `ids` must be exactly the scope's rows. */
    async reorder(actor: Actor, ip: string, input: TMenuReorder): Promise<TAdminMenuList> {
      await requireSite(actor.companyId, input.websiteId);
      await deps.db.transaction(async (tx) => {
        const menus = deps.menus(tx);
        const rows = await menus.listScope(actor.companyId, input.websiteId);
        const known = new Set(rows.map((r) => r.id));
        if (rows.length !== input.ids.length || !input.ids.every((id) => known.has(id)))
          throw fail('common.listChanged');
        await menus.setOrder(input.ids);
        const code = new Map(rows.map((r) => [r.id, r.menuCode]));
        await deps.record(tx, actor, ip, {
          action: 'reorder',
          entity: 'menu',
          entityId: input.websiteId ?? '',
          summary: input.websiteId === null ? 'company' : `website ${input.websiteId}`,
          before: rows.map((r) => r.menuCode),
          after: input.ids.map((id) => code.get(id)),
        });
      });
      return listOf(actor.companyId, input.websiteId);
    },

    /** Starts a website's own menus as a copy of the company-wide ones. */
    async copyToSite(actor: Actor, ip: string, websiteId: number): Promise<TAdminMenuList> {
      await requireSite(actor.companyId, websiteId);
      await deps.db.transaction(async (tx) => {
        const menus = deps.menus(tx);
        if ((await menus.listScope(actor.companyId, websiteId)).length)
          throw fail('menu.siteHasMenus');
        const company = await menus.listScope(actor.companyId, null);
        const rows = await menus.insert(company.map(({ id: _id, ...m }) => ({ ...m, websiteId })));
        await deps.record(tx, actor, ip, {
          action: 'copy',
          entity: 'menu',
          entityId: websiteId,
          summary: `website ${websiteId}`,
          after: rows.map((r) => r.menuCode),
        });
      });
      return listOf(actor.companyId, websiteId);
    },

    /** Drops a website's own menus: it shows the company-wide ones again. */
    async resetSite(actor: Actor, ip: string, websiteId: number): Promise<TAdminMenuList> {
      await requireSite(actor.companyId, websiteId);
      await deps.db.transaction(async (tx) => {
        const menus = deps.menus(tx);
        const before = await menus.listScope(actor.companyId, websiteId);
        await menus.deleteScope(actor.companyId, websiteId);
        await deps.record(tx, actor, ip, {
          action: 'reset',
          entity: 'menu',
          entityId: websiteId,
          summary: `website ${websiteId}`,
          before: before.map(logged),
        });
      });
      return listOf(actor.companyId, websiteId);
    },
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
