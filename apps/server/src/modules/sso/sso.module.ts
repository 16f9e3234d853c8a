import type { ChangeRecorder } from '../../core/change-log.ts';
import type { SecretBox } from '../../core/secret-box.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { Suites } from '../../infra/suites/suites.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UserService } from '../user/user.service.ts';
import { createIamService } from './iam.service.ts';
import { createInstallService } from './install.service.ts';
import { createOidcService } from './oidc.service.ts';
import { createPartnerService } from './partner.service.ts';
import { ssoRoutes } from './sso.routes.ts';
import { createSuiteService } from './suite.service.ts';

/** Sign-on through the company's identity providers: OIDC and the workplace suites. */
export function createSsoModule(deps: {
  db: Db;
  state: SharedState;
  secrets: SecretBox;
  suites: Suites;
  users: UserService;
  /** The company's active people with this employee number (the personnel module). */
  activeByEmployeeNo: (companyId: number, employeeNo: string) => Promise<number[]>;
  auth: AuthService;
  departmentInCompany: (companyId: number, departmentId: number) => Promise<boolean>;
  record: ChangeRecorder;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  /** Installing the operator's WeCom app: what making a company takes (company/tenant.ts). */
  install: {
    enterprisesOpen: boolean;
    createTenant: (tx: DbOrTx, values: { name: string; domain: string }) => Promise<number>;
    createRootIn: (tx: DbOrTx, companyId: number, name: string) => Promise<number>;
    companyName: (companyId: number) => Promise<string>;
  };
}) {
  // The link rule's lookups (link-rule.ts): the user module's and the employee numbers.
  const withLinks = {
    ...deps,
    users: { ...deps.users, activeByEmployeeNo: deps.activeByEmployeeNo },
  };
  const oidc = createOidcService(withLinks);
  const suites = createSuiteService(withLinks);
  const partner = createPartnerService(withLinks);
  const iam = createIamService(withLinks);
  const install = createInstallService({ ...deps, ...deps.install });
  return {
    oidc,
    suites,
    partner,
    iam,
    install,
    routes: ssoRoutes(oidc, suites, partner, iam, install),
  };
}
