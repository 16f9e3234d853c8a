import type { Tx } from '../../db/client.ts';
import { createInPersonRepository } from './in-person.repository.ts';
import { newQrSecret } from './in-person.qr.ts';

/**
 * The demo company's face-to-face session: tomorrow morning (09:00-12:00 in UTC+8), open to
 * the whole company, the administrator as its attendance manager.
 */
export async function seedDemoInPerson(tx: Tx, companyId: number, adminId: number | null) {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 1);
  start.setUTCHours(1, 0, 0, 0);
  const repo = createInPersonRepository(tx);
  const session = await repo.insert({
    companyId,
    name: '新员工入职面授：企业文化与安全规范',
    lessonHours: 3,
    address: '总部大楼 3 层 301 培训室',
    lecturer: '李老师',
    startAt: start,
    endAt: new Date(start.getTime() + 3 * 3600_000),
    schedule: ['09:00 企业文化介绍', '10:00 信息安全规范', '11:00 答疑与交流'],
    intro: '面向新员工的入职面授培训，请提前 15 分钟到场扫码签到。',
    signInBeforeMinutes: 30,
    signInAfterMinutes: 30,
    lateAfterMinutes: 10,
    requireSignOut: true,
    signOutBeforeMinutes: 15,
    signOutAfterMinutes: 30,
    grading: false,
    qrSecret: newQrSecret(),
    createdBy: adminId,
  });
  if (adminId) await repo.replaceManagers(session.id, [adminId]);
}
