import { and, eq, inArray } from 'drizzle-orm';
import { defaultCoverUrl, type CoverTheme } from '@ascent/shared/home';
import { programmeUrl, type ProgrammeKind } from '@ascent/shared/programme';
import type { DbOrTx } from '../../db/client.ts';
import { courses } from '../course/course.schema.ts';
import { programmes } from '../programme/programme.schema.ts';
import { banners } from './home.schema.ts';

/**
 * The demo company's home carousel (issue 14, imagery): banners in the built-in banner art,
 * each leading to a demo course or programme (seeded before this). A banner whose item is
 * missing is left out.
 */
const BANNERS: { title: string; theme: CoverTheme; course?: string; programme?: string }[] = [
  { title: '欢迎加入！开启你的新员工入职培训', theme: 'culture', programme: '新员工入职培训' },
  { title: '信息安全月：守护每一份数据', theme: 'safety', course: '信息安全基础培训' },
  { title: '闯关信息安全学习地图，赢取认证', theme: 'skills', programme: '信息安全学习地图' },
  { title: '高效会议的五个习惯，从今天开始', theme: 'leadership', course: '高效会议的五个习惯' },
];

export async function seedDemoBanners(tx: DbOrTx, companyId: number): Promise<void> {
  const courseRows = await tx
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(
      and(
        eq(courses.companyId, companyId),
        inArray(
          courses.title,
          BANNERS.flatMap((b) => (b.course ? [b.course] : [])),
        ),
      ),
    );
  const programmeRows = await tx
    .select({ id: programmes.id, name: programmes.name, kind: programmes.kind })
    .from(programmes)
    .where(eq(programmes.companyId, companyId));
  const linkOf = (b: (typeof BANNERS)[number]): string | null => {
    if (b.course) {
      const c = courseRows.find((r) => r.title === b.course);
      return c ? `/course/detail?id=${c.id}` : null;
    }
    const p = programmeRows.find((r) => r.name === b.programme);
    return p ? programmeUrl(p.kind as ProgrammeKind, p.id) : null;
  };
  const rows = BANNERS.flatMap((b) => {
    const linkUrl = linkOf(b);
    return linkUrl
      ? [{ title: b.title, imageUrl: defaultCoverUrl('banner', b.theme), linkUrl }]
      : [];
  });
  if (!rows.length) return;
  await tx
    .insert(banners)
    .values(rows.map((r, i) => ({ companyId, ...r, sort: (i + 1) * 10, enabled: true })));
}
