import { randomBytes } from 'node:crypto';
import type {
  TWxworkInstallRequest,
  TWxworkInstallResult,
  TWxworkInstalled,
  TWxworkSuiteCallbackQuery,
} from '@ascent/shared/sso';
import { isUniqueViolation } from '../../core/db-errors.ts';
import { fail } from '../../core/errors.ts';
import { hashPassword } from '../../core/password-hash.ts';
import type { SecretBox } from '../../core/secret-box.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import { SuiteCallError, withinPushWindow } from '../../infra/suites/suite-client.ts';
import type { Suites } from '../../infra/suites/suites.ts';
import { MsgCryptError, xmlFields } from '../../infra/suites/wxwork-crypt.ts';
import type { WxworkInstallGrant } from '../../infra/suites/wxwork-suite.ts';
import type { AuthService, LoginContext } from '../auth/auth.service.ts';
import type { UserService } from '../user/user.service.ts';
import { createSsoRepository } from './sso.repository.ts';

/** How long the visitor may take on WeCom's install page. */
const FLOW_SECONDS = 600;
/** The learner site's page WeCom sends the browser back to (register it as the redirect URI). */
export const INSTALL_PAGE = '/install/wxwork';

/**
 * Installing the operator's WeCom third-party app (spec s.7 `wxworkInstallApp`, the page
 * /install/wxwork; docs/decisions.md "Installing Ascent as a WeCom third-party app"). Step one
 * sends the visitor to WeCom's install page with a single-use state; step two trades the
 * auth_code WeCom brings back for the permanent code and binds the WeCom company to a company
 * here: the one it was bound to before, else the one whose WeCom settings name its corpid, else
 * (when enterprises may register) a new company with the installing administrator as its admin.
 * The instruction callback keeps WeCom's suite_ticket and follows its create_auth, cancel_auth
 * and reset_permanent_code pushes.
 */
export function createInstallService(deps: {
  db: Db;
  state: SharedState;
  secrets: SecretBox;
  suites: Suites;
  users: Pick<UserService, 'findByAccount' | 'createRegistered'>;
  auth: Pick<AuthService, 'openProvenSession'>;
  /** REGISTER_ENTERPRISES: an install may make a new company. */
  enterprisesOpen: boolean;
  createTenant: (tx: DbOrTx, values: { name: string; domain: string }) => Promise<number>;
  createRootIn: (tx: DbOrTx, companyId: number, name: string) => Promise<number>;
  companyName: (companyId: number) => Promise<string>;
  log: {
    info: (obj: object, msg: string) => void;
    warn: (obj: object, msg: string) => void;
  };
}) {
  const repo = createSsoRepository(deps.db);

  function suite() {
    const configured = deps.suites.wxworkSuite;
    if (!configured) throw fail('signOn.installOff');
    return configured;
  }

  /** WeCom's refusal in the caller's words: its own reason stays in the log. */
  function refusal(error: unknown): never {
    if (!(error instanceof SuiteCallError)) throw error;
    deps.log.warn({ err: error }, 'WeCom refused the install');
    // 40078: not a valid auth_code (spent, expired or forged).
    if (error.code === '40078') throw fail('signOn.installCodeInvalid');
    if (error.code === 'network' || error.code === 'bad_response')
      throw fail('signOn.unreachable', { reason: error.message.slice(0, 200) });
    throw fail('signOn.providerRefused', { reason: error.message.slice(0, 200) });
  }

  /** An account name for the installing administrator: their userid, else made unique. */
  async function freeAccount(grant: WxworkInstallGrant): Promise<string> {
    const plain = grant.userId;
    if (plain.length >= 3 && !(await deps.users.findByAccount(plain))) return plain;
    return `${grant.corpId}_${grant.userId}`.slice(0, 64);
  }

  /**
   * Binds the WeCom company to a company here (see the service's comment); answers the company
   * and whether the install made it. The permanent code is sealed before it is stored.
   */
  async function bind(
    grant: WxworkInstallGrant,
    retried = false,
  ): Promise<TWxworkInstalled & { userId?: number }> {
    const permanentCode = await deps.secrets.seal(grant.permanentCode);
    const install = {
      corpId: grant.corpId,
      corpName: grant.corpName,
      agentId: grant.agentId,
      permanentCode,
      installedBy: grant.userId,
    };
    const known =
      (await repo.wxworkInstall(grant.corpId))?.companyId ??
      (await repo.companyWithWxworkCorp(grant.corpId));
    if (known !== undefined) {
      await repo.saveWxworkInstall({ ...install, companyId: known });
      deps.log.info({ corpId: grant.corpId, companyId: known }, 'WeCom app installed');
      return {
        companyId: known,
        companyName: await deps.companyName(known),
        corpName: grant.corpName,
        created: false,
      };
    }
    if (!deps.enterprisesOpen || !grant.userId) throw fail('signOn.installNoCompany');
    const name = (grant.corpName || grant.corpId).slice(0, 100);
    const account = await freeAccount(grant);
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    try {
      const made = await deps.db.transaction(async (tx) => {
        const companyId = await deps.createTenant(tx, { name, domain: '' });
        const departmentId = await deps.createRootIn(tx, companyId, name);
        const user = await deps.users.createRegistered(
          tx,
          {
            companyId,
            account,
            passwordHash,
            realName: (grant.userName || grant.userId).slice(0, 50),
            mobile: '',
            email: '',
            departmentId,
          },
          ['admin'],
        );
        const inTx = createSsoRepository(tx);
        // The company's WeCom settings name the app; sign-in stays off until an admin turns it on.
        await inTx.saveProvider({
          companyId,
          kind: 'wxwork',
          issuer: '',
          clientId: grant.agentId,
          corpId: grant.corpId,
          agentId: grant.agentId,
          scopes: '',
          linkBy: 'account',
          linkClaim: '',
          enabled: false,
        });
        await inTx.link(companyId, 'wxwork', `wxwork:${grant.corpId}`, grant.userId, user.id);
        await inTx.saveWxworkInstall({ ...install, companyId, createdCompany: true });
        return { companyId, userId: user.id };
      });
      deps.log.info({ corpId: grant.corpId, ...made }, 'WeCom app installed: a new company');
      return {
        companyId: made.companyId,
        companyName: name,
        corpName: grant.corpName,
        created: true,
        userId: made.userId,
      };
    } catch (err) {
      // Another request bound the same WeCom company meanwhile: bind to what it made.
      if (isUniqueViolation(err, 'wxwork_installs_corp_uq') && !retried) return bind(grant, true);
      // Another install took the free account name (or the company name) meanwhile: once more
      // with names free now; a second clash is refused rather than answered with a 5xx.
      if (isUniqueViolation(err)) {
        if (!retried) return bind(grant, true);
        throw fail('register.accountTaken');
      }
      throw err;
    }
  }

  /**
   * The message inside a push, its signature, receiver and time checked (a recorded push
   * replayed later is refused: its signed timestamp is out of the window).
   */
  function openPush(query: TWxworkSuiteCallbackQuery, encrypted: string): string {
    try {
      const message = suite().crypt.open(
        query.msg_signature,
        query.timestamp,
        query.nonce,
        encrypted,
      );
      if (!withinPushWindow(query.timestamp))
        throw new MsgCryptError('signature', 'timestamp outside the window');
      return message;
    } catch (error) {
      if (!(error instanceof MsgCryptError)) throw error;
      deps.log.warn({ err: error }, 'WeCom callback refused');
      throw fail('signOn.callbackRefused');
    }
  }

  return {
    /** study/wxworkInstallApp: step one (the install page) or step two (the install). */
    async install(
      input: TWxworkInstallRequest,
      origin: string,
      ctx: LoginContext,
    ): Promise<TWxworkInstallResult> {
      const wxwork = suite();
      if (input.authCode === undefined) {
        const state = randomBytes(24).toString('base64url');
        await deps.state.set(`wxwork-install:${state}`, '1', FLOW_SECONDS);
        try {
          const url = await wxwork.installUrl(`${origin}${INSTALL_PAGE}`, state);
          return { url, installed: null, login: null };
        } catch (error) {
          return refusal(error);
        }
      }
      if (!input.state || !(await deps.state.take(`wxwork-install:${input.state}`)))
        throw fail('signOn.installStateInvalid');
      let grant: WxworkInstallGrant;
      try {
        grant = await wxwork.permanentCode(input.authCode);
      } catch (error) {
        return refusal(error);
      }
      const { userId: created, ...installed } = await bind(grant);
      const userId =
        created ??
        (grant.userId
          ? await repo.linkedUser(
              installed.companyId,
              'wxwork',
              `wxwork:${grant.corpId}`,
              grant.userId,
            )
          : undefined);
      const login =
        userId === undefined ? null : await deps.auth.openProvenSession(userId, ctx, 'wxwork');
      return { url: null, installed, login };
    },

    /** The callback's address check: the echostr decrypted. */
    verifyCallback(query: TWxworkSuiteCallbackQuery): string {
      if (!query.echostr) throw fail('signOn.callbackRefused');
      return openPush(query, query.echostr);
    },

    /** A push to the instruction callback (WeCom wants "success" within a second or retries). */
    async receive(query: TWxworkSuiteCallbackQuery, xml: unknown): Promise<void> {
      const wxwork = suite();
      const encrypted = typeof xml === 'string' ? xmlFields(xml).Encrypt : undefined;
      if (!encrypted) throw fail('signOn.callbackRefused');
      const message = xmlFields(openPush(query, encrypted));
      if (message.SuiteId !== wxwork.suiteId) throw fail('signOn.callbackRefused');
      switch (message.InfoType) {
        case 'suite_ticket':
          if (!message.SuiteTicket) throw fail('signOn.callbackRefused');
          await wxwork.keepTicket(message.SuiteTicket);
          return;
        case 'create_auth':
          // Installed from WeCom's app market: no visitor here, so nobody is signed in.
          try {
            await bind(await wxwork.permanentCode(message.AuthCode ?? ''));
          } catch (error) {
            deps.log.warn({ err: error }, 'WeCom create_auth not bound');
          }
          return;
        case 'reset_permanent_code':
          try {
            const grant = await wxwork.permanentCode(message.AuthCode ?? '');
            await repo.replaceWxworkCode(
              grant.corpId,
              await deps.secrets.seal(grant.permanentCode),
              grant.agentId,
            );
          } catch (error) {
            deps.log.warn({ err: error }, 'WeCom reset_permanent_code not applied');
          }
          return;
        case 'cancel_auth':
          if (message.AuthCorpId) await repo.cancelWxworkInstall(message.AuthCorpId);
          return;
        default:
          // change_auth, change_contact and the rest: nothing kept here depends on them.
          return;
      }
    },
  };
}
export type InstallService = ReturnType<typeof createInstallService>;
