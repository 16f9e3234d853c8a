import { QueryBuilder } from 'drizzle-orm/pg-core';
import { papers } from './question.schema.ts';

const qb = new QueryBuilder();

/**
 * Papers as a read-only subquery the exam module's repository joins to read an exam with its
 * paper's total and pass ratio in the same query (`innerJoin(p, eq(p.id, exams.paperId))`);
 * the question tables stay private to this module. `name` is the subquery's alias.
 */
export function paperTotalRows(name = 'paper') {
  return qb
    .select({ id: papers.id, totalScore: papers.totalScore, passRatio: papers.passRatio })
    .from(papers)
    .as(name);
}
