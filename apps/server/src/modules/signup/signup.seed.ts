import type { DbOrTx } from '../../db/client.ts';
import { createSignupRepository } from './signup.repository.ts';

const DAY = 86400_000;

/**
 * The demo company's sign-ups (`npm start`): training rooms, a material-filling sign-up through
 * approval (the sign-up approval template, audit type 3, is in DEMO_AUDIT_TEMPLATES) and an
 * open classroom reservation. Runs inside the demo seed's transaction.
 */
export async function seedDemoSignups(tx: DbOrTx, companyId: number, adminId: number | null) {
  const repo = createSignupRepository(tx);
  const room = await repo.insertRoom({
    companyId,
    name: '培训教室 301',
    place: '总部大楼 3 层',
    capacity: 30,
  });
  await repo.insertRoom({ companyId, name: '多功能厅', place: '总部大楼 1 层', capacity: 120 });
  const now = Date.now();
  await repo.insert({
    companyId,
    kind: 3,
    title: '2026 年度安全培训资料填写',
    description: '参加年度安全培训前，请填写以下资料，提交后由管理员审核。',
    startAt: new Date(now - DAY),
    endAt: new Date(now + 30 * DAY),
    activityStartAt: new Date(now + 35 * DAY),
    capacity: 50,
    requiresApproval: true,
    status: 'published',
    fields: [
      { key: 'f1', label: '工号', type: 'text', required: true, options: [] },
      {
        key: 'f2',
        label: '工作服尺码',
        type: 'select',
        required: true,
        options: ['S', 'M', 'L', 'XL'],
      },
      { key: 'f3', label: '备注', type: 'textarea', required: false, options: [] },
    ],
    createdBy: adminId,
  });
  const reservation = await repo.insert({
    companyId,
    kind: 4,
    title: '培训教室预约',
    description: '预约培训教室用于部门内部培训，同一教室同一时段只能预约一次。',
    startAt: new Date(now - DAY),
    endAt: new Date(now + 90 * DAY),
    capacity: 0,
    requiresApproval: false,
    status: 'published',
    createdBy: adminId,
  });
  await repo.replaceRoomLinks(reservation.id, [room.id]);
}
