import { defaultCoverUrl, type CoverTheme } from '@ascent/shared/home';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses } from '../course/course.schema.ts';
import { exams } from '../exam/exam.schema.ts';
import { knowledgeItems } from '../knowledge/knowledge.schema.ts';
import { departments } from '../department/department.schema.ts';
import { createProgrammeRepository, type StageInput } from './programme.repository.ts';
import { createProgressRepository } from './programme-progress.repository.ts';

const DAY = 86_400_000;

/**
 * The demo company's programmes (npm start): a published new-staff programme and a learning
 * map over the demo courses, knowledge and exam, for everyone under the top department.
 */
export async function seedDemoProgrammes(tx: DbOrTx, companyId: number, createdBy: number | null) {
  const ids = async <T extends { id: number; title: string }>(rows: Promise<T[]>) =>
    new Map((await rows).map((r) => [r.title, r.id]));
  const courseIds = await ids(
    tx
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.companyId, companyId)),
  );
  const knowledgeIds = await ids(
    tx
      .select({ id: knowledgeItems.id, title: knowledgeItems.title })
      .from(knowledgeItems)
      .where(eq(knowledgeItems.companyId, companyId)),
  );
  const examIds = await ids(
    tx
      .select({ id: exams.id, title: exams.name })
      .from(exams)
      .where(eq(exams.companyId, companyId)),
  );
  const roots = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), isNull(departments.parentId)));
  const item = (itemType: number, kind: string, refId: number | undefined, compulsory = true) =>
    refId ? [{ itemType, kind, refId, compulsory }] : [];

  const repo = createProgrammeRepository(tx);
  const progress = createProgressRepository(tx);
  const now = Date.now();
  const programmes: {
    kind: string;
    taskType: number;
    name: string;
    theme: CoverTheme;
    intro: string;
    stages: StageInput[];
  }[] = [
    {
      kind: 'newstaff',
      taskType: 9,
      name: '新员工入职培训',
      theme: 'culture',
      intro: '<p>欢迎加入！请在入职第一个月内完成以下学习，并通过信息安全考试。</p>',
      stages: [
        {
          name: '第一周：了解公司',
          items: [
            ...item(36, 'knowledge', knowledgeIds.get('新员工入职指引')),
            ...item(2, 'course', courseIds.get('高效会议的五个习惯'), false),
          ],
        },
        {
          name: '第二周：信息安全',
          items: [
            ...item(2, 'course', courseIds.get('信息安全基础培训')),
            ...item(3, 'exam', examIds.get('信息安全基础考试')),
          ],
        },
      ],
    },
    {
      kind: 'map',
      taskType: 6,
      name: '信息安全学习地图',
      theme: 'safety',
      intro: '<p>逐关学习，完成上一关后解锁下一关。</p>',
      stages: [
        {
          name: '第一关：安全意识',
          items: [...item(36, 'knowledge', knowledgeIds.get('员工信息安全手册（摘要）'))],
        },
        {
          name: '第二关：基础课程',
          items: [...item(2, 'course', courseIds.get('信息安全基础培训'))],
        },
        {
          name: '第三关：考试认证',
          items: [...item(3, 'exam', examIds.get('信息安全基础考试'))],
        },
      ],
    },
  ];
  for (const p of programmes) {
    const stages = p.stages.filter((s) => s.items.length);
    if (!stages.length) continue;
    const row = await repo.insert({
      companyId,
      kind: p.kind,
      taskType: p.taskType,
      name: p.name,
      cover: defaultCoverUrl('programme', p.theme),
      intro: p.intro,
      startAt: new Date(now - DAY),
      endAt: new Date(now + 90 * DAY),
      status: 'published',
      publishedAt: new Date(),
      orderMode: p.kind === 'map' ? 'sequential' : 'free',
      createdBy,
    });
    await repo.saveStructure(row.id, stages, []);
    await repo.replaceAudience(
      row.id,
      roots.map((d) => ({ kind: 'department', ref: String(d.id) })),
    );
    await progress.addAudienceMembers(row.id, companyId);
  }
}
