import { randomBytes } from 'node:crypto';
import {
  SIGN_ON_SUITES,
  SUITE_PAGES,
  type TSignOnResult,
  type TSignOnSuite,
  type TSsoLinkRule,
  type TSuiteAuthUrlRequest,
  type TSuiteInAppLoginRequest,
  type TSuiteLoginRequest,
  type TSuiteMode,
  type TSuiteSettings,
  type TSuiteSettingsList,
  type TSuiteSettingsUpdate,
  type TSuiteTestResult,
  type TWeixinLoginResult,
  type TWxworkJsConfig,
  type TWxworkJsConfigRequest,
  type TOidcAuthUrl,
} from '@ascent/shared/sso';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { SecretBox } from '../../core/secret-box.ts';
import type { Db } from '../../db/client.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import {
  SuiteCallError,
  type SuiteApp,
  type SuiteIdentity,
} from '../../infra/suites/suite-client.ts';
import {
  FeishuPushError,
  NO_APP_TICKET,
  type FeishuStorePush,
} from '../../infra/suites/feishu-store.ts';
import type { Suites } from '../../infra/suites/suites.ts';
import { jsapiSignature } from '../../infra/suites/wxwork.ts';
import type { AuthService, LoginContext } from '../auth/auth.service.ts';
import { findByRule, type LinkUsers } from './link-rule.ts';
import { ownPath } from './oidc.service.ts';
import { saveProviderSettings } from './provider-settings.ts';
import { createSsoRepository, type SsoProviderRow } from './sso.repository.ts';

/** How long a sign-on may take between leaving for the suite and coming back. */
const FLOW_SECONDS = 600;
/** How long a WeChat user has to link their account by signing in once. */
const BIND_SECONDS = 600;

/** What a sign-on in flight keeps (shared state, under its `state`), taken once on return. */
interface Flow {
  companyId: number;
  kind: TSignOnSuite;
  mode: TSuiteMode;
  /** Where the person lands afterwards: a path of this site. */
  returnTo: string;
  /** WeCom: the flow went through the installed third-party app, not the company's own app. */
  installed?: boolean;
}

/** What signing a person in needs of the company's settings at the suite (the link rule). */
type LinkSettings = Pick<SsoProviderRow, 'companyId' | 'kind' | 'linkBy' | 'createDepartmentId'>;

/** A WeChat user waiting to be linked (shared state, under the bind ticket). */
interface PendingBind {
  companyId: number;
  issuer: string;
  subject: string;
}

/**
 * Sign-on through the workplace suites (spec s.4, s.7 `wxworkPCLogin` ... `weixinH5Login`,
 * `customer/wxwork/config`; docs/decisions.md "Sign-on through the workplace suites"). The
 * visitor is sent to the suite's page with a single-use state; the code it brings back is traded
 * by the suite's adapter (infra/suites) for the person; the person is found by the kept link or,
 * the first time, by the company's rule (modules/sso/link-rule), else refused ('No matching
 * account'); WeChat, which knows no account, mobile or email, offers a one-time link instead.
 */
export function createSuiteService(deps: {
  db: Db;
  state: SharedState;
  secrets: SecretBox;
  suites: Suites;
  users: LinkUsers;
  auth: Pick<AuthService, 'openProvenSession'>;
  departmentInCompany: (companyId: number, departmentId: number) => Promise<boolean>;
  record: ChangeRecorder;
  log: { warn: (obj: object, msg: string) => void };
}) {
  const repo = createSsoRepository(deps.db);

  function toSettings(kind: TSignOnSuite, row: SsoProviderRow | undefined): TSuiteSettings {
    return {
      kind,
      corpId: row?.corpId ?? '',
      appId: row?.clientId ?? '',
      agentId: row?.agentId ?? '',
      hasSecret: Boolean(row?.clientSecret),
      storeApp: row?.storeApp ?? false,
      linkBy: (row?.linkBy ?? 'account') as TSsoLinkRule,
      createDepartmentId: row?.createDepartmentId ?? null,
      enabled: row?.enabled ?? false,
    };
  }

  /** The operator's Feishu store app; off (no FEISHU_STORE_*): refused. */
  function feishuStore() {
    if (!deps.suites.feishuStore) throw fail('signOn.feishuStoreOff');
    return deps.suites.feishuStore;
  }

  /**
   * The company's enabled application at that suite, with its secret opened; for Feishu's store
   * app, the operator's app and the tenant the company's settings bind (`store`).
   */
  async function appOf(companyId: number, kind: TSignOnSuite) {
    const row = await repo.provider(companyId, kind);
    if (!row || !row.enabled) throw fail('signOn.notConfigured');
    if (kind === 'feishu' && row.storeApp) {
      const store = feishuStore();
      if (!row.corpId) throw fail('signOn.notConfigured');
      const app: SuiteApp = { corpId: row.corpId, appId: store.appId, agentId: '', secret: '' };
      return { row, app, store };
    }
    if (!row.clientId || !row.clientSecret) throw fail('signOn.notConfigured');
    const app: SuiteApp = {
      corpId: row.corpId,
      appId: row.clientId,
      agentId: row.agentId,
      secret: await deps.secrets.open(row.clientSecret),
    };
    return { row, app, store: null };
  }

  /**
   * How the company signs in with WeCom (docs/decisions.md "Installing Ascent as a WeCom
   * third-party app"): its own app while its settings are switched on; else the operator's
   * third-party app it installed (not cancelled), whose access token comes from the permanent
   * code; else not set up. The link rule is the company's WeCom settings' (row kept switched
   * off), else by account.
   */
  async function wxworkApp(companyId: number) {
    const row = await repo.provider(companyId, 'wxwork');
    if (row?.enabled && row.clientId && row.clientSecret) {
      const { app } = await appOf(companyId, 'wxwork');
      return { installed: null, rule: row as LinkSettings, app };
    }
    const suite = deps.suites.wxworkSuite;
    const install = suite ? await repo.wxworkInstallOf(companyId) : undefined;
    if (!suite || !install) throw fail('signOn.notConfigured');
    if (install.cancelledAt) throw fail('signOn.installCancelled');
    const permanentCode = await deps.secrets.open(install.permanentCode);
    const app: SuiteApp = {
      corpId: install.corpId,
      appId: install.agentId,
      agentId: install.agentId,
      secret: permanentCode,
      issueToken: () => suite.corpToken(install.corpId, permanentCode),
    };
    const rule: LinkSettings = {
      companyId,
      kind: 'wxwork',
      linkBy: row?.linkBy ?? 'account',
      createDepartmentId: row?.createDepartmentId ?? null,
    };
    return { installed: suite, rule, app };
  }

  /**
   * Who signed in through the installed third-party app: the code traded with the suite
   * token; an outsider (openid only) has no account; another WeCom company's member is refused.
   */
  async function identifyInstalled(
    suite: NonNullable<Suites['wxworkSuite']>,
    app: SuiteApp,
    code: string,
  ): Promise<SuiteIdentity> {
    try {
      const visitor = await suite.visitor(code);
      if (!visitor.userId)
        throw new SuiteCallError('wxwork', 'not_member', 'not a member of any WeCom company');
      if (visitor.corpId !== app.corpId) {
        deps.log.warn(
          { corpId: visitor.corpId, bound: app.corpId },
          'WeCom sign-in for another company refused',
        );
        throw fail('signOn.otherCorp');
      }
      return await deps.suites.wxwork.member(app, visitor.userId);
    } catch (error) {
      return refusal('wxwork', error);
    }
  }

  /** The suite's refusal in the caller's words: its own reason stays in the log. */
  function refusal(kind: TSignOnSuite, error: unknown): never {
    if (!(error instanceof SuiteCallError)) throw error;
    deps.log.warn({ err: error, kind }, 'suite sign-on refused');
    if (error.code === 'not_member') throw fail('signOn.noAccount');
    if (error.code === NO_APP_TICKET) throw fail('signOn.feishuTicketPending');
    if (error.code === 'network' || error.code === 'bad_response')
      throw fail('signOn.unreachable', { reason: error.message.slice(0, 200) });
    throw fail('signOn.failed');
  }

  async function identify(
    kind: TSignOnSuite,
    app: SuiteApp,
    code: string,
    via: 'redirect' | 'inApp',
  ) {
    try {
      return await deps.suites.clients[kind].identify(app, code, via);
    } catch (error) {
      return refusal(kind, error);
    }
  }

  /**
   * The person behind the code with the company's app; through Feishu's store app the person's
   * tenant must be the one the company's settings bind (another tenant, or one bound to no
   * company here: refused).
   */
  async function identifyFor(
    kind: TSignOnSuite,
    { row, app, store }: Awaited<ReturnType<typeof appOf>>,
    code: string,
    via: 'redirect' | 'inApp',
  ): Promise<SuiteIdentity> {
    if (!store) return identify(kind, app, code, via);
    let person: SuiteIdentity & { tenantKey: string };
    try {
      person = await store.identify(code);
    } catch (error) {
      return refusal(kind, error);
    }
    if (person.tenantKey !== row.corpId) {
      deps.log.warn(
        { companyId: row.companyId, tenantKey: person.tenantKey },
        'feishu store sign-in from a tenant not bound to the company',
      );
      throw fail('signOn.feishuTenantUnbound');
    }
    const { tenantKey: _tenantKey, ...identity } = person;
    return identity;
  }

  /** The linked account, or the one the company's rule finds (then linked); undefined: nobody. */
  async function accountOf(row: LinkSettings, person: SuiteIdentity): Promise<number | undefined> {
    const kind = row.kind;
    const linked = await repo.linkedUser(row.companyId, kind, person.issuer, person.subject);
    if (linked !== undefined) return linked;
    const linkBy = row.linkBy as TSsoLinkRule;
    const value = {
      account: person.userId,
      create: person.userId,
      mobile: person.mobile,
      email: person.email,
      employeeNo: person.employeeNo,
    }[linkBy];
    const userId = await findByRule(
      deps.users,
      { companyId: row.companyId, linkBy, createDepartmentId: row.createDepartmentId },
      { value, name: person.name, email: person.email },
    );
    if (userId !== undefined)
      await repo.link(row.companyId, kind, person.issuer, person.subject, userId);
    return userId;
  }

  async function signIn(
    row: LinkSettings,
    person: SuiteIdentity,
    ctx: LoginContext,
    returnTo: string,
  ): Promise<TSignOnResult> {
    const userId = await accountOf(row, person);
    if (userId === undefined) throw fail('signOn.noAccount');
    const login = await deps.auth.openProvenSession(userId, ctx, row.kind as TSignOnSuite);
    return { login, redirect: returnTo };
  }

  /** The flow the state names, taken once; it must be this suite's and mode's. */
  async function takeFlow(kind: TSignOnSuite, mode: TSuiteMode, state: string): Promise<Flow> {
    const raw = await deps.state.take(`suite:${state}`);
    const flow = raw ? (JSON.parse(raw) as Flow) : undefined;
    if (!flow || flow.kind !== kind || flow.mode !== mode) throw fail('signOn.stateInvalid');
    return flow;
  }

  return {
    /**
     * The company's enabled application at the suite, its secret opened (directory sync); for
     * WeCom, the installed third-party app when the company's own app is not switched on.
     */
    async appFor(companyId: number, kind: TSignOnSuite): Promise<SuiteApp> {
      if (kind === 'wxwork') return (await wxworkApp(companyId)).app;
      const { app, store } = await appOf(companyId, kind);
      // The store app's directory (a tenant_access_token per tenant) is not read yet.
      if (store) throw fail('signOn.notConfigured');
      return app;
    },

    async settingsList(actor: Actor): Promise<TSuiteSettingsList> {
      const list = await Promise.all(
        SIGN_ON_SUITES.map(async (kind) =>
          toSettings(kind, await repo.provider(actor.companyId, kind)),
        ),
      );
      return { list };
    },

    async saveSettings(
      actor: Actor,
      ip: string,
      input: TSuiteSettingsUpdate,
    ): Promise<TSuiteSettings> {
      const storeApp = input.kind === 'feishu' && input.storeApp === true;
      let clientId = input.kind === 'wxwork' ? input.agentId : input.appId;
      if (storeApp) {
        // The store app is the operator's: its id is the app, the tenant is bound to one company.
        clientId = feishuStore().appId;
        if ((await repo.feishuStoreTenantOwner(input.corpId, actor.companyId)) !== undefined)
          throw fail('sso.tenantTaken');
      }
      const saved = await saveProviderSettings(deps, actor, ip, {
        values: {
          kind: input.kind,
          issuer: '',
          // WeCom names its application by the agentid.
          clientId,
          storeApp,
          corpId: input.corpId,
          agentId: input.agentId,
          scopes: '',
          linkBy: input.linkBy,
          linkClaim: '',
          createDepartmentId: input.createDepartmentId,
          enabled: input.enabled,
        },
        secret: input.secret,
        shown: (row) => toSettings(input.kind, row),
      });
      return toSettings(input.kind, saved);
    },

    /** Test connection: the suite accepts the saved application's credentials. */
    async test(actor: Actor, kind: TSignOnSuite): Promise<TSuiteTestResult> {
      const { app, store } = await appOf(actor.companyId, kind);
      try {
        if (store) await store.check(app.corpId);
        else await deps.suites.clients[kind].check(app);
      } catch (error) {
        if (!(error instanceof SuiteCallError)) throw error;
        if (error.code === NO_APP_TICKET) throw fail('signOn.feishuTicketPending');
        throw fail('signOn.providerRefused', { reason: error.message.slice(0, 200) });
      }
      return { kind };
    },

    /** Where to send a signed-out visitor: the suite's sign-in (QR) or OAuth page. */
    async authUrl(input: TSuiteAuthUrlRequest, origin: string): Promise<TOidcAuthUrl> {
      const page = SUITE_PAGES[input.kind][input.mode];
      if (!page) throw fail('common.parameterError');
      const wxwork = input.kind === 'wxwork' ? await wxworkApp(input.customerId) : null;
      const { app } = wxwork ?? (await appOf(input.customerId, input.kind));
      const state = randomBytes(24).toString('base64url');
      const flow: Flow = {
        companyId: input.customerId,
        kind: input.kind,
        mode: input.mode,
        returnTo: ownPath(input.state),
        ...(wxwork?.installed ? { installed: true } : {}),
      };
      await deps.state.set(`suite:${state}`, JSON.stringify(flow), FLOW_SECONDS);
      const redirectUri = `${origin}${page}`;
      const url = wxwork?.installed
        ? wxwork.installed.authorizeUrl(input.mode === 'pc' ? 'pc' : 'h5', redirectUri, state)
        : deps.suites.clients[input.kind].authorizeUrl(app, {
            mode: input.mode,
            redirectUri,
            state,
          });
      return { url };
    },

    /** The suite's page sent the browser back with a code: the state is taken once, the person found. */
    async login(
      kind: TSignOnSuite,
      mode: TSuiteMode,
      input: TSuiteLoginRequest,
      ctx: LoginContext,
    ): Promise<TSignOnResult> {
      const flow = await takeFlow(kind, mode, input.state);
      if (kind === 'wxwork') {
        const { installed, rule, app } = await wxworkApp(flow.companyId);
        // The code is the app's the flow went through: the company switched apps meanwhile.
        if (Boolean(installed) !== Boolean(flow.installed)) throw fail('signOn.stateInvalid');
        const person = installed
          ? await identifyInstalled(installed, app, input.code)
          : await identify(kind, app, input.code, 'redirect');
        return signIn(rule, person, ctx, flow.returnTo);
      }
      const resolved = await appOf(flow.companyId, kind);
      const person = await identifyFor(kind, resolved, input.code, 'redirect');
      return signIn(resolved.row, person, ctx, flow.returnTo);
    },

    /** A code from the suite's JS API inside its app (DingTalk, Feishu). */
    async inAppLogin(
      kind: TSignOnSuite,
      input: TSuiteInAppLoginRequest,
      ctx: LoginContext,
    ): Promise<TSignOnResult> {
      const resolved = await appOf(input.customerId, kind);
      const person = await identifyFor(kind, resolved, input.code, 'inApp');
      return signIn(resolved.row, person, ctx, '/');
    },

    /**
     * weixinH5Login: WeChat vouches only for its own user: a linked one is signed in; the
     * company's `create` rule makes an account; anyone else gets a ticket to link by signing in
     * once with their account.
     */
    async weixinLogin(input: TSuiteLoginRequest, ctx: LoginContext): Promise<TWeixinLoginResult> {
      const flow = await takeFlow('weixin', 'h5', input.state);
      const { row, app } = await appOf(flow.companyId, 'weixin');
      const person = await identify('weixin', app, input.code, 'redirect');
      const linked = await repo.linkedUser(row.companyId, 'weixin', person.issuer, person.subject);
      if (linked !== undefined || row.linkBy === 'create')
        return signIn(
          row,
          { ...person, userId: `wx_${person.subject.slice(-20)}` },
          ctx,
          flow.returnTo,
        );
      const ticket = randomBytes(24).toString('base64url');
      const pending: PendingBind = {
        companyId: row.companyId,
        issuer: person.issuer,
        subject: person.subject,
      };
      await deps.state.set(`suite-bind:${ticket}`, JSON.stringify(pending), BIND_SECONDS);
      return { bindTicket: ticket, redirect: flow.returnTo };
    },

    /** study/me/bindweixin: the signed-in person takes the WeChat user the ticket names. */
    async bindWeixin(actor: Actor, ticket: string): Promise<void> {
      const raw = await deps.state.take(`suite-bind:${ticket}`);
      const pending = raw ? (JSON.parse(raw) as PendingBind) : undefined;
      if (!pending || pending.companyId !== actor.companyId) throw fail('signOn.stateInvalid');
      await repo.link(actor.companyId, 'weixin', pending.issuer, pending.subject, actor.userId);
    },

    /**
     * study/feishu/store/callback: Feishu's push to the store app, checked and opened (a bad
     * ciphertext, token or signature: 'The callback message could not be verified'); answers
     * the URL verification's challenge; keeps the app_ticket; other events are answered and
     * ignored.
     */
    async feishuStoreCallback(
      rawBody: string,
      encrypt: string,
      headers: Record<string, unknown>,
    ): Promise<{ challenge?: string }> {
      const store = feishuStore();
      let push: FeishuStorePush;
      try {
        push = store.open(rawBody, encrypt, headers);
      } catch (error) {
        if (!(error instanceof FeishuPushError)) throw error;
        deps.log.warn({ reason: error.message }, 'feishu store push refused');
        throw fail('signOn.callbackRefused');
      }
      if (push.kind === 'challenge') return { challenge: push.challenge };
      if (push.type === 'app_ticket' && !(await store.keepTicket(push.event)))
        deps.log.warn({ appId: push.event.app_id }, 'feishu app_ticket for another app ignored');
      return {};
    },

    /**
     * customer/wxwork/config: the JS-SDK's signatures for a page of this site, with the app the
     * company signs in with (its own, else the third-party app it installed: the tickets are
     * then fetched with the company token from the permanent code, and agentId is the install's).
     */
    async wxworkJsConfig(input: TWxworkJsConfigRequest, origin: string): Promise<TWxworkJsConfig> {
      if (new URL(input.url).origin !== origin) throw fail('common.parameterError');
      const { app } = await wxworkApp(input.customerId);
      const { wxwork } = deps.suites;
      const timestamp = Math.floor(Date.now() / 1000);
      const nonceStr = wxwork.nonce();
      try {
        const [corp, agent] = await Promise.all([
          wxwork.jsapiTicket(app, 'corp'),
          wxwork.jsapiTicket(app, 'agent'),
        ]);
        return {
          corpId: app.corpId,
          agentId: app.agentId,
          timestamp,
          nonceStr,
          signature: jsapiSignature(corp, nonceStr, timestamp, input.url),
          agentSignature: jsapiSignature(agent, nonceStr, timestamp, input.url),
        };
      } catch (error) {
        return refusal('wxwork', error);
      }
    },
  };
}
export type SuiteService = ReturnType<typeof createSuiteService>;
