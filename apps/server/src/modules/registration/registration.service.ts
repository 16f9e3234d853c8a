import {
  REGISTRATION,
  type TAccountCheck,
  type TEnterpriseSearch,
  type TRegisterEnterprise,
  type TRegisterEnterpriseRequest,
  type TRegisterIndividualRequest,
  type TRegisterStatus,
  type TRegistrationSettings,
  type TRegistrationSettingsUpdate,
  type TTerms,
  type TTermsKind,
} from '@ascent/shared/registration';
import type { Locale } from '@ascent/shared/i18n';
import { firstPasswordIssue } from '@ascent/shared/password';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { Actor } from '../../core/context.ts';
import { isUniqueViolation } from '../../core/db-errors.ts';
import { fail } from '../../core/errors.ts';
import { hashPassword } from '../../core/password-hash.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { CompanyService } from '../company/company.service.ts';
import type { DepartmentService } from '../department/department.service.ts';
import type { UserService } from '../user/user.service.ts';
import {
  createRegistrationRepository,
  type RegistrationRepository,
  type RegistrationSettingsRow,
} from './registration.repository.ts';

export interface RegistrationDeps {
  db: Db;
  state: SharedState;
  registrations: RegistrationRepository;
  /** REGISTER_ENTERPRISES: enterprises may register themselves. */
  enterprisesOpen: boolean;
  /** The auth module's captcha (spent right or wrong) and encrypted-password reading. */
  spendCaptcha: (captchaKey: string, answer: string) => Promise<void>;
  decryptPassword: (cipher: string) => Promise<string>;
  companies: Pick<
    CompanyService,
    'requireCompany' | 'companyOfSite' | 'namedAmong' | 'domainTaken'
  > & {
    /** company/tenant.ts: a new company inside the caller's transaction. */
    createTenant: (tx: DbOrTx, values: { name: string; domain: string }) => Promise<number>;
  };
  departments: Pick<DepartmentService, 'namesInCompany' | 'createRootIn'>;
  users: Pick<UserService, 'findByAccount' | 'activeByMobile' | 'createRegistered'>;
  record: ChangeRecorder;
}

const NO_TEXTS = { zh_CN: '', zh_TW: '', en_US: '' };
const LOCALE_KEY: Record<Locale, 'zh_CN' | 'zh_TW' | 'en_US'> = {
  'zh-CN': 'zh_CN',
  'zh-TW': 'zh_TW',
  'en-US': 'en_US',
};

const toSettings = (row: RegistrationSettingsRow | undefined): TRegistrationSettings => ({
  open: row?.open ?? false,
  departmentId: row?.departmentId ?? null,
  choosableDepartmentIds: row?.choosableDepartmentIds ?? [],
  agreement: row?.agreement ?? NO_TEXTS,
  privacy: row?.privacy ?? NO_TEXTS,
});

/**
 * Self-registration (spec s.3, s.5, s.6, s.7 "Registration"; docs/decisions.md "Registration"):
 * a person joins a company that opened registration (landing in its department, or one of the
 * departments it lets them choose); an enterprise registers a new company with its domain and
 * first administrator. Both are public: limited per client address, a captcha spent first, the
 * terms accepted (the schema), the company's password policy applied; they then sign in.
 */
export function createRegistrationService(deps: RegistrationDeps) {
  const { registrations, state } = deps;

  /** One client address makes at most `attemptsPerHour` registrations, right or wrong. */
  async function limitAttempts(ip: string): Promise<void> {
    if ((await state.incr(`register:ip:${ip}`, 3600)) > REGISTRATION.attemptsPerHour)
      throw fail('registration.tooMany');
  }
  /** accountCheck and enterprise/search: `lookupsPerMinute` per address. */
  async function limitLookups(ip: string): Promise<void> {
    if ((await state.incr(`register:lookup:${ip}`, 60)) > REGISTRATION.lookupsPerMinute)
      throw fail('registration.lookupsTooMany');
  }

  /** What a person registering with the company may choose; undefined when it is closed. */
  async function offer(companyId: number, name: string): Promise<TRegisterEnterprise | undefined> {
    const row = await registrations.settings(companyId);
    if (!row?.open || row.departmentId === null) return undefined;
    const names = await deps.departments.namesInCompany(companyId, row.choosableDepartmentIds);
    return {
      id: companyId,
      name,
      departments: row.choosableDepartmentIds.flatMap((id) => {
        const n = names.get(id);
        return n === undefined ? [] : [{ id, name: n }];
      }),
    };
  }

  /** The password, decrypted and under the company's policy (ret 1 with the policy's message). */
  async function passwordHashOf(cipher: string, account: string, strong: boolean) {
    const password = await deps.decryptPassword(cipher);
    const issue = firstPasswordIssue(password, { strong, account });
    if (issue) throw fail(issue.key, issue.params);
    return hashPassword(password);
  }

  async function requireFreeAccount(account: string): Promise<void> {
    if (await deps.users.findByAccount(account)) throw fail('register.accountTaken');
  }

  /** The account and its registration row, inside the caller's transaction. */
  async function createPerson(
    tx: DbOrTx,
    companyId: number,
    kind: 'individual' | 'enterprise',
    input: TRegisterIndividualRequest | TRegisterEnterpriseRequest,
    passwordHash: string,
    departmentId: number,
    roles: string[],
    ip: string,
  ): Promise<void> {
    const user = await deps.users.createRegistered(
      tx,
      {
        companyId,
        account: input.account,
        passwordHash,
        realName: input.realName,
        mobile: input.mobile,
        email: input.email ?? '',
        departmentId,
      },
      roles,
    );
    await createRegistrationRepository(tx).insertRegistration({
      companyId,
      userId: user.id,
      kind,
      area: input.area ?? '',
      address: input.address ?? '',
      ip: ip.slice(0, 64),
    });
  }

  return {
    async accountCheck(account: string, ip: string): Promise<TAccountCheck> {
      await limitLookups(ip);
      return { account, available: !(await deps.users.findByAccount(account)) };
    },

    async status(site: string | undefined): Promise<TRegisterStatus> {
      const company = await deps.companies.companyOfSite(site);
      const enterprise = company ? await offer(company.id, company.name) : undefined;
      return {
        open: enterprise !== undefined,
        enterprise: enterprise ?? null,
        enterpriseOpen: deps.enterprisesOpen,
      };
    },

    /** Enterprises accepting registrations whose name contains the keyword (the site's first). */
    async search(
      keyword: string,
      site: string | undefined,
      ip: string,
    ): Promise<TEnterpriseSearch> {
      await limitLookups(ip);
      const ids = await registrations.openCompanyIds();
      const found = await deps.companies.namedAmong(ids, keyword, REGISTRATION.searchResults);
      const own = await deps.companies.companyOfSite(site);
      const ordered = own
        ? [...found.filter((c) => c.id === own.id), ...found.filter((c) => c.id !== own.id)]
        : found;
      const offers = await Promise.all(ordered.map((c) => offer(c.id, c.name)));
      return { list: offers.filter((o): o is TRegisterEnterprise => o !== undefined) };
    },

    async terms(kind: TTermsKind, site: string | undefined, locale: Locale): Promise<TTerms> {
      const company = await deps.companies.companyOfSite(site);
      if (!company) throw fail('platform.configError');
      const texts = toSettings(await registrations.settings(company.id))[kind];
      const text = texts[LOCALE_KEY[locale]] || texts.zh_CN || texts.en_US || texts.zh_TW;
      return { companyName: company.name, text };
    },

    async registerIndividual(input: TRegisterIndividualRequest, ip: string): Promise<string> {
      await limitAttempts(ip);
      await deps.spendCaptcha(input.captchaKey, input.captcha);
      const settings = await registrations.settings(input.enterpriseId);
      if (!settings?.open || settings.departmentId === null) throw fail('registration.closed');
      const company = await deps.companies.requireCompany(input.enterpriseId);
      const choosable = settings.choosableDepartmentIds;
      let departmentId = settings.departmentId;
      if (choosable.length > 0) {
        if (input.departmentId === undefined || !choosable.includes(input.departmentId))
          throw fail('registration.department');
        departmentId = input.departmentId;
      } else if (input.departmentId !== undefined && input.departmentId !== departmentId) {
        throw fail('registration.department');
      }
      if ((await deps.departments.namesInCompany(company.id, [departmentId])).size === 0)
        throw fail('registration.failed');
      await requireFreeAccount(input.account);
      const sameMobile = await deps.users.activeByMobile(input.mobile, 50);
      if (sameMobile.some((u) => u.companyId === company.id)) throw fail('registration.repeat');
      const passwordHash = await passwordHashOf(
        input.password,
        input.account,
        company.useStrongPass === 1,
      );
      try {
        await deps.db.transaction((tx) =>
          createPerson(tx, company.id, 'individual', input, passwordHash, departmentId, [], ip),
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw fail('register.accountTaken');
        throw err;
      }
      return input.account;
    },

    async registerEnterprise(input: TRegisterEnterpriseRequest, ip: string): Promise<string> {
      await limitAttempts(ip);
      if (!deps.enterprisesOpen) throw fail('registration.closed');
      await deps.spendCaptcha(input.captchaKey, input.captcha);
      if (await deps.companies.domainTaken(input.domain)) throw fail('registration.domainTaken');
      await requireFreeAccount(input.account);
      // A new company has the strong policy on (createTenant).
      const passwordHash = await passwordHashOf(input.password, input.account, true);
      try {
        await deps.db.transaction(async (tx) => {
          const companyId = await deps.companies.createTenant(tx, {
            name: input.enterpriseName,
            domain: input.domain,
          });
          const departmentId = await deps.departments.createRootIn(
            tx,
            companyId,
            input.enterpriseName,
          );
          await createPerson(
            tx,
            companyId,
            'enterprise',
            input,
            passwordHash,
            departmentId,
            ['admin'],
            ip,
          );
        });
      } catch (err) {
        if (isUniqueViolation(err, 'websites_domain_uq')) throw fail('registration.domainTaken');
        if (isUniqueViolation(err)) throw fail('register.accountTaken');
        throw err;
      }
      return input.account;
    },

    async settings(actor: Actor): Promise<TRegistrationSettings> {
      return toSettings(await registrations.settings(actor.companyId));
    },

    /**
     * Saves the company's settings: the landing and choosable departments must be the company's;
     * the change and its before and after go to the operation log in the same transaction.
     */
    async saveSettings(
      actor: Actor,
      ip: string,
      input: TRegistrationSettingsUpdate,
    ): Promise<TRegistrationSettings> {
      const wanted = [
        ...(input.departmentId === null ? [] : [input.departmentId]),
        ...input.choosableDepartmentIds,
      ];
      const names = await deps.departments.namesInCompany(actor.companyId, wanted);
      if (wanted.some((id) => !names.has(id))) throw fail('registration.department');
      return deps.db.transaction(async (tx) => {
        const repo = createRegistrationRepository(tx);
        const before = await repo.settings(actor.companyId);
        const row = await repo.saveSettings({ companyId: actor.companyId, ...input });
        const after = toSettings(row);
        await deps.record(tx, actor, ip, {
          action: before ? 'update' : 'create',
          entity: 'registration',
          entityId: actor.companyId,
          before: before ? toSettings(before) : undefined,
          after,
        });
        return after;
      });
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
