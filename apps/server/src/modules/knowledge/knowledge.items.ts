import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { ItemSource, ItemState } from '../../core/learning-items.ts';
import { containsPattern } from '../../core/like.ts';
import { knowledgePath } from './knowledge.mapper.ts';
import { knowledgeItems } from './knowledge.schema.ts';

/**
 * Knowledge items as learning items (issue 6). The knowledge base counts views but keeps no
 * per-learner record, so it reports no states: a programme records the learner's opening of a
 * knowledge item itself (its open-item call) and emits the event.
 */
export const knowledgeItemSource: ItemSource = {
  kind: 'knowledge',
  async describe(q, companyId, ids) {
    if (!ids.length) return new Map();
    const rows = await q
      .select({ id: knowledgeItems.id, title: knowledgeItems.title })
      .from(knowledgeItems)
      .where(and(eq(knowledgeItems.companyId, companyId), inArray(knowledgeItems.id, ids)));
    return new Map(rows.map((r) => [r.id, { ...r, url: knowledgePath(r.id) }]));
  },
  states: async () => new Map<string, ItemState>(),
  async search(q, companyId, keyword, limit) {
    const rows = await q
      .select({ id: knowledgeItems.id, title: knowledgeItems.title })
      .from(knowledgeItems)
      .where(
        and(
          eq(knowledgeItems.companyId, companyId),
          eq(knowledgeItems.status, 'published'),
          keyword ? ilike(knowledgeItems.title, containsPattern(keyword)) : undefined,
        ),
      )
      .orderBy(asc(knowledgeItems.title), asc(knowledgeItems.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, url: knowledgePath(r.id) }));
  },
};
