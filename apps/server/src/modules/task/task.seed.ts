import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { papers } from '../question/question.schema.ts';
import { exams } from '../exam/exam.schema.ts';

/**
 * Demo data for the to-do centre and the training report (issue 6, items): a daily exam on the
 * demo exam's paper, so the learner's tasks hold both an exam (type 10) and a daily exam (2).
 */
export async function seedDemoTasks(tx: DbOrTx, companyId: number, createdBy: number | null) {
  const [paper] = await tx
    .select({ id: papers.id })
    .from(papers)
    .where(and(eq(papers.companyId, companyId), eq(papers.name, '信息安全基础试卷')));
  if (!paper) return;
  const now = new Date();
  await tx.insert(exams).values({
    companyId,
    name: '每日一考：信息安全',
    kind: 'cyclic',
    intro: '<p>每天一次，巩固信息安全基础。</p>',
    paperId: paper.id,
    status: 'published',
    publishedAt: now,
    startAt: now,
    endAt: new Date(now.getTime() + 365 * 86_400_000),
    durationMinutes: 15,
    attemptsAllowed: 1,
    createdBy,
  });
}
