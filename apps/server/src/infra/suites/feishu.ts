import { isRecord, requestProviderJson, textOf, unexpectedAnswer } from '../outside-json.ts';
import { tokenName, type AppTokens } from './app-tokens.ts';
import {
  SuiteCallError,
  localMobile,
  suiteFailure,
  type SuiteApp,
  type SuiteClient,
  type SuiteIdentity,
} from './suite-client.ts';

/** Feishu's hosts: the API and the sign-in (authorization) page. */
const OPEN = 'https://open.feishu.cn';
const ACCOUNTS = 'https://accounts.feishu.cn';

/**
 * Feishu's codes for an app_access_token that is missing, not valid or expired: 20014 from the
 * authen endpoints, 99991661/99991663/99991664/99991677 from the API gateway.
 */
const TOKEN_GONE = new Set([20014, 99991661, 99991663, 99991664, 99991677]);

/**
 * Feishu (飞书) sign-on for the company's self-built application (自建应用): the sign-in page
 * (accounts.feishu.cn authen/v1/authorize) sends the browser back with a code, and inside
 * Feishu the h5sdk's tt.requestAuthCode gives one; either is traded on the API with the
 * application's app_access_token (auth/v3/app_access_token/internal, kept for all processes)
 * for the person's user_access_token (authen/v1/oidc/access_token), then the person
 * (authen/v1/user_info).
 */
export function createFeishu(
  config: { baseUrl: string; timeoutMs: number },
  tokens: AppTokens,
  fetchImpl: typeof fetch = fetch,
) {
  const host = (publicHost: string) => config.baseUrl || publicHost;
  const failure = suiteFailure('feishu');

  /**
   * One API call; Feishu answers code 0 on success, else its code and msg (with HTTP 200 or
   * a 4xx, the body read either way).
   */
  async function call(path: string, init: RequestInit) {
    const url = new URL(path, host(OPEN));
    const answer = await requestProviderJson(url.href, init, config.timeoutMs, fetchImpl, failure);
    const body = answer.body;
    if (!isRecord(body) || typeof body.code !== 'number') throw unexpectedAnswer(answer, failure);
    if (body.code !== 0) throw new SuiteCallError('feishu', String(body.code), textOf(body.msg));
    return body;
  }

  /** A JSON POST, with a bearer token when one is given. */
  const post = (path: string, payload: Record<string, string>, bearer?: string) =>
    call(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(payload),
    });

  const appTokenName = (app: SuiteApp) => tokenName('feishu', 'app-token', app.appId, app.secret);

  /** A new app_access_token for the application (auth/v3/app_access_token/internal). */
  async function issueToken(app: SuiteApp) {
    const body = await post('/open-apis/auth/v3/app_access_token/internal', {
      app_id: app.appId,
      app_secret: app.secret,
    });
    const value = textOf(body.app_access_token);
    if (!value) throw failure('bad_response', 'app_access_token answered no app_access_token');
    return { value, expiresIn: Number(body.expire) || 7200 };
  }

  /**
   * The code traded for the person's user_access_token; an app token Feishu calls gone is
   * fetched again once.
   */
  async function userAccessToken(app: SuiteApp, code: string): Promise<string> {
    const body = await tokens.using(
      appTokenName(app),
      () => issueToken(app),
      TOKEN_GONE,
      (token) =>
        post(
          '/open-apis/authen/v1/oidc/access_token',
          { grant_type: 'authorization_code', code },
          token,
        ),
    );
    const value = isRecord(body.data) ? textOf(body.data.access_token) : '';
    if (!value) throw failure('bad_response', 'oidc/access_token answered no access_token');
    return value;
  }

  const client: SuiteClient = {
    kind: 'feishu',
    /**
     * The one sign-in page for every mode: in a browser it shows Feishu's sign-in (a QR code to
     * scan), inside Feishu it sends the person straight back.
     */
    authorizeUrl(app, { redirectUri, state }) {
      const url = new URL('/open-apis/authen/v1/authorize', host(ACCOUNTS));
      url.searchParams.set('client_id', app.appId);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      return url.href;
    },

    /** The page's code and tt.requestAuthCode's are traded the same way. */
    async identify(app, code): Promise<SuiteIdentity> {
      const userToken = await userAccessToken(app, code);
      const body = await call('/open-apis/authen/v1/user_info', {
        method: 'GET',
        headers: { Authorization: `Bearer ${userToken}` },
      });
      if (!isRecord(body.data)) throw failure('bad_response', 'user_info answered no data');
      const person = body.data;
      const userId = textOf(person.user_id);
      // Someone outside the company's directory (another tenant) has an open_id and no user_id.
      if (!userId) throw new SuiteCallError('feishu', 'not_member', 'not a member of the company');
      const tenantKey = textOf(person.tenant_key);
      return {
        issuer: `feishu:${tenantKey || app.appId}`,
        subject: userId,
        userId,
        name: textOf(person.name) || userId,
        mobile: localMobile(textOf(person.mobile)),
        email: textOf(person.email) || textOf(person.enterprise_email),
      };
    },

    async check(app) {
      await issueToken(app);
    },
  };

  return { client };
}
export type Feishu = ReturnType<typeof createFeishu>;
