import { createHash, randomBytes } from 'node:crypto';
import { isRecord, requestProviderJson, textOf, unexpectedAnswer } from '../outside-json.ts';
import { tokenName, type AppTokens } from './app-tokens.ts';
import {
  DEFAULT_BACKOFF,
  SuiteCallError,
  localMobile,
  withBackoff,
  type Backoff,
  type DirectoryReader,
  suiteFailure,
  type SuiteApp,
  type SuiteClient,
  type SuiteIdentity,
} from './suite-client.ts';

/** WeCom's hosts: the API, the PC sign-in page (QR code) and the in-app OAuth page. */
const API = 'https://qyapi.weixin.qq.com';
const PC_LOGIN = 'https://login.work.weixin.qq.com';
const OAUTH = 'https://open.weixin.qq.com';

/**
 * WeCom's sign-in pages, for the company's own app and the third-party app alike: on a computer
 * the Web login (a QR code; `loginType` CorpApp with the corpid and agentid, or ServiceApp with
 * the suite_id), inside WeCom the OAuth page (snsapi_base). Both send the browser back to
 * `redirectUri` with a code and the state. `origin` replaces WeCom's hosts when set.
 */
export function wxworkSignInUrl(
  origin: string,
  page: {
    mode: 'pc' | 'h5';
    loginType: 'CorpApp' | 'ServiceApp';
    appId: string;
    agentId?: string;
    redirectUri: string;
    state: string;
  },
): string {
  const pc = page.mode === 'pc';
  const url = pc
    ? new URL('/wwlogin/sso/login', origin || PC_LOGIN)
    : new URL('/connect/oauth2/authorize', origin || OAUTH);
  if (pc) url.searchParams.set('login_type', page.loginType);
  url.searchParams.set('appid', page.appId);
  if (pc && page.agentId) url.searchParams.set('agentid', page.agentId);
  url.searchParams.set('redirect_uri', page.redirectUri);
  if (!pc) {
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'snsapi_base');
  }
  url.searchParams.set('state', page.state);
  if (!pc && page.agentId) url.searchParams.set('agentid', page.agentId);
  return pc ? url.href : `${url.href}#wechat_redirect`;
}

/** WeCom's codes for an access token that is missing, not valid or expired. */
const TOKEN_GONE = new Set([40014, 41001, 42001]);

/** WeCom's codes for calling too often (45009 the API's limit, 45033 too many at once). */
const RATE_LIMITED = new Set(['45009', '45033']);

/** The JS-SDK's two tickets: the company's (wx.config) and the application's (wx.agentConfig). */
export type JsapiTicketKind = 'corp' | 'agent';

/**
 * The JS-SDK signature (WeCom "JS-SDK使用权限签名算法"): sha1 of
 * `jsapi_ticket=..&noncestr=..&timestamp=..&url=..` with the keys in that order and the URL
 * without its fragment.
 */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: number, url: string) {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`;
  return createHash('sha1').update(plain).digest('hex');
}

/**
 * WeCom (企业微信) sign-on for the company's own application: the PC page shows WeCom's QR
 * code (wwlogin/sso/login, login_type CorpApp), the in-app page goes through the OAuth page
 * (connect/oauth2/authorize, snsapi_base); either returns a code, traded on the API with the
 * application's access_token (cgi-bin/gettoken, kept for all processes) for the member's
 * userid (cgi-bin/auth/getuserinfo), then the member (cgi-bin/user/get). Also the JS-SDK's
 * tickets and signature (`customer/wxwork/config`).
 */
export function createWxwork(
  config: { baseUrl: string; timeoutMs: number; backoff?: Backoff },
  tokens: AppTokens,
  fetchImpl: typeof fetch = fetch,
) {
  const host = (publicHost: string) => config.baseUrl || publicHost;
  const failure = suiteFailure('wxwork');

  /** One API call; WeCom answers errcode 0 on success, else its code and errmsg. */
  async function call(url: URL, init: RequestInit = { method: 'GET' }) {
    const answer = await requestProviderJson(url.href, init, config.timeoutMs, fetchImpl, failure);
    const body = answer.body;
    if (!isRecord(body) || typeof body.errcode !== 'number')
      throw unexpectedAnswer(answer, failure);
    if (body.errcode !== 0)
      throw new SuiteCallError('wxwork', String(body.errcode), textOf(body.errmsg));
    return body;
  }

  const accessTokenName = (app: SuiteApp) => tokenName('wxwork', 'token', app.corpId, app.secret);

  /** A new access token for the application (cgi-bin/gettoken). */
  async function issueToken(app: SuiteApp) {
    const url = new URL('/cgi-bin/gettoken', host(API));
    url.searchParams.set('corpid', app.corpId);
    url.searchParams.set('corpsecret', app.secret);
    const body = await call(url);
    const value = textOf(body.access_token);
    if (!value) throw failure('bad_response', 'gettoken answered no access_token');
    return { value, expiresIn: Number(body.expires_in) || 7200 };
  }

  /** A call with the access token; a token WeCom calls gone is fetched again once. */
  function withToken(
    app: SuiteApp,
    path: string,
    params: Record<string, string>,
  ): Promise<Record<string, unknown>> {
    return tokens.using(
      accessTokenName(app),
      () => (app.issueToken ? app.issueToken() : issueToken(app)),
      TOKEN_GONE,
      (token) => {
        const url = new URL(path, host(API));
        url.searchParams.set('access_token', token);
        for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
        return call(url);
      },
    );
  }

  /** The member's details (cgi-bin/user/get) as the person WeCom vouches for. */
  async function member(app: SuiteApp, userId: string): Promise<SuiteIdentity> {
    const found = await withToken(app, '/cgi-bin/user/get', { userid: userId });
    return {
      issuer: `wxwork:${app.corpId}`,
      subject: userId,
      userId,
      name: textOf(found.name) || userId,
      mobile: localMobile(textOf(found.mobile)),
      email: textOf(found.email) || textOf(found.biz_mail),
      employeeNo: userId,
    };
  }

  const client: SuiteClient = {
    kind: 'wxwork',
    authorizeUrl(app, { mode, redirectUri, state }) {
      return wxworkSignInUrl(config.baseUrl, {
        mode: mode === 'pc' ? 'pc' : 'h5',
        loginType: 'CorpApp',
        appId: app.corpId,
        agentId: app.agentId,
        redirectUri,
        state,
      });
    },

    async identify(app, code): Promise<SuiteIdentity> {
      const who = await withToken(app, '/cgi-bin/auth/getuserinfo', { code });
      const userId = textOf(who.userid);
      // Someone outside the company's directory (a WeChat user) has an openid and no userid.
      if (!userId) throw new SuiteCallError('wxwork', 'not_member', 'not a member of the company');
      return member(app, userId);
    },

    async check(app) {
      await issueToken(app);
    },
  };

  const backoff = config.backoff ?? DEFAULT_BACKOFF;
  const read = (app: SuiteApp, path: string, params: Record<string, string>) =>
    withBackoff(RATE_LIMITED, backoff, () => withToken(app, path, params));

  /**
   * The directory (通讯录): cgi-bin/department/list answers every department the application
   * may see in one call; cgi-bin/user/list (department_id, no fetch_child) a department's
   * members with their details in one answer, so each department is one page.
   */
  const directory: DirectoryReader = {
    async departments(app) {
      const body = await read(app, '/cgi-bin/department/list', {});
      if (!Array.isArray(body.department))
        throw failure('bad_response', 'department/list answered no department');
      const ids = new Set(body.department.filter(isRecord).map((d) => String(d.id)));
      return body.department.filter(isRecord).map((d) => {
        const parent = String(d.parentid ?? '');
        return {
          id: String(d.id),
          name: textOf(d.name) || String(d.id),
          parentId: parent && parent !== '0' && ids.has(parent) ? parent : null,
          order: Number(d.order) || 0,
        };
      });
    },
    async members(app, departmentId) {
      const body = await read(app, '/cgi-bin/user/list', { department_id: departmentId });
      if (!Array.isArray(body.userlist))
        throw failure('bad_response', 'user/list answered no userlist');
      const members = body.userlist.filter(isRecord).map((u) => {
        const departments = Array.isArray(u.department) ? u.department.map(String) : [];
        return {
          userId: textOf(u.userid),
          name: textOf(u.name) || textOf(u.userid),
          mobile: localMobile(textOf(u.mobile)),
          email: textOf(u.email) || textOf(u.biz_mail),
          position: textOf(u.position),
          departmentId: String(u.main_department ?? departments[0] ?? departmentId),
          // status 1 active, 2 disabled, 4 not yet activated, 5 left the company.
          active: u.status === 1 || u.status === 4,
        };
      });
      return { members: members.filter((m) => m.userId), next: null };
    },
  };

  return {
    client,
    directory,
    /** A member of the company the app names (the installed third-party app's sign-in). */
    member,
    /** The JS-SDK ticket of that kind, fetched once for all processes while it lives. */
    async jsapiTicket(app: SuiteApp, kind: JsapiTicketKind): Promise<string> {
      return tokens.get(tokenName('wxwork', `ticket-${kind}`, app.corpId, app.secret), async () => {
        const body =
          kind === 'corp'
            ? await withToken(app, '/cgi-bin/get_jsapi_ticket', {})
            : await withToken(app, '/cgi-bin/ticket/get', { type: 'agent_config' });
        const value = textOf(body.ticket);
        if (!value) throw failure('bad_response', 'no ticket in the answer');
        return { value, expiresIn: Number(body.expires_in) || 7200 };
      });
    },
    /** A fresh noncestr for a signature. */
    nonce: () => randomBytes(12).toString('base64url'),
  };
}
export type Wxwork = ReturnType<typeof createWxwork>;
