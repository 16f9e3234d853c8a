import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { courses } from '../course/course.schema.ts';
import { users } from '../user/user.schema.ts';
import { createCertificateRepository } from './certificate.repository.ts';
import { newVerifyCode } from './certificate-issuer.ts';
import { expiryOf, type TCertificateField } from '@ascent/shared/certificate';

const field = (
  kind: TCertificateField['kind'],
  x: number,
  y: number,
  fontSize: number,
  align: TCertificateField['align'],
  colour: string,
  text = '',
): TCertificateField => ({ kind, x, y, fontSize, colour, align, text });

/** The demo template: A4 landscape, no background (white page), a usual layout. */
export const DEMO_CERTIFICATE_FIELDS: TCertificateField[] = [
  field('customText', 50, 12, 14, 'center', '#8a6d1e', '培训合格证书 · Certificate of completion'),
  field('certificateName', 50, 22, 34, 'center', '#8a6d1e'),
  field('customText', 50, 36, 14, 'center', '#595959', '兹证明'),
  field('holderName', 50, 43, 30, 'center', '#1f1f1f'),
  field('customText', 50, 55, 14, 'center', '#595959', '已完成以下培训，特发此证'),
  field('sourceTitle', 50, 61, 18, 'center', '#1f1f1f'),
  field('issueDate', 12, 82, 12, 'left', '#1f1f1f'),
  field('expiryDate', 88, 82, 12, 'right', '#1f1f1f'),
  field('certificateNumber', 12, 90, 10, 'left', '#8c8c8c'),
  field('verificationCode', 88, 90, 10, 'right', '#8c8c8c'),
];

async function firstCourse(q: DbOrTx, companyId: number) {
  const [row] = await q
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.companyId, companyId))
    .orderBy(asc(courses.id))
    .limit(1);
  return row ?? null;
}

/**
 * The demo company's certificate: a template issued on completing the first demo course (valid
 * 24 months), and one issued to the demo learner so /mine/certificate shows it.
 */
export async function seedDemoCertificates(tx: Tx, companyId: number, adminId: number | null) {
  const repo = createCertificateRepository(tx);
  const course = await firstCourse(tx, companyId);
  const template = await repo.insertTemplate(companyId, {
    name: '信息安全培训合格证书',
    page: 'a4Landscape',
    fields: DEMO_CERTIFICATE_FIELDS,
    validityMonths: 24,
    enabled: true,
    createdBy: adminId,
  });
  if (!course) return;
  await repo.replaceSources(template.id, [{ kind: 'course', itemId: course.id }]);
  const [learner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.account, 'learner')));
  if (!learner) return;
  // As the item event of the learner completing the course would issue it.
  const at = new Date();
  await repo.issue({
    companyId,
    templateId: template.id,
    userId: learner.id,
    sourceKind: 'course',
    sourceItemId: course.id,
    sourceTitle: course.title,
    title: template.name,
    code: newVerifyCode(),
    issuedAt: at,
    expiresAt: expiryOf(at, template.validityMonths),
    status: 'valid',
  });
}
