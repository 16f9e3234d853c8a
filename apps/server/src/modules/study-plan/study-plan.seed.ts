import type { DbOrTx } from '../../db/client.ts';
import { createCourseRepository } from '../course/course.repository.ts';
import { createStudyPlanRepository } from './study-plan.repository.ts';

/**
 * The demo company's study plan for the current year: R&D group 1's sub-plan passed with two
 * of the demo courses (the demo learner sees them with progress), the sales department's
 * waiting for its unit manager (the demo manager fills it in).
 */
export async function seedDemoStudyPlan(
  tx: DbOrTx,
  companyId: number,
  createdBy: number | null,
  departments: { rd1: number; sales: number },
  now = new Date(),
) {
  const year = now.getFullYear();
  const { rows } = await createCourseRepository(tx).adminList(
    { companyId, status: 'published', sortField: 'createdAt', descending: false },
    0,
    2,
  );
  const plans = createStudyPlanRepository(tx);
  const plan = await plans.insertPlan({
    companyId,
    name: `${year} 年度培训计划`,
    description: '各部门按年度目标填报本部门的培训安排，经培训管理员审核后执行。',
    startAt: new Date(year, 0, 1),
    endAt: new Date(year, 11, 31, 23, 59),
    fields: [
      { key: 'budget', name: '培训预算（元）', type: 'number', required: true },
      { key: 'goal', name: '年度培训目标', type: 'text', required: true },
    ],
    createdBy,
  });
  await plans.insertSubPlans([
    {
      companyId,
      planId: plan.id,
      departmentId: departments.rd1,
      status: 'passed',
      values: { budget: '20000', goal: '全员完成信息安全与编码规范培训' },
      items: rows.map((c) => ({ kind: 'course' as const, itemId: c.id, note: '' })),
      submittedBy: createdBy,
      submittedAt: now,
      reviewedBy: createdBy,
      reviewedAt: now,
    },
    { companyId, planId: plan.id, departmentId: departments.sales },
  ]);
  return plan;
}
