import type { TPage } from '@ascent/shared/admin';
import type { TNamedTreeNode } from '@ascent/shared/org';
import type {
  TKnowledgeAdminDetail,
  TKnowledgeAdminRow,
  TKnowledgeCard,
  TKnowledgeCategoryNode,
  TKnowledgeDetail,
  TKnowledgeSaveParsed,
} from '@ascent/shared/knowledge';
import type { z } from 'zod';
import type { ZKnowledgeAdminQuery, ZKnowledgeListQuery } from '@ascent/shared/knowledge';
import type { TSearchHit } from '@ascent/shared/search';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { requireAll } from '../../core/batch.ts';
import { changePublication } from '../../core/publishing.ts';
import { checkedAudienceRows } from '../user/audience-rows.ts';
import { createTreeAdmin } from '../../core/tree/tree-admin.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { FileCatalog } from '../files/files.catalog.ts';
import type { LearnerScope } from '../user/learner-scope.ts';
import { inCompany, type Access } from '../../core/access.ts';
import type { AudienceRow } from '../../core/audience.ts';
import { createKnowledgeRepository, type KnowledgeRepository } from './knowledge.repository.ts';
import {
  knowledgeLogEntry,
  knowledgePath,
  toCategoryAdminTree,
  toCategoryTree,
  toKnowledgeAdminDetail,
  toKnowledgeAdminRow,
  knowledgeCover,
  toKnowledgeCard,
  toKnowledgeDetail,
  toSearchHit,
} from './knowledge.mapper.ts';
import { plainText, sanitizeRichText } from '../../core/rich-text.ts';
import type { PeopleDirectory } from '../user/people-directory.ts';

/** What the knowledge rules need to know about departments and people (other modules answer). */
export type KnowledgeDirectory = Pick<PeopleDirectory, 'departmentNames' | 'find'>;

/** What a download needs to know of an item (download.registry.ts). */
export interface KnowledgeDownloadable {
  title: string;
  fileId: number | null;
  allowDownload: boolean;
}

export function createKnowledgeService(deps: {
  db: Db;
  knowledge: KnowledgeRepository;
  record: ChangeRecorder;
  files: FileCatalog;
  directory: KnowledgeDirectory;
  /** The learner's scope and an item's visibility (audience, else a programme's grant). */
  access: Access;
}) {
  const { knowledge, files } = deps;

  const categories = createTreeAdmin({
    db: deps.db,
    store: (tx) => createKnowledgeRepository(tx).tree,
    entity: 'knowledge-category',
    messages: {
      notFound: 'knowledge.categoryNotFound',
      parentNotFound: 'knowledge.parentCategoryNotFound',
      duplicateName: 'knowledge.duplicateCategory',
      hasChildren: 'knowledge.categoryHasChildren',
      moveIntoSelf: 'knowledge.categoryMoveIntoSelf',
    },
    record: deps.record,
    // A category holding items keeps them findable: they must be moved first.
    async beforeDelete(tx, row) {
      const n = await createKnowledgeRepository(tx).countInCategory(row.id);
      if (n) throw fail('knowledge.categoryInUse', { count: n });
    },
  });

  /** Checks the audience names departments and people of the company; returns its rows. */
  async function audienceRows(actor: Actor, input: TKnowledgeSaveParsed): Promise<AudienceRow[]> {
    if (input.visibility === 'all') return [];
    return checkedAudienceRows(
      input.audience,
      async (departmentIds, userIds) => {
        const [departments, people] = await Promise.all([
          deps.directory.departmentNames(actor.companyId, departmentIds),
          deps.directory.find(actor.companyId, userIds),
        ]);
        return [departments.size, people.length];
      },
      { required: 'knowledge.audienceRequired', notFound: 'knowledge.audienceNotFound' },
    );
  }

  async function adminDetail(actor: Actor, id: number): Promise<TKnowledgeAdminDetail> {
    const row = inCompany(
      actor.companyId,
      await knowledge.findInCompany(actor.companyId, id),
      'knowledge.notFound',
    );
    const audience = await knowledge.audienceOf(id);
    const a = toKnowledgeAdminDetail(row, null, audience, { departments: {}, users: {} }).audience;
    const [fileMap, departments, people] = await Promise.all([
      files.describe(actor.companyId, row.fileId ? [row.fileId] : []),
      deps.directory.departmentNames(actor.companyId, a.departmentIds),
      deps.directory.find(actor.companyId, a.userIds),
    ]);
    return toKnowledgeAdminDetail(
      row,
      row.fileId ? (fileMap.get(row.fileId) ?? null) : null,
      audience,
      {
        departments: Object.fromEntries(departments),
        users: Object.fromEntries(people.map((p) => [p.id, p.realName])),
      },
    );
  }

  return {
    // ---- categories -------------------------------------------------------------------
    createCategory: categories.create,
    renameCategory: categories.rename,
    moveCategory: categories.move,
    removeCategory: categories.remove,
    async categoryTree(actor: Actor): Promise<TNamedTreeNode[]> {
      return toCategoryTree(await knowledge.categories(actor.companyId));
    },
    async categoryAdminTree(actor: Actor): Promise<TKnowledgeCategoryNode[]> {
      return toCategoryAdminTree(await knowledge.categories(actor.companyId));
    },

    // ---- admin ------------------------------------------------------------------------
    async adminList(
      actor: Actor,
      q: z.output<typeof ZKnowledgeAdminQuery>,
    ): Promise<TPage<TKnowledgeAdminRow>> {
      const { rows, total } = await knowledge.adminList(
        {
          companyId: actor.companyId,
          keyword: q.keyword || undefined,
          categoryId: q.categoryId,
          status: q.status,
        },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const fileMap = await files.describe(
        actor.companyId,
        rows.flatMap((r) => (r.fileId ? [r.fileId] : [])),
      );
      return {
        list: rows.map((r) => toKnowledgeAdminRow(r, r.fileId ? fileMap.get(r.fileId) : undefined)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    adminDetail,

    async save(
      actor: Actor,
      ip: string,
      input: TKnowledgeSaveParsed,
    ): Promise<TKnowledgeAdminDetail> {
      const content = sanitizeRichText(input.content);
      if (!input.fileId && !plainText(content) && !/<img\s/i.test(content))
        throw fail('knowledge.contentOrFileRequired');
      if (input.fileId) {
        const file = (await files.describe(actor.companyId, [input.fileId])).get(input.fileId);
        if (!file) throw fail('knowledge.fileNotFound');
        if (file.kind !== 'document') throw fail('knowledge.fileNotDocument');
      }
      const audience = await audienceRows(actor, input);
      const values = {
        title: input.title,
        summary: input.summary,
        content,
        categoryId: input.categoryId,
        fileId: input.fileId,
        cover: input.cover,
        tags: [...new Set(input.tags)],
        secrecyLevel: input.secrecyLevel,
        visibility: input.visibility,
        allowDownload: input.allowDownload,
      };
      const id = await deps.db.transaction(async (tx) => {
        const repo = createKnowledgeRepository(tx);
        if (input.categoryId && !(await repo.tree.findInCompany(actor.companyId, input.categoryId)))
          throw fail('knowledge.categoryNotFound');
        if (input.id) {
          const before = inCompany(
            actor.companyId,
            await repo.findInCompany(actor.companyId, input.id),
            'knowledge.notFound',
          );
          const beforeAudience = await repo.audienceOf(before.id);
          const after = (await repo.update(before.id, values))!;
          await repo.replaceAudience(after.id, audience);
          await deps.record(tx, actor, ip, {
            action: 'update',
            entity: 'knowledge',
            entityId: after.id,
            summary: after.title,
            before: knowledgeLogEntry(before, beforeAudience),
            after: knowledgeLogEntry(after, audience),
          });
          return after.id;
        }
        const row = await repo.insert({
          ...values,
          companyId: actor.companyId,
          status: 'draft',
          createdBy: actor.userId,
        });
        await repo.replaceAudience(row.id, audience);
        await deps.record(tx, actor, ip, {
          action: 'create',
          entity: 'knowledge',
          entityId: row.id,
          summary: row.title,
          after: knowledgeLogEntry(row, audience),
        });
        return row.id;
      });
      return adminDetail(actor, id);
    },

    /** Publishes or takes down items; one unknown id refuses the whole request. */
    async setPublished(actor: Actor, ip: string, ids: number[], published: boolean): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repo = createKnowledgeRepository(tx);
        await changePublication(
          tx,
          { actor, ip, record: deps.record },
          {
            entity: 'knowledge',
            notFound: 'knowledge.notFound',
            find: (companyId, u) => repo.findManyInCompany(companyId, u),
            title: (r) => r.title,
            setStatus: (u, status) => repo.setStatus(u, status),
          },
          ids,
          published ? 'published' : 'unpublished',
        );
      });
    },

    async remove(actor: Actor, ip: string, ids: number[]): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repo = createKnowledgeRepository(tx);
        const { unique, rows } = await requireAll(
          ids,
          (u) => repo.findManyInCompany(actor.companyId, u),
          'knowledge.notFound',
        );
        await repo.deleteMany(unique);
        for (const r of rows)
          await deps.record(tx, actor, ip, {
            action: 'delete',
            entity: 'knowledge',
            entityId: r.id,
            summary: r.title,
            before: knowledgeLogEntry(r),
          });
      });
    },

    // ---- learner ----------------------------------------------------------------------
    async list(
      actor: Actor,
      q: z.output<typeof ZKnowledgeListQuery>,
    ): Promise<TPage<TKnowledgeCard>> {
      const scope = await deps.access.learner(actor);
      const { rows, total } = await knowledge.learnerList(
        scope,
        { categoryId: q.categoryId, keyword: q.keyword || undefined, sort: q.sort },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const fileMap = await files.describe(
        actor.companyId,
        rows.flatMap((r) => (r.fileId ? [r.fileId] : [])),
      );
      return {
        list: rows.map((r) => toKnowledgeCard(r, r.fileId ? fileMap.get(r.fileId) : null)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** Opens an item the learner may see (and counts the view). */
    async detail(actor: Actor, id: number): Promise<TKnowledgeDetail> {
      const scope = await deps.access.learner(actor);
      const row = await deps.access.requireVisible(
        deps.db,
        scope,
        'knowledge',
        await knowledge.findForLearner(scope, id),
        { notFound: 'knowledge.notFound' },
      );
      await knowledge.countView(row.id);
      const file = row.fileId
        ? ((await files.describe(actor.companyId, [row.fileId])).get(row.fileId) ?? null)
        : null;
      return toKnowledgeDetail({ ...row, viewCount: row.viewCount + 1 }, file);
    },

    /** The newest items the learner may see (home). */
    async newest(scope: LearnerScope, limit: number): Promise<TKnowledgeCard[]> {
      const { rows } = await knowledge.learnerList(scope, { sort: 'newest' }, 0, limit);
      return rows.map((r) => toKnowledgeCard(r));
    },

    /** The search provider's query ('knowledge' kind). */
    async search(
      scope: LearnerScope,
      keyword: string,
      page: { page: number; pageSize: number },
    ): Promise<{ list: TSearchHit[]; total: number }> {
      const { rows, total } = await knowledge.learnerList(
        scope,
        { keyword, sort: 'newest' },
        (page.page - 1) * page.pageSize,
        page.pageSize,
      );
      return { list: rows.map(toSearchHit), total };
    },

    /** The download source (download centre): the item when the learner may see it. */
    async downloadable(scope: LearnerScope, id: number): Promise<KnowledgeDownloadable | null> {
      const row = await knowledge.findForLearner(scope, id);
      return row && (await deps.access.canSee(deps.db, scope, 'knowledge', row))
        ? { title: row.title, fileId: row.fileId, allowDownload: row.allowDownload }
        : null;
    },
    async countDownload(id: number): Promise<void> {
      await knowledge.countDownload(id);
    },

    /** For favourites, likes and comments (the interaction module's resolver, item type 1). */
    async describe(
      companyId: number,
      ids: number[],
    ): Promise<Map<number, { title: string; cover: string; path: string }>> {
      const rows = await knowledge.findManyInCompany(companyId, [...new Set(ids)]);
      return new Map(
        rows.map((r) => [
          r.id,
          { title: r.title, cover: knowledgeCover(r), path: knowledgePath(r.id) },
        ]),
      );
    },
  };
}
export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
