import { expect } from 'vitest';
import {
  buildCompany,
  buildDepartment,
  buildUser,
  TEST_PASSWORD,
  type BuildUserOptions,
} from './builders.ts';
import type { TSignOnSuite } from '@ascent/shared/sso';
import type { createTestClient, TestServer } from './http.ts';

type Api = ReturnType<typeof createTestClient>;

/** The languages every refusal is checked in, in the order its messages are given. */
export const LANGS = ['zh-CN', 'zh-TW', 'en-US'] as const;

/** Expects `call`, made in each of LANGS, refused (ret 1) with that language's message. */
export async function expectRefusal(
  call: (lang: string) => Promise<{ body: { ret: number; msg: string } }>,
  msgs: readonly [string, string, string],
): Promise<void> {
  for (const [i, lang] of LANGS.entries())
    expect((await call(lang)).body, lang).toMatchObject({ ret: 1, msg: msgs[i] });
}

/**
 * A company as the sign-on tests start it: the department newcomers are made in, an
 * administrator's token and 'Alice' (with `alice`'s mobile or email, for the link rules).
 */
export async function buildSignOnCompany(
  s: TestServer,
  departmentName: string,
  alice: Omit<BuildUserOptions, 'companyId'>,
) {
  const companyId = (await buildCompany(s.db)).id;
  const departmentId = (await buildDepartment(s.db, companyId, departmentName)).id;
  const adminUser = await buildUser(s.db, { companyId, roles: ['admin'] });
  const admin = (await s.api.login(adminUser.account, TEST_PASSWORD)).token;
  const person = await buildUser(s.db, { companyId, realName: 'Alice', ...alice });
  return { companyId, departmentId, admin, alice: person };
}

/** A suite's app as the admin's sign-on settings name it. */
export interface SuiteAppIds {
  corpId: string;
  appId: string;
  agentId: string;
}

/**
 * Switches on the company's own app at each suite (the admin's sign-on settings, linking by
 * account), as sign-on and directory sync read them; every save must be taken.
 */
export async function enableSuiteApps(
  api: Api,
  adminToken: string,
  secret: string,
  apps: Partial<Record<TSignOnSuite, SuiteAppIds>>,
): Promise<void> {
  for (const [kind, ids] of Object.entries(apps)) {
    const res = await api.post(
      '/api/manage/sso/suite/update',
      { kind, ...ids, secret, linkBy: 'account', createDepartmentId: null, enabled: true },
      { token: adminToken },
    );
    expect(res.body.ret, res.body.msg).toBe(0);
  }
}

/** Makes `platform` (spec s.4's code, e.g. '25' WeCom) the company's login platform, OIDC off. */
export async function useLoginPlatform(api: Api, adminToken: string, platform: string) {
  const res = await api.post(
    '/api/manage/company/config/update',
    { group: 'sso', values: { useOIDC: 0, platform } },
    { token: adminToken },
  );
  expect(res.body.ret, res.body.msg).toBe(0);
}
