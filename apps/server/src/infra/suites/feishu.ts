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

/** Feishu's hosts: the API and the sign-in (authorization) page. */
const OPEN = 'https://open.feishu.cn';
const ACCOUNTS = 'https://accounts.feishu.cn';

/**
 * Feishu's H5 JS SDK (h5sdk, tt.*), published only as a script on its CDN (no package): the
 * page loads it inside Feishu to ask for a sign-in code (tt.requestAuthCode). Its path is kept
 * on FEISHU_BASE_URL's origin when that is set, like Feishu's other hosts.
 */
const JS_SDK = 'https://lf1-cdn-tos.bytegoofy.com/goofy/lark/op/h5-js-sdk-1.5.26.js';

/** The address of Feishu's H5 JS SDK script, on `baseUrl` ('' for Feishu's own CDN). */
export function feishuJsSdkUrl(baseUrl: string): string {
  return baseUrl === '' ? JS_SDK : new URL(new URL(JS_SDK).pathname, baseUrl).href;
}

/**
 * Feishu's codes for an app_access_token that is missing, not valid or expired: 20014 from the
 * authen endpoints, 99991661/99991663/99991664/99991677 from the API gateway.
 */
const TOKEN_GONE = new Set([20014, 99991661, 99991663, 99991664, 99991677]);

/** Feishu's code for calling too often (99991400: the request frequency limit). */
const RATE_LIMITED = new Set(['99991400']);

/** The directory's root department: the tenant itself. */
const ROOT_DEPARTMENT = '0';

/** The page size of the directory's lists (Feishu's most is 50). */
const PAGE_SIZE = 50;

/**
 * Feishu (飞书) sign-on for the company's self-built application (自建应用): the sign-in page
 * (accounts.feishu.cn authen/v1/authorize) sends the browser back with a code, and inside
 * Feishu the h5sdk's tt.requestAuthCode gives one; either is traded on the API with the
 * application's app_access_token (auth/v3/app_access_token/internal, kept for all processes)
 * for the person's user_access_token (authen/v1/oidc/access_token), then the person
 * (authen/v1/user_info).
 */
export function createFeishu(
  config: { baseUrl: string; timeoutMs: number; backoff?: Backoff },
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

  /** Runs a call with an app_access_token, fetching it again once when Feishu calls it gone. */
  type WithAppToken = <T>(use: (token: string) => Promise<T>) => Promise<T>;
  const ownAppToken =
    (app: SuiteApp): WithAppToken =>
    (use) =>
      tokens.using(appTokenName(app), () => issueToken(app), TOKEN_GONE, use);

  /**
   * The code traded for the person (authen/v1/oidc/access_token with the app token, then
   * authen/v1/user_info): the self-built app's and the store app's alike. `fallbackIssuer`
   * names the issuer when Feishu gives no tenant_key.
   */
  async function identifyWith(
    withAppToken: WithAppToken,
    code: string,
    fallbackIssuer: string,
  ): Promise<SuiteIdentity & { tenantKey: string }> {
    const body = await withAppToken((token) =>
      post(
        '/open-apis/authen/v1/oidc/access_token',
        { grant_type: 'authorization_code', code },
        token,
      ),
    );
    const userToken = isRecord(body.data) ? textOf(body.data.access_token) : '';
    if (!userToken) throw failure('bad_response', 'oidc/access_token answered no access_token');
    const info = await call('/open-apis/authen/v1/user_info', {
      method: 'GET',
      headers: { Authorization: `Bearer ${userToken}` },
    });
    if (!isRecord(info.data)) throw failure('bad_response', 'user_info answered no data');
    const person = info.data;
    const tenantKey = textOf(person.tenant_key);
    const userId = textOf(person.user_id);
    // Someone outside the company's directory (another tenant) has an open_id and no user_id.
    if (!userId) throw new SuiteCallError('feishu', 'not_member', 'not a member of the company');
    return {
      issuer: `feishu:${tenantKey || fallbackIssuer}`,
      subject: userId,
      userId,
      name: textOf(person.name) || userId,
      mobile: localMobile(textOf(person.mobile)),
      email: textOf(person.email) || textOf(person.enterprise_email),
      employeeNo: textOf(person.employee_no),
      tenantKey,
    };
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
      const { tenantKey: _tenantKey, ...person } = await identifyWith(
        ownAppToken(app),
        code,
        app.appId,
      );
      return person;
    },

    async check(app) {
      await issueToken(app);
    },
  };

  const backoff = config.backoff ?? DEFAULT_BACKOFF;
  const tenantTokenName = (app: SuiteApp) =>
    tokenName('feishu', 'tenant-token', app.appId, app.secret);

  /** A new tenant_access_token (auth/v3/tenant_access_token/internal): the directory's reads need it. */
  async function issueTenantToken(app: SuiteApp) {
    const body = await post('/open-apis/auth/v3/tenant_access_token/internal', {
      app_id: app.appId,
      app_secret: app.secret,
    });
    const value = textOf(body.tenant_access_token);
    if (!value) throw failure('bad_response', 'tenant_access_token answered no token');
    return { value, expiresIn: Number(body.expire) || 7200 };
  }

  /** A GET of the directory with the tenant token, answering `data`; rate limits waited out. */
  const read = (app: SuiteApp, path: string, params: Record<string, string>) =>
    withBackoff(RATE_LIMITED, backoff, async () => {
      const body = await tokens.using(
        tenantTokenName(app),
        () => issueTenantToken(app),
        TOKEN_GONE,
        (token) => {
          const url = new URL(path, 'http://x');
          for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
          return call(`${url.pathname}${url.search}`, {
            method: 'GET',
            headers: { Authorization: `Bearer ${token}` },
          });
        },
      );
      if (!isRecord(body.data)) throw failure('bad_response', `${path} answered no data`);
      return body.data;
    });
  const items = (data: Record<string, unknown>) =>
    Array.isArray(data.items) ? data.items.filter(isRecord) : [];
  const nextToken = (data: Record<string, unknown>) =>
    data.has_more === true && textOf(data.page_token) ? textOf(data.page_token) : null;

  /**
   * The directory (通讯录 v3, custom department ids): the root "0" (contact/v3/departments/0), all
   * departments below it (departments/0/children with fetch_child, page_token); a department's
   * members (contact/v3/users/find_by_department, page_token, 50 a page).
   */
  const directory: DirectoryReader = {
    async departments(app) {
      const rootData = await read(app, `/open-apis/contact/v3/departments/${ROOT_DEPARTMENT}`, {
        department_id_type: 'department_id',
      });
      const root = isRecord(rootData.department) ? rootData.department : {};
      const found: DirectoryDepartment[] = [
        {
          id: ROOT_DEPARTMENT,
          name: textOf(root.name) || ROOT_DEPARTMENT,
          parentId: null,
          order: 0,
        },
      ];
      let pageToken: string | null = null;
      do {
        const data = await read(
          app,
          `/open-apis/contact/v3/departments/${ROOT_DEPARTMENT}/children`,
          {
            department_id_type: 'department_id',
            fetch_child: 'true',
            page_size: String(PAGE_SIZE),
            ...(pageToken ? { page_token: pageToken } : {}),
          },
        );
        for (const d of items(data))
          found.push({
            id: textOf(d.department_id),
            name: textOf(d.name) || textOf(d.department_id),
            parentId: textOf(d.parent_department_id) || ROOT_DEPARTMENT,
            order: Number(d.order) || 0,
          });
        pageToken = nextToken(data);
      } while (pageToken);
      return found.filter((d) => d.id);
    },
    async members(app, departmentId, cursor) {
      const data = await read(app, '/open-apis/contact/v3/users/find_by_department', {
        department_id: departmentId,
        department_id_type: 'department_id',
        user_id_type: 'user_id',
        page_size: String(PAGE_SIZE),
        ...(cursor ? { page_token: cursor } : {}),
      });
      const members = items(data).map((u) => {
        const departments = Array.isArray(u.department_ids) ? u.department_ids.map(String) : [];
        const status = isRecord(u.status) ? u.status : {};
        return {
          userId: textOf(u.user_id),
          name: textOf(u.name) || textOf(u.user_id),
          mobile: localMobile(textOf(u.mobile)),
          email: textOf(u.email) || textOf(u.enterprise_email),
          position: textOf(u.job_title),
          departmentId: departments.includes(departmentId)
            ? departmentId
            : (departments[0] ?? departmentId),
          active: status.is_resigned !== true && status.is_frozen !== true,
        };
      });
      return { members: members.filter((m) => m.userId), next: nextToken(data) };
    },
  };

  /** What the store app shares with the self-built one: the calls and the trade of a code. */
  const api = { post, identifyWith, failure, authorizeUrl: client.authorizeUrl };
  return { client, directory, api };
}
export type Feishu = ReturnType<typeof createFeishu>;
