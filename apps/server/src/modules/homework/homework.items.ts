import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import { stateKey, type ItemSource, type ItemState } from '../../core/learning-items.ts';
import { containsPattern } from '../../core/like.ts';
import { homeworks, homeworkSubmissions } from './homework.schema.ts';

const homeworkUrl = (id: number) => `/questionnaire/homework?id=${id}`;

/**
 * Homework as learning items (issue 6): in progress from the first saved step until a reviewer
 * scores it (completed, with the score; homework has no pass line, so passed stays null).
 */
export const homeworkItemSource: ItemSource = {
  kind: 'homework',
  async describe(q, companyId, ids) {
    if (!ids.length) return new Map();
    const rows = await q
      .select({ id: homeworks.id, title: homeworks.title })
      .from(homeworks)
      .where(and(eq(homeworks.companyId, companyId), inArray(homeworks.id, ids)));
    return new Map(rows.map((r) => [r.id, { ...r, url: homeworkUrl(r.id) }]));
  },
  async states(q, companyId, userIds, itemIds) {
    const out = new Map<string, ItemState>();
    if (!userIds.length || !itemIds.length) return out;
    const s = homeworkSubmissions;
    const rows = await q
      .select({
        homeworkId: s.homeworkId,
        userId: s.userId,
        status: s.status,
        score: s.score,
        reviewedAt: s.reviewedAt,
      })
      .from(s)
      .where(
        and(eq(s.companyId, companyId), inArray(s.homeworkId, itemIds), inArray(s.userId, userIds)),
      );
    for (const r of rows) {
      const done = r.status === 'evaluated';
      out.set(stateKey(r.userId, r.homeworkId), {
        state: done ? 'completed' : 'inProgress',
        passed: null,
        score: done ? r.score : null,
        finishedAt: done ? r.reviewedAt : null,
      });
    }
    return out;
  },
  async search(q, companyId, keyword, limit) {
    const rows = await q
      .select({ id: homeworks.id, title: homeworks.title })
      .from(homeworks)
      .where(
        and(
          eq(homeworks.companyId, companyId),
          eq(homeworks.status, 'published'),
          keyword ? ilike(homeworks.title, containsPattern(keyword)) : undefined,
        ),
      )
      .orderBy(asc(homeworks.title), asc(homeworks.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, url: homeworkUrl(r.id) }));
  },
};
