import path from 'node:path';
import { companies } from '../../apps/server/src/modules/company/company.schema.ts';
import { seedDemoCompany } from '../../apps/server/src/modules/seed/seed.ts';
import { startTestServer, type TestServer } from '../../apps/server/test/http.ts';
import { DEMO_PASSWORD } from './flows.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * A server in the test's own process serving the built sites, with the demo company: for the
 * browser tests that must see what a person sees outside the page (a captcha's answer in shared
 * state, a text message in the outbox) or start a provider of their own. `env` adds settings
 * (a local suite's origin, WXWORK_BASE_URL ...). Answers the server and the demo company's id.
 */
export async function startSiteServer(
  env: Record<string, string> = {},
): Promise<{ s: TestServer; companyId: number }> {
  const s = await startTestServer({
    WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
    ADMIN_DIST: path.join(repoRoot, 'apps/admin/dist'),
    ...env,
  });
  await seedDemoCompany(s.db, DEMO_PASSWORD);
  const [demo] = await s.db.select({ id: companies.id }).from(companies).limit(1);
  return { s, companyId: demo!.id };
}
