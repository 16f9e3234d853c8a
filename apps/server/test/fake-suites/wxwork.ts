import { createHash, randomBytes } from 'node:crypto';
import { createMsgCrypt } from '../../src/infra/suites/wxwork-crypt.ts';
import { json, redirect, type FakeAnswer } from '../fake-server.ts';
import {
  backWithCode,
  peopleIn,
  startFakeSuite,
  type FakeMember,
  type FakeRequest,
  type FakeSuite,
  type FakeSuiteCore,
  type SuiteRoutes,
} from './fake-suite.ts';

/** The published JS-SDK test vector's ticket (WeCom/WeChat "JS-SDK使用权限签名算法"). */
export const WXWORK_SAMPLE_TICKET =
  'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
/** The application's ticket (ticket/get?type=agent_config), another than the company's. */
export const WXWORK_AGENT_TICKET = 'agent-LzRkQ0w6Y2ZxT2V5cU1hbmRyYWtl';

/**
 * What WeCom's JS-SDK checks, worked out apart from the server's code: sha1 of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` with the page's address without its fragment.
 */
export const wxworkTicketSignature = (
  ticket: string,
  nonceStr: unknown,
  timestamp: unknown,
  url: string,
) =>
  createHash('sha1')
    .update(
      `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`,
    )
    .digest('hex');

const ok = (rest: Record<string, unknown>) => json(200, { errcode: 0, errmsg: 'ok', ...rest });
/** WeCom answers its errors with HTTP 200 and errcode/errmsg. */
const wxError = (errcode: number, errmsg: string) => json(200, { errcode, errmsg });

/**
 * A local WeCom: cgi-bin/gettoken (40013 invalid corpid, 40001 invalid secret),
 * cgi-bin/auth/getuserinfo (40029 invalid code; an outsider gets openid, no userid),
 * cgi-bin/user/get (60111 userid not found), get_jsapi_ticket and ticket/get (agent_config),
 * 40014/42001 for a bad or expired token; the directory: cgi-bin/department/list (every
 * department) and cgi-bin/user/list (a department's members, 60003 an unknown department); the PC sign-in page (wwlogin/sso/login) and the OAuth
 * page (connect/oauth2/authorize) send the browser back with a code for `signedIn`.
 */
export function startFakeWxwork(options: {
  corpId: string;
  secret: string;
  members?: FakeMember[];
  /** The service provider's third-party app (install): its ids and its callback's keys. */
  suite?: FakeWxworkSuiteConfig;
}): Promise<FakeSuite & { corpId: string; provider: FakeWxworkProvider }> {
  const provider = createProvider(options.suite, options.corpId);
  const routes: SuiteRoutes = (req, core) => {
    const served = provider.route(req, core);
    if (served) return served;
    const q = req.query;
    const needToken = (): FakeAnswer | undefined => {
      const token = q.get('access_token');
      if (!token) return wxError(41001, 'access_token missing');
      if (!core.tokenValid(token)) return wxError(42001, 'access_token expired');
      return undefined;
    };
    switch (req.path) {
      case '/wwlogin/sso/login':
      case '/connect/oauth2/authorize': {
        if (q.get('appid') !== options.corpId) return json(400, { error: 'invalid appid' });
        return redirect(
          backWithCode(q.get('redirect_uri'), core.issueCode(core.signedIn), q.get('state')),
        );
      }
      case '/cgi-bin/gettoken': {
        if (q.get('corpid') !== options.corpId) return wxError(40013, 'invalid corpid');
        if (q.get('corpsecret') !== core.secret) return wxError(40001, 'invalid credential');
        const { token, expiresIn } = core.issueToken();
        return ok({ access_token: token, expires_in: expiresIn });
      }
      case '/cgi-bin/auth/getuserinfo': {
        const refused = needToken();
        if (refused) return refused;
        const who = core.takeCode(q.get('code') ?? '');
        if (!who) return wxError(40029, 'invalid code');
        return who.userId === null
          ? ok({ openid: 'o-outsider', external_userid: 'wm-outsider' })
          : ok({ userid: who.userId });
      }
      case '/cgi-bin/user/get': {
        const refused = needToken();
        if (refused) return refused;
        const member = core.members.get(q.get('userid') ?? '');
        if (!member) return wxError(60111, 'invalid string value `userid`');
        return ok({
          userid: member.userId,
          name: member.name,
          department: [1],
          mobile: member.mobile ?? '',
          email: member.email ?? '',
          status: 1,
        });
      }
      case '/cgi-bin/get_jsapi_ticket':
      case '/cgi-bin/ticket/get': {
        const refused = needToken();
        if (refused) return refused;
        if (req.path === '/cgi-bin/ticket/get' && q.get('type') !== 'agent_config')
          return wxError(40097, 'invalid args');
        const ticket =
          req.path === '/cgi-bin/ticket/get' ? WXWORK_AGENT_TICKET : WXWORK_SAMPLE_TICKET;
        return ok({ ticket, expires_in: 7200 });
      }
      case '/cgi-bin/department/list': {
        const refused = needToken();
        if (refused) return refused;
        return ok({
          department: [...core.departments.values()].map((d) => ({
            id: Number(d.id),
            name: d.name,
            parentid: d.parentId === null ? 0 : Number(d.parentId),
            order: d.order,
          })),
        });
      }
      case '/cgi-bin/user/list': {
        const refused = needToken();
        if (refused) return refused;
        const departmentId = q.get('department_id') ?? '';
        if (!core.departments.has(departmentId)) return wxError(60003, 'department not found');
        return ok({
          userlist: peopleIn(core, departmentId).map((p) => ({
            userid: p.userId,
            name: p.name,
            department: [Number(p.departmentId)],
            main_department: Number(p.departmentId),
            position: p.position,
            mobile: p.mobile,
            email: p.email,
            status: p.active ? 1 : 2,
          })),
        });
      }
    }
    return undefined;
  };
  return startFakeSuite(routes, {
    appId: options.corpId,
    secret: options.secret,
    members: options.members,
  }).then((suite) => Object.assign(suite, { corpId: options.corpId, provider }));
}

/** The service provider's third-party app as the fake knows it. */
export interface FakeWxworkSuiteConfig {
  suiteId: string;
  suiteSecret: string;
  token: string;
  encodingAesKey: string;
}

/** The WeCom company that installs the app next on the install page, and who installs it. */
export interface FakeInstaller {
  corpId: string;
  corpName: string;
  agentId: number;
  userId: string;
  userName: string;
}

export type FakeWxworkProvider = ReturnType<typeof createProvider>;

/**
 * WeCom's side of a third-party app (服务商): the suite_tickets it pushed (each good for 30
 * minutes), `service/get_suite_token` (40083 invalid suite_id, 40080 invalid suite_secret,
 * 40085 invalid suite_ticket), `service/get_pre_auth_code` and `service/set_session_info`
 * (40082 invalid suite_access_token, 40077 invalid pre_auth_code), the install page
 * `3rdapp/install` (sends the browser back with auth_code and state), and
 * `service/get_permanent_code` (40078 invalid auth_code, single use). For an installed company:
 * the sign-in pages with the suite_id as appid (`wwlogin/sso/login` login_type ServiceApp,
 * `connect/oauth2/authorize`) send the browser back with a code for `signedIn` of the company
 * `state.signInCorp` (the fake's own corp unless a test says another), traded by
 * `service/auth/getuserinfo3rd` (40029 invalid code; an outsider gets an openid only); and
 * `service/get_corp_token` (40084 invalid permanent_code) hands out the company's access token,
 * good on the fake's cgi-bin calls (its directory is the fake's corp's). `push` seals a message
 * for the instruction callback as WeCom does and posts it.
 */
function createProvider(config: FakeWxworkSuiteConfig | undefined, ownCorpId: string) {
  const tickets = new Map<string, number>();
  const suiteTokens = new Set<string>();
  const preAuthCodes = new Map<string, { authType: number }>();
  const authCodes = new Map<string, FakeInstaller & { authType: number }>();
  const permanentCodes = new Map<string, string>();
  /** The sign-in codes the suite's pages handed out: whose, in which company, and the scope. */
  const signInCodes = new Map<string, { corpId: string; userId: string | null; scope: string }>();
  const token = () => randomBytes(16).toString('hex');
  const state = {
    /** Who installs next; tests change it. */
    installer: {
      corpId: 'ww-installing',
      corpName: 'Installing Co',
      agentId: 1000017,
      userId: 'zhangsan',
      userName: 'Zhang San',
    } as FakeInstaller,
    /** The auth_type set_session_info gave the last install (1: a test authorisation). */
    lastAuthType: 0,
    /** The WeCom company of whoever signs in next through the suite's pages. */
    signInCorp: ownCorpId,
  };
  const needSuiteToken = (q: URLSearchParams): FakeAnswer | undefined =>
    suiteTokens.has(q.get('suite_access_token') ?? '')
      ? undefined
      : wxError(40082, 'invalid suite_access_token');

  /** A permanent code and the grant WeCom answers for an auth_code. */
  function grant(auth: FakeInstaller) {
    const permanentCode = permanentCodes.get(auth.corpId) ?? `perm-${token()}`;
    permanentCodes.set(auth.corpId, permanentCode);
    return ok({
      access_token: token(),
      expires_in: 7200,
      permanent_code: permanentCode,
      auth_corp_info: { corpid: auth.corpId, corp_name: auth.corpName, corp_type: 'verified' },
      auth_info: { agent: [{ agentid: auth.agentId, name: 'Ascent', auth_mode: 0 }] },
      auth_user_info: { userid: auth.userId, open_userid: `o-${auth.userId}`, name: auth.userName },
    });
  }

  /** An auth_code for `installer`, as the install page or a create_auth push hands it out. */
  function issueAuthCode(installer: FakeInstaller, authType = 0): string {
    const code = `auth-${randomBytes(40).toString('hex')}`;
    authCodes.set(code, { ...installer, authType });
    return code;
  }

  return {
    state,
    permanentCodeOf: (corpId: string) => permanentCodes.get(corpId),
    issueAuthCode,
    route(req: FakeRequest, core: FakeSuiteCore): FakeAnswer | undefined {
      if (!config) return undefined;
      const q = req.query;
      switch (req.path) {
        case '/wwlogin/sso/login':
        case '/connect/oauth2/authorize': {
          // The company's own app names its corpid: not the suite's page.
          if (q.get('appid') !== config.suiteId) return undefined;
          if (req.path === '/wwlogin/sso/login' && q.get('login_type') !== 'ServiceApp')
            return json(400, { error: 'invalid login_type' });
          const code = randomBytes(12).toString('hex');
          signInCodes.set(code, {
            corpId: state.signInCorp,
            userId: core.signedIn,
            scope: q.get('scope') ?? 'snsapi_base',
          });
          return redirect(backWithCode(q.get('redirect_uri'), code, q.get('state')));
        }
        case '/cgi-bin/service/auth/getuserinfo3rd': {
          const refused = needSuiteToken(q);
          if (refused) return refused;
          const code = q.get('code') ?? '';
          const who = signInCodes.get(code);
          signInCodes.delete(code);
          if (!who) return wxError(40029, 'invalid code');
          if (who.userId === null) return ok({ openid: 'o-outsider-3rd' });
          return ok({
            corpid: who.corpId,
            userid: who.userId,
            open_userid: `wo-${who.userId}`,
            // user_ticket only for the scopes that ask for the member's details.
            ...(who.scope === 'snsapi_base'
              ? {}
              : { user_ticket: `ticket-${token()}`, expires_in: 1800 }),
          });
        }
        case '/cgi-bin/service/get_corp_token': {
          const refused = needSuiteToken(q);
          if (refused) return refused;
          const corpId = String(req.body.auth_corpid ?? '');
          const code = permanentCodes.get(corpId);
          if (!code || code !== req.body.permanent_code)
            return wxError(40084, 'invalid permanent_code');
          const issued = core.issueToken();
          return ok({ access_token: issued.token, expires_in: issued.expiresIn });
        }
        case '/cgi-bin/service/get_suite_token': {
          if (req.body.suite_id !== config.suiteId) return wxError(40083, 'invalid suite_id');
          if (req.body.suite_secret !== config.suiteSecret)
            return wxError(40080, 'invalid suite_secret');
          const until = tickets.get(String(req.body.suite_ticket ?? ''));
          if (!until || until < Date.now()) return wxError(40085, 'invalid suite_ticket');
          const value = token();
          suiteTokens.add(value);
          return ok({ suite_access_token: value, expires_in: 7200 });
        }
        case '/cgi-bin/service/get_pre_auth_code': {
          const refused = needSuiteToken(q);
          if (refused) return refused;
          const code = `pre-${token()}`;
          preAuthCodes.set(code, { authType: 0 });
          return ok({ pre_auth_code: code, expires_in: 1200 });
        }
        case '/cgi-bin/service/set_session_info': {
          const refused = needSuiteToken(q);
          if (refused) return refused;
          const pre = preAuthCodes.get(String(req.body.pre_auth_code ?? ''));
          if (!pre) return wxError(40077, 'invalid pre_auth_code');
          const info = req.body.session_info as { auth_type?: number } | undefined;
          pre.authType = Number(info?.auth_type ?? 0);
          return ok({});
        }
        case '/3rdapp/install': {
          if (q.get('suite_id') !== config.suiteId) return json(400, { error: 'invalid suite_id' });
          const pre = preAuthCodes.get(q.get('pre_auth_code') ?? '');
          if (!pre) return json(400, { error: 'invalid pre_auth_code' });
          preAuthCodes.delete(q.get('pre_auth_code') ?? '');
          state.lastAuthType = pre.authType;
          const back = new URL(q.get('redirect_uri') ?? '');
          back.searchParams.set('auth_code', issueAuthCode(state.installer, pre.authType));
          back.searchParams.set('state', q.get('state') ?? '');
          back.searchParams.set('expires_in', '1200');
          return redirect(back.href);
        }
        case '/cgi-bin/service/get_permanent_code': {
          const refused = needSuiteToken(q);
          if (refused) return refused;
          const code = String(req.body.auth_code ?? '');
          const auth = authCodes.get(code);
          authCodes.delete(code);
          if (!auth) return wxError(40078, 'invalid auth_code');
          return grant(auth);
        }
      }
      return undefined;
    },
    /** Ends every suite_access_token (WeCom's 42009 would follow). */
    expireSuiteTokens: () => suiteTokens.clear(),
    /**
     * Seals `fields` as a push to the instruction callback at `url` and posts it as WeCom does;
     * answers the callback's HTTP status and text.
     */
    async push(url: string, fields: Record<string, string>) {
      if (!config) throw new Error('the fake WeCom has no suite');
      const crypt = createMsgCrypt({ ...config, receiveId: config.suiteId });
      const inner = `<xml>${Object.entries({ SuiteId: config.suiteId, ...fields })
        .map(([k, v]) => `<${k}><![CDATA[${v}]]></${k}>`)
        .join('')}</xml>`;
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonce = randomBytes(6).toString('hex');
      const { encrypted, signature } = crypt.seal(inner, timestamp, nonce);
      const target = new URL(url);
      target.searchParams.set('msg_signature', signature);
      target.searchParams.set('timestamp', timestamp);
      target.searchParams.set('nonce', nonce);
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'text/xml' },
        body: `<xml><ToUserName><![CDATA[${config.suiteId}]]></ToUserName><Encrypt><![CDATA[${encrypted}]]></Encrypt><AgentID><![CDATA[]]></AgentID></xml>`,
      });
      return { status: res.status, text: await res.text() };
    },
    /** Pushes a new suite_ticket (WeCom does every 10 minutes); answers it. */
    async pushSuiteTicket(url: string) {
      const ticket = `ticket-${token()}`;
      tickets.set(ticket, Date.now() + 1_800_000);
      const res = await this.push(url, {
        InfoType: 'suite_ticket',
        TimeStamp: String(Math.floor(Date.now() / 1000)),
        SuiteTicket: ticket,
      });
      return { ticket, ...res };
    },
  };
}
