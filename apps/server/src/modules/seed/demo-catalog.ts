import type { DbOrTx } from '../../db/client.ts';
import { createCourseRepository } from '../course/course.repository.ts';
import { createKnowledgeRepository } from '../knowledge/knowledge.repository.ts';
import { defaultCoverUrl, type CoverTheme } from '@ascent/shared/home';

/**
 * The demo company's starting catalogue, so a fresh `npm start` has something to learn: course
 * and knowledge categories, published courses of text and link resources (no uploads needed),
 * and knowledge items, each with a built-in cover of its theme (issue 14). Written through the
 * modules' repositories inside the seed transaction.
 */
const COURSE_CATEGORIES = ['安全合规', '通用能力'] as const;

const COURSES: {
  title: string;
  category: (typeof COURSE_CATEGORIES)[number];
  theme: CoverTheme;
  intro: string;
  credits: number;
  studyHours: number;
  learnInSequence: boolean;
  chapters: { title: string; resources: { title: string; type: 5 | 8; body: string }[] }[];
}[] = [
  {
    title: '信息安全基础培训',
    category: '安全合规',
    theme: 'safety',
    intro: '<p>了解公司信息安全规定：密码、设备与数据的基本要求。</p>',
    credits: 1,
    studyHours: 0.5,
    learnInSequence: true,
    chapters: [
      {
        title: '第一章 密码与账号',
        resources: [
          {
            title: '设置安全的密码',
            type: 5,
            body: '<h3>密码要求</h3><ul><li>至少 8 位，包含大小写字母、数字和特殊字符中的三类</li><li>不要包含账号名</li><li>不与他人共用</li></ul>',
          },
        ],
      },
      {
        title: '第二章 设备与数据',
        resources: [
          {
            title: '离开工位请锁屏',
            type: 5,
            body: '<p>离开工位时按 <strong>Win + L</strong> 或 <strong>Ctrl + Command + Q</strong> 锁定屏幕。</p>',
          },
          {
            title: '延伸阅读：国家网络安全宣传周',
            type: 8,
            body: 'https://www.cac.gov.cn/',
          },
        ],
      },
    ],
  },
  {
    title: '高效会议的五个习惯',
    category: '通用能力',
    theme: 'leadership',
    intro: '<p>会前有议程，会中有结论，会后有跟进。</p>',
    credits: 0.5,
    studyHours: 0.25,
    learnInSequence: false,
    chapters: [
      {
        title: '会议习惯',
        resources: [
          {
            title: '五个习惯',
            type: 5,
            body: '<ol><li>提前发出议程</li><li>准时开始</li><li>控制时长</li><li>明确结论与负责人</li><li>会后 24 小时内发出纪要</li></ol>',
          },
        ],
      },
    ],
  },
];

const KNOWLEDGE: { title: string; theme: CoverTheme; summary: string; content: string }[] = [
  {
    title: '员工信息安全手册（摘要）',
    theme: 'safety',
    summary: '密码、设备、数据与外发的基本规定',
    content: '<p>所有员工必须遵守公司信息安全规定，发现可疑邮件请立即上报信息安全部。</p>',
  },
  {
    title: '新员工入职指引',
    theme: 'culture',
    summary: '入职第一周要做的事',
    content: '<ol><li>完善个人信息</li><li>修改初始密码</li><li>完成信息安全基础培训</li></ol>',
  },
];

export async function seedDemoCatalog(tx: DbOrTx, companyId: number, createdBy: number | null) {
  const courses = createCourseRepository(tx);
  const categoryIds = new Map<string, { id: number; path: string }>();
  for (const [i, name] of COURSE_CATEGORIES.entries()) {
    const row = await courses.categoryTree.insert(companyId, name, null, i);
    categoryIds.set(name, { id: row.id, path: row.path });
  }
  const now = new Date();
  for (const c of COURSES) {
    const category = categoryIds.get(c.category)!;
    const course = await courses.insert({
      companyId,
      title: c.title,
      cover: defaultCoverUrl('course', c.theme),
      intro: c.intro,
      categoryId: category.id,
      categoryPath: category.path,
      credits: c.credits,
      studyHours: c.studyHours,
      learnInSequence: c.learnInSequence,
      status: 'published',
      publishedAt: now,
      createdBy,
    });
    for (const [ci, ch] of c.chapters.entries()) {
      const chapter = await courses.insertChapter({
        courseId: course.id,
        title: ch.title,
        sort: ci,
      });
      await courses.insertResources(
        ch.resources.map((r, ri) => ({
          courseId: course.id,
          chapterId: chapter.id,
          title: r.title,
          type: r.type,
          content: r.type === 5 ? r.body : null,
          url: r.type === 8 ? r.body : null,
          sort: ri,
        })),
      );
    }
  }
  const knowledge = createKnowledgeRepository(tx);
  const category = await knowledge.tree.insert(companyId, '制度与指引', null, 0);
  for (const k of KNOWLEDGE)
    await knowledge.insert({
      companyId,
      categoryId: category.id,
      title: k.title,
      cover: defaultCoverUrl('knowledge', k.theme),
      summary: k.summary,
      content: k.content,
      status: 'published',
      publishedAt: now,
      createdBy,
    });
}
