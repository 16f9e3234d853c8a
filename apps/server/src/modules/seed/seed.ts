import type { Db } from '../../db/client.ts';
import { companies, menus, websites } from '../company/company.schema.ts';
import { createCompanyRepository } from '../company/company.repository.ts';
import { defaultMenuRows } from '../company/default-menus.ts';
import { createDepartmentRepository } from '../department/department.repository.ts';
import { createUserRepository } from '../user/user.repository.ts';
import { createPersonnelRepository } from '../personnel/personnel.repository.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { hashPassword } from '../../core/password-hash.ts';
import { seedReferenceData } from '../reference/reference.seed.ts';
import { seedDemoCatalog } from './demo-catalog.ts';
import { seedDemoExams } from './demo-exams.ts';
import { seedDemoTasks } from '../task/task.seed.ts';
import { seedDemoProgrammes } from '../programme/programme.seed.ts';
import { seedDemoSignups } from '../signup/signup.seed.ts';
import { seedDemoInPerson } from '../in-person/in-person.seed.ts';
import { seedDemoStudyPlan } from '../study-plan/study-plan.seed.ts';
import { seedDemoCertificates } from '../certificate/certificate.seed.ts';
import { seedDemoBanners } from '../home/home.seed.ts';
import { seedDemoUnits } from '../unit/unit.seed.ts';
import {
  DEMO_AUDIT_TEMPLATES,
  DEMO_COMPANY,
  DEMO_DEPARTMENTS,
  DEMO_FIELDS,
  DEMO_USERS,
  DEMO_WEBSITE,
} from './demo-company.ts';

/**
 * Seeds the demo company on an empty database (decisions.md s.4). Idempotent: does nothing
 * when any company exists (but first makes sure the reference data is there). Everything is
 * written in one transaction.
 */
export async function seedDemoCompany(db: Db, demoPassword: string): Promise<boolean> {
  await seedReferenceData(db);
  if ((await createCompanyRepository(db).countCompanies()) > 0) return false;
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values(DEMO_COMPANY).returning();
    if (!company) throw new Error('seed: company insert failed');
    const [site] = await tx
      .insert(websites)
      .values({ companyId: company.id, ...DEMO_WEBSITE })
      .returning();
    await tx.insert(menus).values(defaultMenuRows(company.id));
    const departments = createDepartmentRepository(tx);
    const deptIds = new Map<string, number>();
    for (const [i, [key, name, parent]] of DEMO_DEPARTMENTS.entries()) {
      const row = await departments.insert(
        company.id,
        name,
        parent ? deptIds.get(parent)! : null,
        i,
      );
      deptIds.set(key, row.id);
    }
    const users = createUserRepository(tx);
    let adminId: number | null = null;
    let reviewerId: number | null = null;
    let learnerId: number | null = null;
    for (const u of DEMO_USERS) {
      const user = await users.insert(
        {
          companyId: company.id,
          account: u.account,
          passwordHash,
          changePassword: true,
          realName: u.realName,
          departmentId: deptIds.get(u.dept)!,
          isTeacher: u.isTeacher,
          needsInformation: u.needsInformation,
          lastWebsiteId: site?.id ?? null,
        },
        u.roles,
      );
      if (u.account === 'admin') adminId = user.id;
      if (u.account === 'reviewer') reviewerId = user.id;
      if (u.account === 'learner') learnerId = user.id;
    }
    await seedDemoCatalog(tx, company.id, adminId);
    await seedDemoExams(tx, company.id, adminId, reviewerId);
    await seedDemoTasks(tx, company.id, adminId);
    await seedDemoProgrammes(tx, company.id, adminId);
    await seedDemoSignups(tx, company.id, adminId);
    await seedDemoInPerson(tx, company.id, adminId);
    await seedDemoStudyPlan(tx, company.id, adminId, {
      rd1: deptIds.get('rd1')!,
      sales: deptIds.get('sales')!,
    });
    await seedDemoCertificates(tx, company.id, adminId);
    await seedDemoBanners(tx, company.id);
    if (learnerId !== null) await seedDemoUnits(tx, company.id, learnerId);
    const personnel = createPersonnelRepository(tx);
    for (const [i, f] of DEMO_FIELDS.entries()) {
      await personnel.insertField({ companyId: company.id, sort: i, ...f });
    }
    const audit = createAuditRepository(tx);
    for (const t of DEMO_AUDIT_TEMPLATES) {
      const template = await audit.insertTemplate({
        companyId: company.id,
        type: t.type,
        name: t.name,
        enabled: true,
      });
      await audit.replaceTemplateNodes(
        template.id,
        t.nodes.map((n, i) => ({
          seq: i + 1,
          name: n.name,
          langNames: n.langNames,
          approverUserIds: [],
          approverRoles: n.approverRoles,
        })),
      );
    }
  });
  return true;
}
