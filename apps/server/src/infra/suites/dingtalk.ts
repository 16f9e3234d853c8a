import { isRecord, requestProviderJson, textOf, unexpectedAnswer } from '../outside-json.ts';
import { tokenName, type AppTokens } from './app-tokens.ts';
import {
  DEFAULT_BACKOFF,
  SuiteCallError,
  localMobile,
  withBackoff,
  type Backoff,
  type DirectoryDepartment,
  type DirectoryReader,
  suiteFailure,
  type SuiteApp,
  type SuiteClient,
  type SuiteIdentity,
} from './suite-client.ts';

/**
 * DingTalk's hosts: the sign-in page (OAuth 2, 登录第三方网站), the new API (api.dingtalk.com,
 * the person's own token and profile) and the old one (oapi.dingtalk.com, the company's
 * directory with the application's access_token).
 */
const LOGIN = 'https://login.dingtalk.com';
const API = 'https://api.dingtalk.com';
const OAPI = 'https://oapi.dingtalk.com';

/**
 * DingTalk's codes for an access token that is not valid, missing or expired (服务端 API 全局错误码:
 * 40014, 41001, 42001). DingTalk answers an expired token with 40014 as often as with 42001.
 */
const TOKEN_GONE = new Set([40014, 41001, 42001]);

/**
 * DingTalk's codes for calling too often: 90018 (the application's calls per second), 90002 and
 * 90006 (per minute and per second, reported as errcode 88's sub_code), 90019 (per day and
 * interface).
 */
const RATE_LIMITED = new Set(['90002', '90006', '90018', '90019']);

/** The directory's root department (the company itself). */
const ROOT_DEPARTMENT = '1';

/** The most members topapi/v2/user/list answers per page. */
const MEMBERS_PAGE = 100;

/** 找不到该用户: the unionid or userid is not in the company's directory. */
const USER_NOT_FOUND = '60121';

/** getbyunionid's contact_type for an outside contact of the company (0 is a staff member). */
const OUTSIDE_CONTACT = 1;

/**
 * The directory's mobile as one number: DingTalk keeps the country code apart (state_code, '86'
 * for the mainland), so a number from elsewhere gets its + and code back rather than pass for a
 * mainland one.
 */
function withCountry(stateCode: string, mobile: string) {
  return mobile && stateCode && stateCode !== '86' && !mobile.startsWith('+')
    ? `+${stateCode}${mobile}`
    : mobile;
}

/**
 * DingTalk (钉钉) sign-on for the company's own application: the PC page is DingTalk's OAuth 2
 * sign-in (login.dingtalk.com/oauth2/auth, scope openid), which sends the browser back with
 * `authCode`; the code is traded on the new API for the person's token
 * (v1.0/oauth2/userAccessToken) and profile (v1.0/contact/users/me, their unionId), and the
 * unionId for the member's userid in the company's directory (topapi/user/getbyunionid) with
 * the application's access_token (gettoken, kept for all processes). Inside DingTalk the JS
 * API's authCode (requestAuthCode) is traded on the old API for the userid directly
 * (topapi/v2/user/getuserinfo). Either way the member is then read from the directory
 * (topapi/v2/user/get).
 */
export function createDingtalk(
  config: { baseUrl: string; timeoutMs: number; backoff?: Backoff },
  tokens: AppTokens,
  fetchImpl: typeof fetch = fetch,
) {
  const host = (publicHost: string) => config.baseUrl || publicHost;
  const failure = suiteFailure('dingtalk');

  /**
   * One call to the new API; DingTalk answers its errors with an HTTP 4xx or 5xx and
   * {code, message, requestid}.
   */
  async function callApi(url: URL, init: RequestInit) {
    const answer = await requestProviderJson(url.href, init, config.timeoutMs, fetchImpl, failure);
    const body = answer.body;
    if (!isRecord(body)) throw unexpectedAnswer(answer, failure);
    if (answer.status >= 200 && answer.status < 300) return body;
    const code = textOf(body.code);
    if (!code) throw unexpectedAnswer(answer, failure);
    throw new SuiteCallError('dingtalk', code, textOf(body.message));
  }

  /**
   * One call to the old API; DingTalk answers errcode 0 on success, else its code and errmsg.
   * Errcode 88 (鉴权异常) carries the actual code in sub_code, which is the one reported.
   */
  async function callOapi(url: URL, init: RequestInit = { method: 'GET' }) {
    const answer = await requestProviderJson(url.href, init, config.timeoutMs, fetchImpl, failure);
    const body = answer.body;
    if (!isRecord(body) || typeof body.errcode !== 'number')
      throw unexpectedAnswer(answer, failure);
    if (body.errcode === 0) return body;
    const subCode = body.errcode === 88 ? String(body.sub_code ?? '') : '';
    throw new SuiteCallError(
      'dingtalk',
      subCode || String(body.errcode),
      textOf(body.sub_msg) || textOf(body.errmsg),
    );
  }

  const accessTokenName = (app: SuiteApp) => tokenName('dingtalk', 'token', app.appId, app.secret);

  /** A new access token for the application (gettoken with its AppKey and AppSecret). */
  async function issueToken(app: SuiteApp) {
    const url = new URL('/gettoken', host(OAPI));
    url.searchParams.set('appkey', app.appId);
    url.searchParams.set('appsecret', app.secret);
    const body = await callOapi(url);
    const value = textOf(body.access_token);
    if (!value) throw failure('bad_response', 'gettoken answered no access_token');
    return { value, expiresIn: Number(body.expires_in) || 7200 };
  }

  /**
   * A POST to the old API with the access token, answering its `result`; a token DingTalk calls
   * gone is fetched again once.
   */
  async function withToken(
    app: SuiteApp,
    path: string,
    payload: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const result = await withTokenResult(app, path, payload);
    if (!isRecord(result)) throw failure('bad_response', `${path} answered no result`);
    return result;
  }

  /** The same POST answering `result` whatever its shape (a list for department/listsub). */
  function withTokenResult(
    app: SuiteApp,
    path: string,
    payload: Record<string, unknown>,
  ): Promise<unknown> {
    return tokens.using(
      accessTokenName(app),
      () => issueToken(app),
      TOKEN_GONE,
      async (token) => {
        const url = new URL(path, host(OAPI));
        url.searchParams.set('access_token', token);
        const body = await callOapi(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        });
        if (!('result' in body)) throw failure('bad_response', `${path} answered no result`);
        return body.result;
      },
    );
  }

  /** The directory's userid for the person DingTalk's sign-in page vouched for, and their corpId. */
  async function signedIn(app: SuiteApp, code: string) {
    const grant = await callApi(new URL('/v1.0/oauth2/userAccessToken', host(API)), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientId: app.appId,
        clientSecret: app.secret,
        code,
        grantType: 'authorization_code',
      }),
    });
    const userToken = textOf(grant.accessToken);
    if (!userToken) throw failure('bad_response', 'userAccessToken answered no accessToken');
    const me = await callApi(new URL('/v1.0/contact/users/me', host(API)), {
      method: 'GET',
      headers: { 'x-acs-dingtalk-access-token': userToken },
    });
    const unionId = textOf(me.unionId);
    if (!unionId) throw failure('bad_response', 'contact/users/me answered no unionId');
    let found: Record<string, unknown>;
    try {
      found = await withToken(app, '/topapi/user/getbyunionid', { unionid: unionId });
    } catch (error) {
      // A DingTalk user of another company, or one the company's directory does not hold.
      if (error instanceof SuiteCallError && error.code === USER_NOT_FOUND)
        throw new SuiteCallError('dingtalk', 'not_member', 'not a member of the company');
      throw error;
    }
    if (found.contact_type === OUTSIDE_CONTACT)
      throw new SuiteCallError('dingtalk', 'not_member', 'an outside contact of the company');
    return { userId: textOf(found.userid), corpId: textOf(grant.corpId) };
  }

  const client: SuiteClient = {
    kind: 'dingtalk',
    // One page for both modes: inside DingTalk the page signs the person in without a QR code.
    authorizeUrl(app, { redirectUri, state }) {
      const url = new URL('/oauth2/auth', host(LOGIN));
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', app.appId);
      url.searchParams.set('scope', 'openid');
      url.searchParams.set('state', state);
      url.searchParams.set('prompt', 'consent');
      return url.href;
    },

    async identify(app, code, via): Promise<SuiteIdentity> {
      let userId: string;
      let answeredCorpId = '';
      if (via === 'redirect') {
        ({ userId, corpId: answeredCorpId } = await signedIn(app, code));
      } else {
        const who = await withToken(app, '/topapi/v2/user/getuserinfo', { code });
        userId = textOf(who.userid);
      }
      if (!userId)
        throw new SuiteCallError('dingtalk', 'not_member', 'not a member of the company');
      const member = await withToken(app, '/topapi/v2/user/get', { userid: userId });
      return {
        issuer: `dingtalk:${app.corpId || answeredCorpId || app.appId}`,
        subject: userId,
        userId,
        name: textOf(member.name) || userId,
        mobile: localMobile(withCountry(textOf(member.state_code), textOf(member.mobile))),
        email: textOf(member.email) || textOf(member.org_email),
        employeeNo: textOf(member.job_number),
      };
    },

    async check(app) {
      await issueToken(app);
    },
  };

  const backoff = config.backoff ?? DEFAULT_BACKOFF;
  const read = <T>(call: () => Promise<T>) => withBackoff(RATE_LIMITED, backoff, call);

  /**
   * The directory (通讯录): the root department (topapi/v2/department/get), then each
   * department's children (topapi/v2/department/listsub), breadth first; a department's members
   * page by page (topapi/v2/user/list with cursor and size, has_more and next_cursor).
   */
  const directory: DirectoryReader = {
    async departments(app) {
      const root = await read(() =>
        withToken(app, '/topapi/v2/department/get', { dept_id: Number(ROOT_DEPARTMENT) }),
      );
      const found: DirectoryDepartment[] = [
        {
          id: ROOT_DEPARTMENT,
          name: textOf(root.name) || ROOT_DEPARTMENT,
          parentId: null,
          order: 0,
        },
      ];
      for (let i = 0; i < found.length; i++) {
        const parent = found[i]!.id;
        const children = await read(() =>
          withTokenResult(app, '/topapi/v2/department/listsub', { dept_id: Number(parent) }),
        );
        if (!Array.isArray(children))
          throw failure('bad_response', 'department/listsub answered no list');
        children.filter(isRecord).forEach((d, order) =>
          found.push({
            id: String(d.dept_id),
            name: textOf(d.name) || String(d.dept_id),
            parentId: parent,
            order,
          }),
        );
      }
      return found;
    },
    async members(app, departmentId, cursor) {
      const page = await read(() =>
        withToken(app, '/topapi/v2/user/list', {
          dept_id: Number(departmentId),
          cursor: Number(cursor ?? 0),
          size: MEMBERS_PAGE,
        }),
      );
      if (!Array.isArray(page.list)) throw failure('bad_response', 'user/list answered no list');
      const members = page.list.filter(isRecord).map((u) => {
        const departments = Array.isArray(u.dept_id_list) ? u.dept_id_list.map(String) : [];
        return {
          userId: textOf(u.userid),
          name: textOf(u.name) || textOf(u.userid),
          mobile: localMobile(withCountry(textOf(u.state_code), textOf(u.mobile))),
          email: textOf(u.email) || textOf(u.org_email),
          position: textOf(u.title),
          departmentId: departments.includes(departmentId)
            ? departmentId
            : (departments[0] ?? departmentId),
          active: u.active !== false,
        };
      });
      const next = page.has_more === true ? String(page.next_cursor ?? '') : '';
      return { members: members.filter((m) => m.userId), next: next || null };
    },
  };

  return { client, directory };
}
export type Dingtalk = ReturnType<typeof createDingtalk>;
