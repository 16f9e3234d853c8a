import type { TSsoLinkRule } from '@ascent/shared/sso';
import { isAccount } from '@ascent/shared/validators';
import type { UserService } from '../user/user.service.ts';

/** The company's rule for a first sign-on (sso_providers' link_by and the department for new accounts). */
export interface LinkRule {
  companyId: number;
  linkBy: TSsoLinkRule;
  createDepartmentId: number | null;
}

/** What the provider says of the person, as far as the rule reads it. */
export interface Vouched {
  /**
   * The value the rule matches: the account, mobile, email or employee number (or the new
   * account's name).
   */
  value: string;
  name: string;
  /** '' when the provider gives none or says it is not verified. */
  email: string;
  /** The provider said the mobile or email is not verified: the rule does not use it. */
  unverified?: boolean;
}

export type LinkUsers = Pick<
  UserService,
  'findByAccount' | 'activeByMobile' | 'activeByEmail' | 'createFromSignOn'
> & {
  /** The company's active people with this employee number (the personnel module), at most 2. */
  activeByEmployeeNo: (companyId: number, employeeNo: string) => Promise<number[]>;
};

/**
 * The account the company's rule finds for a person a provider vouches for the first time
 * (docs/decisions.md "OIDC sign-on"): by account, mobile, email or employee number (exactly one
 * active account of the company), or a new account in the chosen department; never by display
 * name. Undefined when the rule finds nobody.
 */
export async function findByRule(
  users: LinkUsers,
  rule: LinkRule,
  person: Vouched,
): Promise<number | undefined> {
  const { value } = person;
  if (!value || person.unverified) return undefined;
  switch (rule.linkBy) {
    case 'account': {
      const user = await users.findByAccount(value);
      return user && user.companyId === rule.companyId && user.status === 'active'
        ? user.id
        : undefined;
    }
    case 'mobile': {
      const found = (await users.activeByMobile(value, 10)).filter(
        (u) => u.companyId === rule.companyId,
      );
      return found.length === 1 ? found[0]!.id : undefined;
    }
    case 'email': {
      const found = await users.activeByEmail(rule.companyId, value);
      return found.length === 1 ? found[0]!.id : undefined;
    }
    case 'employeeNo': {
      const found = await users.activeByEmployeeNo(rule.companyId, value);
      return found.length === 1 ? found[0] : undefined;
    }
    case 'create': {
      if (value.length > 64 || !isAccount(value) || (await users.findByAccount(value)))
        return undefined;
      const created = await users.createFromSignOn({
        companyId: rule.companyId,
        account: value,
        realName: person.name || value,
        email: person.email,
        departmentId: rule.createDepartmentId,
      });
      return created.id;
    }
  }
}
