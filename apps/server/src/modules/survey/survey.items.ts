import { and, asc, eq, ilike, inArray, min, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stateKey, type ItemSource, type ItemState } from '../../core/learning-items.ts';
import { containsPattern } from '../../core/like.ts';
import { surveyParticipants, surveys } from './survey.schema.ts';

const surveyUrl = (id: number) => `/questionnaire/detail?id=${id}`;

/**
 * Surveys as learning items (issue 6: questionnaires and votes; an evaluation is answered per
 * target and is not offered). Completed once the learner has submitted it (for any target).
 */
export const surveyItemSource: ItemSource = {
  kind: 'survey',
  async describe(q, companyId, ids) {
    if (!ids.length) return new Map();
    const rows = await q
      .select({ id: surveys.id, title: surveys.title })
      .from(surveys)
      .where(and(eq(surveys.companyId, companyId), inArray(surveys.id, ids)));
    return new Map(rows.map((r) => [r.id, { ...r, url: surveyUrl(r.id) }]));
  },
  async states(q, companyId, userIds, itemIds) {
    const out = new Map<string, ItemState>();
    if (!userIds.length || !itemIds.length) return out;
    const rows = await q
      .select({
        surveyId: surveyParticipants.surveyId,
        userId: surveyParticipants.userId,
        at: min(surveyParticipants.submittedAt),
      })
      .from(surveyParticipants)
      .innerJoin(surveys, eq(surveys.id, surveyParticipants.surveyId))
      .where(
        and(
          eq(surveys.companyId, companyId),
          inArray(surveyParticipants.surveyId, itemIds),
          inArray(surveyParticipants.userId, userIds),
        ),
      )
      .groupBy(surveyParticipants.surveyId, surveyParticipants.userId);
    for (const r of rows)
      out.set(stateKey(r.userId, r.surveyId), {
        state: 'completed',
        passed: null,
        score: null,
        finishedAt: r.at,
      });
    return out;
  },
  async search(q, companyId, keyword, limit) {
    const rows = await q
      .select({ id: surveys.id, title: surveys.title })
      .from(surveys)
      .where(
        and(
          eq(surveys.companyId, companyId),
          eq(surveys.status, 'published'),
          ne(surveys.kind, 'evaluation'),
          keyword ? ilike(surveys.title, containsPattern(keyword)) : undefined,
        ),
      )
      .orderBy(asc(surveys.title), asc(surveys.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, url: surveyUrl(r.id) }));
  },
};

/** How many submissions the learner has made of a survey (1 right after the first). */
export async function submissionsOf(q: DbOrTx, surveyId: number, userId: number) {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(surveyParticipants)
    .where(and(eq(surveyParticipants.surveyId, surveyId), eq(surveyParticipants.userId, userId)));
  return row?.n ?? 0;
}
