import crypto from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { companies, websites, menus } from '../src/modules/company/company.schema.ts';
import { createDepartmentRepository } from '../src/modules/department/department.repository.ts';
import { createUserRepository, type NewUser } from '../src/modules/user/user.repository.ts';
import { createPersonnelRepository } from '../src/modules/personnel/personnel.repository.ts';
import { createMessageRepository } from '../src/modules/message/message.repository.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { DEMO_FIELDS, DEMO_MENUS } from '../src/modules/seed/demo-company.ts';

/** Test data through builders, never hand-written SQL in each test. */

export const TEST_PASSWORD = 'Gr4ve!Lamp_91';
let passwordHash: Promise<string> | undefined;
const hashOnce = (password: string) =>
  password === TEST_PASSWORD ? (passwordHash ??= hashPassword(TEST_PASSWORD)) : hashPassword(password);

export async function buildCompany(db: Db, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Company ${crypto.randomBytes(3).toString('hex')}`, ...overrides })
    .returning();
  if (!company) throw new Error('buildCompany failed');
  const [site] = await db.insert(websites).values({ companyId: company.id, platformName: 'Main site' }).returning();
  return { ...company, websiteId: site!.id };
}

export async function buildWebsite(db: Db, companyId: number, platformName: string, domain = '') {
  const [site] = await db.insert(websites).values({ companyId, platformName, domain }).returning();
  return site!;
}

export async function buildMenus(db: Db, companyId: number, websiteId: number | null = null) {
  await db.insert(menus).values(
    DEMO_MENUS.map(([menuCode, zh_CN, zh_TW, en_US, url, labelId], i) => ({
      companyId,
      websiteId,
      menuCode,
      menuName: zh_CN,
      langNames: { zh_CN, zh_TW, en_US },
      url,
      labelId,
      sort: i,
    })),
  );
}

export async function buildDepartment(db: Db, companyId: number, name: string, parentId: number | null = null) {
  return createDepartmentRepository(db).insert(companyId, name, parentId);
}

export interface BuildUserOptions extends Partial<NewUser> {
  companyId: number;
  roles?: string[];
  password?: string;
}

export async function buildUser(db: Db, opts: BuildUserOptions) {
  const { roles = [], password = TEST_PASSWORD, ...values } = opts;
  const user = await createUserRepository(db).insert(
    {
      account: `user_${crypto.randomBytes(4).toString('hex')}`,
      passwordHash: await hashOnce(password),
      changePassword: false,
      realName: 'Test User',
      ...values,
    },
    roles,
  );
  return { ...user, password };
}

export async function buildPersonnelFields(db: Db, companyId: number) {
  const repo = createPersonnelRepository(db);
  for (const [i, f] of DEMO_FIELDS.entries()) await repo.insertField({ companyId, sort: i, ...f });
}

export async function buildMessage(db: Db, companyId: number, userId: number, isRead = false) {
  await createMessageRepository(db).insert({ companyId, userId, title: 'Hello', isRead });
}
