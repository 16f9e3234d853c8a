import crypto from 'node:crypto';
import type { CompanyClock } from '../../core/company-clock.ts';
import type { Db } from '../../db/client.ts';
import type { SmsProvider } from '../../infra/sms/sms-provider.ts';
import type { SharedCaches } from '../../core/shared-cache.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { CompanyService } from '../company/company.service.ts';
import type { UserService } from '../user/user.service.ts';
import { createAuthRepository } from './auth.repository.ts';
import { createAuthService } from './auth.service.ts';
import { authRoutes } from './auth.routes.ts';
import { createPhoneCodes } from './phone-code.ts';
import { createQrLogin } from './qr-login.ts';
import { createTransfer } from './transfer.ts';

/** server_keys' row of the secret box's key (its `private_pem` holds the key, base64). */
const SECRET_BOX_KEY_ID = 'secret-box-aes-256-gcm';

export function createAuthModule(deps: {
  db: Db;
  state: SharedState;
  caches: SharedCaches;
  users: UserService;
  company: CompanyService;
  departmentNames: (companyId: number, ids: number[]) => Promise<Map<number, string>>;
  /**
   * The provider a company's codes go through (its own when switched on, else the operator's),
   * asked at each sending: the sms module is made after this one (it needs the secret box).
   */
  smsFor: (companyId: number) => Promise<SmsProvider>;
  clock: CompanyClock;
  log: { warn: (obj: object, msg: string) => void };
}) {
  const codes = createPhoneCodes({
    state: deps.state,
    smsFor: deps.smsFor,
    users: deps.users,
    clock: deps.clock,
    log: deps.log,
  });
  const service = createAuthService({
    db: deps.db,
    auth: createAuthRepository(deps.db),
    state: deps.state,
    users: deps.users,
    company: deps.company,
    codes,
    caches: deps.caches,
  });
  const qrLogin = createQrLogin({ state: deps.state, auth: service });
  const transfer = createTransfer({ state: deps.state, auth: service });
  const repository = createAuthRepository(deps.db);
  return {
    service,
    /**
     * The key secrets of outside services are sealed with (core/secret-box): SERVER_SECRET_KEY
     * when the operator sets one, else one made on first use and kept in server_keys.
     */
    async secretKey(configured: string): Promise<Buffer> {
      if (configured) return Buffer.from(configured, 'base64');
      const existing = await repository.getKey(SECRET_BOX_KEY_ID);
      const row =
        existing ??
        (await repository.putKeyOnce(
          SECRET_BOX_KEY_ID,
          '',
          crypto.randomBytes(32).toString('base64'),
        ));
      return Buffer.from(row!.privatePem, 'base64');
    },
    routes: authRoutes(service, {
      qrLogin,
      transfer,
      codes,
      users: deps.users,
      company: deps.company,
      departmentNames: deps.departmentNames,
    }),
  };
}
