import type { Db } from '../../db/client.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { CompanyService } from '../company/company.service.ts';
import type { UserService } from '../user/user.service.ts';
import { createAuthRepository } from './auth.repository.ts';
import { createAuthService } from './auth.service.ts';
import { authRoutes } from './auth.routes.ts';
import { createQrLogin } from './qr-login.ts';

export function createAuthModule(deps: {
  db: Db;
  state: SharedState;
  users: UserService;
  company: CompanyService;
  departmentNames: (companyId: number, ids: number[]) => Promise<Map<number, string>>;
}) {
  const service = createAuthService({
    db: deps.db,
    auth: createAuthRepository(deps.db),
    state: deps.state,
    users: deps.users,
    company: deps.company,
  });
  const qrLogin = createQrLogin({ state: deps.state, auth: service });
  return {
    service,
    routes: authRoutes(service, {
      qrLogin,
      users: deps.users,
      company: deps.company,
      departmentNames: deps.departmentNames,
    }),
  };
}
