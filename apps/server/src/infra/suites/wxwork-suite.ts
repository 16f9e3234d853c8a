import type { SharedState } from '../state/shared-state.ts';
import { isRecord, requestProviderJson, textOf, unexpectedAnswer } from '../outside-json.ts';
import { tokenName, type AppTokens, type IssuedToken } from './app-tokens.ts';
import { SuiteCallError, suiteFailure } from './suite-client.ts';
import { createMsgCrypt } from './wxwork-crypt.ts';
import { wxworkSignInUrl } from './wxwork.ts';

/** WeCom's API host and the service provider's install page host (the sign-in pages: wxworkSignInUrl). */
const API = 'https://qyapi.weixin.qq.com';
const INSTALL = 'https://open.work.weixin.qq.com';

/** WeCom's codes for a suite_access_token that is not valid (40082) or expired (42009). */
const SUITE_TOKEN_GONE = new Set([40082, 42009]);

/** How long a pushed suite_ticket is kept: WeCom pushes one every 10 minutes, each good for 30. */
const TICKET_SECONDS = 1800;

/** The operator's third-party app (服务商 "第三方应用"): WXWORK_SUITE_ID and the rest. */
export interface WxworkSuiteConfig {
  suiteId: string;
  suiteSecret: string;
  /** The instruction callback's Token and EncodingAESKey. */
  token: string;
  encodingAesKey: string;
  /** WXWORK_SUITE_TEST_INSTALL=on: installs are test authorisations (set_session_info auth_type 1). */
  testInstall: boolean;
}

/** What WeCom's get_permanent_code answers about the installing company. */
export interface WxworkInstallGrant {
  permanentCode: string;
  corpId: string;
  corpName: string;
  /** The app's agentid in that company. */
  agentId: string;
  /** The administrator who installed it ('' when WeCom names nobody). */
  userId: string;
  userName: string;
}

/** Who WeCom says signed in through the third-party app (`service/auth/getuserinfo3rd`). */
export type WxworkSuiteVisitor =
  | { corpId: string; userId: string }
  /** Not a member of any WeCom company: only an openid, unique to the service provider. */
  | { corpId: ''; userId: ''; openId: string };

/**
 * WeCom's third-party app install (第三方应用授权): the suite_ticket WeCom pushes to the
 * instruction callback (kept in shared state for all processes), `service/get_suite_token`
 * (kept like the app tokens), `service/get_pre_auth_code`, optionally
 * `service/set_session_info`, the install page `3rdapp/install`, and `service/get_permanent_code`
 * for the auth_code WeCom hands back. Then, for an installed company: sign-in through the app
 * (the OAuth page `connect/oauth2/authorize` or the Web login page `wwlogin/sso/login`
 * login_type ServiceApp, both with the suite_id as appid; the code traded by
 * `service/auth/getuserinfo3rd`), and the company's access token from its permanent code
 * (`service/get_corp_token`). `baseUrl` replaces every public host (WXWORK_BASE_URL).
 */
export function createWxworkSuite(
  config: { baseUrl: string; timeoutMs: number; suite: WxworkSuiteConfig },
  state: SharedState,
  tokens: AppTokens,
  fetchImpl: typeof fetch = fetch,
) {
  const { suite } = config;
  const host = (publicHost: string) => config.baseUrl || publicHost;
  const failure = suiteFailure('wxwork');
  const ticketKey = `wxwork-suite:ticket:${suite.suiteId}`;
  const crypt = createMsgCrypt({
    token: suite.token,
    encodingAesKey: suite.encodingAesKey,
    receiveId: suite.suiteId,
  });

  async function call(path: string, query: Record<string, string>, body?: object) {
    const url = new URL(path, host(API));
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const init: RequestInit = body
      ? {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }
      : { method: 'GET' };
    const answer = await requestProviderJson(url.href, init, config.timeoutMs, fetchImpl, failure);
    const data = answer.body;
    if (!isRecord(data)) throw unexpectedAnswer(answer, failure);
    // get_suite_token answers no errcode on success.
    const errcode = typeof data.errcode === 'number' ? data.errcode : 0;
    if (errcode !== 0) throw new SuiteCallError('wxwork', String(errcode), textOf(data.errmsg));
    return data;
  }

  /** A new suite_access_token for the latest suite_ticket (none pushed yet: WeCom's 40085). */
  async function issueSuiteToken() {
    const ticket = await state.get(ticketKey);
    if (!ticket) throw new SuiteCallError('wxwork', '40085', 'no suite_ticket received yet');
    const body = await call(
      '/cgi-bin/service/get_suite_token',
      {},
      { suite_id: suite.suiteId, suite_secret: suite.suiteSecret, suite_ticket: ticket },
    );
    const value = textOf(body.suite_access_token);
    if (!value) throw failure('bad_response', 'get_suite_token answered no suite_access_token');
    return { value, expiresIn: Number(body.expires_in) || 7200 };
  }

  const suiteTokenName = tokenName('wxwork', 'suite-token', suite.suiteId, suite.suiteSecret);

  /** A call with the suite_access_token; one WeCom calls gone is fetched again once. */
  const withSuiteToken = (path: string, body?: object) =>
    tokens.using(suiteTokenName, issueSuiteToken, SUITE_TOKEN_GONE, (token) =>
      call(path, { suite_access_token: token }, body),
    );

  return {
    suiteId: suite.suiteId,
    crypt,
    /** Keeps the suite_ticket WeCom pushed, for every process. */
    async keepTicket(ticket: string): Promise<void> {
      await state.set(ticketKey, ticket, TICKET_SECONDS);
    },
    /**
     * The install page's address: a fresh pre_auth_code (marked a test authorisation when the
     * operator says so), this site's page to come back to, and the state to bring back.
     */
    async installUrl(redirectUri: string, stateValue: string): Promise<string> {
      const pre = await withSuiteToken('/cgi-bin/service/get_pre_auth_code');
      const preAuthCode = textOf(pre.pre_auth_code);
      if (!preAuthCode) throw failure('bad_response', 'get_pre_auth_code answered no code');
      if (suite.testInstall)
        await withSuiteToken('/cgi-bin/service/set_session_info', {
          pre_auth_code: preAuthCode,
          session_info: { auth_type: 1 },
        });
      const url = new URL('/3rdapp/install', host(INSTALL));
      url.searchParams.set('suite_id', suite.suiteId);
      url.searchParams.set('pre_auth_code', preAuthCode);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', stateValue);
      return url.href;
    },
    /**
     * The sign-in page of the third-party app: WeCom's Web login (QR code, login_type
     * ServiceApp) on a computer, the OAuth page (snsapi_base) inside WeCom; both name the
     * suite_id and send the browser back to `redirectUri` with a code and the state.
     */
    authorizeUrl(mode: 'pc' | 'h5', redirectUri: string, stateValue: string): string {
      return wxworkSignInUrl(config.baseUrl, {
        mode,
        loginType: 'ServiceApp',
        appId: suite.suiteId,
        redirectUri,
        state: stateValue,
      });
    },
    /** Who the code is (`service/auth/getuserinfo3rd`; WeCom's 40029: not a valid code). */
    async visitor(code: string): Promise<WxworkSuiteVisitor> {
      const body = await tokens.using(suiteTokenName, issueSuiteToken, SUITE_TOKEN_GONE, (token) =>
        call('/cgi-bin/service/auth/getuserinfo3rd', { suite_access_token: token, code }),
      );
      const corpId = textOf(body.corpid);
      const userId = textOf(body.userid);
      if (corpId && userId) return { corpId, userId };
      const openId = textOf(body.openid);
      if (openId) return { corpId: '', userId: '', openId };
      throw failure('bad_response', 'getuserinfo3rd answered no userid or openid');
    },
    /**
     * A new access token of the installed company from its permanent code
     * (`service/get_corp_token`); kept by the caller like the app tokens (wxwork.ts).
     */
    async corpToken(corpId: string, permanentCode: string): Promise<IssuedToken> {
      const body = await withSuiteToken('/cgi-bin/service/get_corp_token', {
        auth_corpid: corpId,
        permanent_code: permanentCode,
      });
      const value = textOf(body.access_token);
      if (!value) throw failure('bad_response', 'get_corp_token answered no access_token');
      return { value, expiresIn: Number(body.expires_in) || 7200 };
    },
    /** The auth_code traded for the company's permanent code and who installed the app. */
    async permanentCode(authCode: string): Promise<WxworkInstallGrant> {
      const body = await withSuiteToken('/cgi-bin/service/get_permanent_code', {
        auth_code: authCode,
      });
      const corp = isRecord(body.auth_corp_info) ? body.auth_corp_info : {};
      const info = isRecord(body.auth_info) ? body.auth_info : {};
      const agents = Array.isArray(info.agent) ? info.agent.filter(isRecord) : [];
      const user = isRecord(body.auth_user_info) ? body.auth_user_info : {};
      const grant: WxworkInstallGrant = {
        permanentCode: textOf(body.permanent_code),
        corpId: textOf(corp.corpid),
        corpName: textOf(corp.corp_name) || textOf(corp.corp_full_name),
        agentId: agents[0] ? String(agents[0].agentid ?? '') : '',
        userId: textOf(user.userid),
        userName: textOf(user.name),
      };
      if (!grant.permanentCode || !grant.corpId)
        throw failure('bad_response', 'get_permanent_code answered no permanent_code or corpid');
      return grant;
    },
  };
}
export type WxworkSuite = ReturnType<typeof createWxworkSuite>;
