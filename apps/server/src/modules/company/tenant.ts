import type { DbOrTx } from '../../db/client.ts';
import { companies, menus, websites } from './company.schema.ts';
import { defaultMenuRows } from './default-menus.ts';

/**
 * A new company (tenant) as an enterprise's registration makes it, inside the caller's
 * transaction: the product's defaults (three languages, the strong password policy, the forced
 * first-login change), one learner site selected by `domain` (unique across companies:
 * `websites_domain_uq`) and every menu entry on. Answers the company's id.
 */
export async function createTenant(
  tx: DbOrTx,
  values: { name: string; domain: string },
): Promise<number> {
  const [company] = await tx
    .insert(companies)
    .values({ name: values.name, languages: 'zh_CN,zh_TW,en_US', useStrongPass: 1 })
    .returning({ id: companies.id });
  if (!company) throw new Error('insert companies returned nothing');
  await tx
    .insert(websites)
    .values({ companyId: company.id, platformName: values.name, domain: values.domain });
  await tx.insert(menus).values(defaultMenuRows(company.id));
  return company.id;
}
