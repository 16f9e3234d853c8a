import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { KnowledgeSort, KnowledgeStatus } from '@ascent/shared/knowledge';
import type { DbOrTx } from '../../db/client.ts';
import { createTreeStore, inSubtree } from '../../core/tree/tree-store.ts';
import { containsPattern } from '../../core/like.ts';
import { audienceQueries, type AudienceRow } from '../../core/audience.ts';
import type { LearnerScope } from '../user/learner-scope.ts';
import { knowledgeAudience, knowledgeCategories, knowledgeItems } from './knowledge.schema.ts';
import { knowledgeVisibleTo } from './knowledge-audience.ts';

export type KnowledgeCategoryRow = typeof knowledgeCategories.$inferSelect;
export type KnowledgeItemRow = typeof knowledgeItems.$inferSelect;
/** An item with its category's name. */
export type KnowledgeListRow = KnowledgeItemRow & { categoryName: string | null };

/** The advisory-lock class of knowledge category changes (pg_advisory_xact_lock(class, company)). */
const TREE_LOCK_CLASS = 0x4b0c47;

export interface KnowledgeAdminFilter {
  companyId: number;
  keyword?: string;
  categoryId?: number;
  status?: KnowledgeStatus;
}

export interface KnowledgeLearnerFilter {
  categoryId?: number | null;
  keyword?: string;
  sort: KnowledgeSort;
}

/** The only code that queries the knowledge tables. */
export function createKnowledgeRepository(db: DbOrTx) {
  const audience = audienceQueries(db, knowledgeAudience);
  const cats = knowledgeCategories;
  const items = knowledgeItems;

  const tree = createTreeStore(db, cats, TREE_LOCK_CLASS);

  /** Items of a category and every category below it (by the materialized path). */
  const inCategoryTree = (companyId: number, categoryId: number): SQL =>
    inSubtree(db, cats, items.categoryId, companyId, categoryId);

  const matches = (keyword: string): SQL =>
    or(
      ilike(items.title, containsPattern(keyword)),
      ilike(items.summary, containsPattern(keyword)),
    )!;

  const selectWithCategory = () =>
    db
      .select({ item: items, categoryName: cats.name })
      .from(items)
      .leftJoin(cats, eq(cats.id, items.categoryId));

  const flatten = (rows: { item: KnowledgeItemRow; categoryName: string | null }[]) =>
    rows.map((r) => ({ ...r.item, categoryName: r.categoryName }));

  async function paged(
    where: SQL | undefined,
    order: SQL[],
    offset: number,
    limit: number,
  ): Promise<{ rows: KnowledgeListRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      selectWithCategory()
        .where(where)
        .orderBy(...order)
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(items).where(where),
    ]);
    return { rows: flatten(rows), total: total?.n ?? 0 };
  }

  return {
    tree,
    async categories(companyId: number): Promise<KnowledgeCategoryRow[]> {
      return db
        .select()
        .from(cats)
        .where(eq(cats.companyId, companyId))
        .orderBy(asc(cats.sort), asc(cats.id));
    },
    async countInCategory(categoryId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(items)
        .where(eq(items.categoryId, categoryId));
      return row?.n ?? 0;
    },

    adminList(f: KnowledgeAdminFilter, offset: number, limit: number) {
      const where = and(
        eq(items.companyId, f.companyId),
        f.keyword ? matches(f.keyword) : undefined,
        f.categoryId ? inCategoryTree(f.companyId, f.categoryId) : undefined,
        f.status ? eq(items.status, f.status) : undefined,
      );
      return paged(where, [desc(items.updatedAt), desc(items.id)], offset, limit);
    },

    /** Published items the learner may see, newest or most viewed first. */
    learnerList(scope: LearnerScope, f: KnowledgeLearnerFilter, offset: number, limit: number) {
      const where = and(
        knowledgeVisibleTo(scope),
        f.keyword ? matches(f.keyword) : undefined,
        f.categoryId ? inCategoryTree(scope.companyId, f.categoryId) : undefined,
      );
      const order =
        f.sort === 'hottest'
          ? [desc(items.viewCount), desc(items.publishedAt), desc(items.id)]
          : [desc(items.publishedAt), desc(items.id)];
      return paged(where, order, offset, limit);
    },

    async findInCompany(companyId: number, id: number): Promise<KnowledgeListRow | undefined> {
      const [row] = await selectWithCategory()
        .where(and(eq(items.companyId, companyId), eq(items.id, id)))
        .limit(1);
      return row ? { ...row.item, categoryName: row.categoryName } : undefined;
    },
    async findManyInCompany(companyId: number, ids: number[]): Promise<KnowledgeItemRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(items)
        .where(and(eq(items.companyId, companyId), inArray(items.id, ids)));
    },
    /**
     * An item of the learner's company, with whether its own audience rule lets the learner see
     * it (the access module adds a programme's grant).
     */
    async findForLearner(
      scope: LearnerScope,
      id: number,
    ): Promise<(KnowledgeListRow & { visible: boolean; published: boolean }) | undefined> {
      const [row] = await db
        .select({
          item: items,
          categoryName: cats.name,
          visible: sql<boolean>`(${knowledgeVisibleTo(scope)})`,
        })
        .from(items)
        .leftJoin(cats, eq(cats.id, items.categoryId))
        .where(and(eq(items.id, id), eq(items.companyId, scope.companyId)))
        .limit(1);
      return row
        ? {
            ...row.item,
            categoryName: row.categoryName,
            visible: !!row.visible,
            published: row.item.status === 'published',
          }
        : undefined;
    },

    /** Those of `ids` the learner may see. */
    async visibleIds(scope: LearnerScope, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: items.id })
        .from(items)
        .where(and(inArray(items.id, ids), knowledgeVisibleTo(scope)));
      return new Set(rows.map((r) => r.id));
    },

    async insert(values: typeof items.$inferInsert): Promise<KnowledgeItemRow> {
      const [row] = await db.insert(items).values(values).returning();
      if (!row) throw new Error('insert knowledge_items returned nothing');
      return row;
    },
    async update(
      id: number,
      values: Partial<typeof items.$inferInsert>,
    ): Promise<KnowledgeItemRow | undefined> {
      const [row] = await db
        .update(items)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(items.id, id))
        .returning();
      return row;
    },
    async setStatus(ids: number[], status: KnowledgeStatus): Promise<void> {
      if (!ids.length) return;
      await db
        .update(items)
        .set({
          status,
          updatedAt: new Date(),
          // The first publication dates the item; a re-publication keeps its place.
          ...(status === 'published'
            ? { publishedAt: sql`coalesce(${items.publishedAt}, now())` }
            : {}),
        })
        .where(inArray(items.id, ids));
    },
    async deleteMany(ids: number[]): Promise<void> {
      if (!ids.length) return;
      await db.delete(items).where(inArray(items.id, ids));
    },

    async audienceOf(itemId: number): Promise<AudienceRow[]> {
      return audience.of(itemId);
    },
    async replaceAudience(itemId: number, rows: readonly AudienceRow[]): Promise<void> {
      await audience.replace(itemId, rows);
    },

    async countView(id: number): Promise<void> {
      await db
        .update(items)
        .set({ viewCount: sql`${items.viewCount} + 1` })
        .where(eq(items.id, id));
    },
    async countDownload(id: number): Promise<void> {
      await db
        .update(items)
        .set({ downloadCount: sql`${items.downloadCount} + 1` })
        .where(eq(items.id, id));
    },
  };
}
export type KnowledgeRepository = ReturnType<typeof createKnowledgeRepository>;
