import { randomBytes } from 'node:crypto';
import { createFeishuCrypt } from '../../src/infra/suites/feishu-crypt.ts';
import { json, redirect, type FakeAnswer } from '../fake-server.ts';
import {
  backWithCode,
  peopleIn,
  startFakeSuite,
  type FakeMember,
  type FakeRequest,
  type FakeSuite,
  type SuiteRoutes,
} from './fake-suite.ts';

const ok = (rest: Record<string, unknown>) => json(200, { code: 0, msg: 'success', ...rest });
/** Feishu answers its errors with code/msg, with HTTP 200 or a 4xx as each endpoint documents. */
const feishuError = (status: number, code: number, msg: string) => json(status, { code, msg });

/** The token after `Bearer ` in the Authorization header, or null. */
function bearerOf(req: FakeRequest): string | null {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer (\S+)$/.exec(header) : null;
  return match?.[1] ?? null;
}

/** Where Feishu's CDN keeps its H5 JS SDK (the fake serves it at the same path). */
export const FEISHU_JS_SDK_PATH = '/goofy/lark/op/h5-js-sdk-1.5.26.js';

/**
 * The fake's stand-in for Feishu's H5 JS SDK inside Feishu: `h5sdk.ready` calls back at once and
 * `tt.requestAuthCode` answers `code` for the fake's own app id, else fails as Feishu does
 * ({errno, errString}); `refusal` makes it fail for every app.
 */
function jsSdkScript(appId: string, code: string, refusal: string | null): string {
  const answer = { appId, code, refusal };
  return `(function () {
  var answer = ${JSON.stringify(answer)};
  window.h5sdk = { ready: function (callback) { setTimeout(callback, 0); }, error: function () {} };
  window.tt = {
    requestAuthCode: function (options) {
      window.__feishuAskedAppId = options.appId;
      setTimeout(function () {
        if (answer.refusal !== null) options.fail({ errno: 2400001, errString: answer.refusal });
        else if (options.appId !== answer.appId) options.fail({ errno: 103, errString: 'invalid appId' });
        else options.success({ code: answer.code });
      }, 0);
    },
  };
})();
`;
}

/**
 * A local Feishu: auth/v3/app_access_token/internal (10003 invalid app_id, 10014 app secret
 * invalid, both HTTP 400), authen/v1/oidc/access_token with the app token as bearer (20003 for
 * a code unknown, spent or expired; 20014 for a bad or expired app token; 99991661 for none),
 * authen/v1/user_info with the user token as bearer (20005 for a bad one; someone of another
 * tenant gets open_id and that tenant's key, no user_id); the sign-in page
 * (accounts' authen/v1/authorize) sends the browser back with a code for `signedIn`; its CDN's
 * H5 JS SDK script (FEISHU_JS_SDK_PATH), whose tt.requestAuthCode hands out a code for
 * `signedIn`, or refuses with `inApp.refusal` when that is set.
 */
export function startFakeFeishu(options: {
  appId: string;
  secret: string;
  tenantKey: string;
  members?: FakeMember[];
}): Promise<FakeSuite & { tenantKey: string; inApp: { refusal: string | null } }> {
  /** What the JS SDK's tt.requestAuthCode answers instead of a code (null: a code). */
  const inApp = { refusal: null as string | null };
  /** The user_access_tokens handed out, and whose they are (null: someone outside). */
  const userTokens = new Map<string, string | null>();
  const routes: SuiteRoutes = (req, core) => {
    const q = req.query;
    /** The authen endpoints' refusal of a missing (99991661), bad or expired (20014) app token. */
    const needAppToken = (): FakeAnswer | undefined => {
      const token = bearerOf(req);
      if (!token) return feishuError(400, 99991661, 'Missing access token for authorization');
      if (!core.tokenValid(token))
        return feishuError(200, 20014, 'The app access token passed is invalid');
      return undefined;
    };
    /** The contact API's refusal of a missing or bad tenant token (99991661, 99991663). */
    const needTenantToken = (): FakeAnswer | undefined => {
      const token = bearerOf(req);
      if (!token) return feishuError(400, 99991661, 'Missing access token for authorization');
      if (!core.tokenValid(token)) return feishuError(400, 99991663, 'Invalid access token');
      return undefined;
    };
    /** One page of a list: page_size (at most 50), page_token the offset, has_more. */
    const pageOf = <T>(all: T[], shape: (row: T) => Record<string, unknown>): FakeAnswer => {
      const size = Number(q.get('page_size') ?? 20);
      if (!Number.isInteger(size) || size < 1 || size > 50)
        return feishuError(400, 99992402, 'field validation failed');
      const token = q.get('page_token');
      const from = token ? Number(token.replace(/^pt-/, '')) : 0;
      const page = all.slice(from, from + size);
      const hasMore = from + size < all.length;
      return ok({
        data: {
          has_more: hasMore,
          ...(hasMore ? { page_token: `pt-${from + size}` } : {}),
          items: page.map(shape),
        },
      });
    };
    switch (req.path) {
      case FEISHU_JS_SDK_PATH:
        return {
          status: 200,
          contentType: 'text/javascript; charset=utf-8',
          body: jsSdkScript(options.appId, core.issueCode(core.signedIn), inApp.refusal),
        };
      case '/open-apis/authen/v1/authorize': {
        if (q.get('client_id') !== options.appId) return json(400, { error: 'invalid client_id' });
        if (q.get('response_type') !== 'code') return json(400, { error: 'invalid response_type' });
        return redirect(
          backWithCode(q.get('redirect_uri'), core.issueCode(core.signedIn), q.get('state')),
        );
      }
      case '/open-apis/auth/v3/tenant_access_token/internal':
      case '/open-apis/auth/v3/app_access_token/internal': {
        if (req.method !== 'POST') return undefined;
        if (req.body.app_id !== options.appId) return feishuError(400, 10003, 'invalid param');
        if (req.body.app_secret !== core.secret)
          return feishuError(400, 10014, 'app secret invalid');
        const { token, expiresIn } = core.issueToken();
        return json(200, {
          code: 0,
          msg: 'ok',
          app_access_token: token,
          tenant_access_token: token,
          expire: expiresIn,
        });
      }
      case '/open-apis/authen/v1/oidc/access_token': {
        if (req.method !== 'POST') return undefined;
        const refused = needAppToken();
        if (refused) return refused;
        if (req.body.grant_type !== 'authorization_code')
          return feishuError(200, 20036, 'The grant_type passed is not supported');
        const who = core.takeCode(typeof req.body.code === 'string' ? req.body.code : '');
        if (!who)
          return feishuError(
            200,
            20003,
            'The code passed is invalid. Please note that the code could only be used once',
          );
        const accessToken = `u-${randomBytes(16).toString('hex')}`;
        userTokens.set(accessToken, who.userId);
        return ok({
          data: {
            access_token: accessToken,
            refresh_token: `ur-${randomBytes(16).toString('hex')}`,
            token_type: 'Bearer',
            expires_in: 7199,
            refresh_expires_in: 2591999,
            scope: '',
          },
        });
      }
      case '/open-apis/contact/v3/departments/0': {
        const refused = needTenantToken();
        if (refused) return refused;
        const root = core.departments.get('0');
        return ok({ data: { department: { department_id: '0', name: root?.name ?? '' } } });
      }
      case '/open-apis/contact/v3/departments/0/children': {
        const refused = needTenantToken();
        if (refused) return refused;
        if (q.get('fetch_child') !== 'true') return undefined;
        const all = [...core.departments.values()].filter((d) => d.parentId !== null);
        return pageOf(all, (d) => ({
          name: d.name,
          department_id: d.id,
          open_department_id: `od-${d.id}`,
          parent_department_id: d.parentId,
          order: String(d.order),
        }));
      }
      case '/open-apis/contact/v3/users/find_by_department': {
        const refused = needTenantToken();
        if (refused) return refused;
        const dept = q.get('department_id') ?? '';
        if (!core.departments.has(dept)) return feishuError(400, 40004, 'no dept authority error');
        return pageOf(peopleIn(core, dept), (p) => ({
          user_id: p.userId,
          open_id: `ou_${p.userId}`,
          name: p.name,
          mobile: `+86${p.mobile}`,
          email: p.email,
          job_title: p.position,
          department_ids: [p.departmentId],
          status: { is_frozen: false, is_resigned: !p.active, is_activated: true },
        }));
      }
      case '/open-apis/authen/v1/user_info': {
        const token = bearerOf(req);
        if (!token) return feishuError(400, 99991661, 'Missing access token for authorization');
        if (!userTokens.has(token))
          return feishuError(200, 20005, 'The user access token passed is invalid');
        const userId = userTokens.get(token) ?? null;
        const member = userId === null ? undefined : core.members.get(userId);
        if (!member) {
          if (userId !== null) return feishuError(200, 20008, 'User not exist');
          return ok({
            data: {
              name: '外部用户',
              en_name: '',
              open_id: 'ou_outsider',
              union_id: 'on_outsider',
              tenant_key: 'other-tenant',
            },
          });
        }
        return ok({
          data: {
            name: member.name,
            en_name: '',
            open_id: `ou_${member.userId}`,
            union_id: member.unionId ?? `u-${member.userId}`,
            user_id: member.userId,
            tenant_key: options.tenantKey,
            mobile: member.mobile ?? '',
            email: member.email ?? '',
            enterprise_email: '',
            employee_no: member.employeeNo ?? '',
          },
        });
      }
    }
    return undefined;
  };
  return startFakeSuite(routes, {
    appId: options.appId,
    secret: options.secret,
    members: options.members,
  }).then((suite) => Object.assign(suite, { tenantKey: options.tenantKey, inApp }));
}

/** The operator's store app as the local Feishu knows it. */
export interface FakeFeishuStoreConfig {
  appId: string;
  secret: string;
  verificationToken: string;
  encryptKey: string;
}

/**
 * A local Feishu for the operator's store app (商店应用), published to many tenants: each member
 * belongs to a tenant (`tenantKey`), and the tenants in `installed` have the app.
 * `auth/v3/app_ticket/resend` (10003, 10014 as the token calls) answers and then pushes a new
 * app_ticket to the callback `callbackAt` named; `auth/v3/app_access_token` takes only an
 * app_ticket it pushed (else 10012 "invalid app_ticket": this stand-in's code, Feishu's table
 * was not at hand); `auth/v3/tenant_access_token` takes a live app token (99991664 "invalid app
 * token") for an installed tenant (10002, likewise the stand-in's); the sign-in page, the code's
 * trade and user_info as for the self-built app, user_info naming the member's own tenant.
 * `push` seals an event as Feishu does (Encrypt Key, X-Lark-Signature) and posts it.
 */
export async function startFakeFeishuStore(options: {
  store: FakeFeishuStoreConfig;
  members: (FakeMember & { tenantKey: string })[];
  installed: string[];
}) {
  const { store } = options;
  const crypt = createFeishuCrypt(store.encryptKey);
  const tenantOf = new Map(options.members.map((m) => [m.userId, m.tenantKey]));
  const installed = new Set(options.installed);
  /** The app_tickets pushed, the latest last. */
  const tickets = new Set<string>();
  const userTokens = new Map<string, string>();
  const fake = { callbackUrl: '' };
  let pushing: Promise<unknown> = Promise.resolve();

  const credentialsRefused = (body: Record<string, unknown>): FakeAnswer | undefined => {
    if (body.app_id !== store.appId) return feishuError(400, 10003, 'invalid param');
    if (body.app_secret !== store.secret) return feishuError(400, 10014, 'app secret invalid');
    return undefined;
  };

  const routes: SuiteRoutes = (req, core) => {
    const q = req.query;
    switch (req.path) {
      case '/open-apis/authen/v1/authorize': {
        if (q.get('client_id') !== store.appId) return json(400, { error: 'invalid client_id' });
        if (q.get('response_type') !== 'code') return json(400, { error: 'invalid response_type' });
        return redirect(
          backWithCode(q.get('redirect_uri'), core.issueCode(core.signedIn), q.get('state')),
        );
      }
      case '/open-apis/auth/v3/app_ticket/resend': {
        if (req.method !== 'POST') return undefined;
        const refused = credentialsRefused(req.body);
        if (refused) return refused;
        // Feishu answers at once and pushes the ticket to the app's event callback.
        if (fake.callbackUrl) {
          const url = fake.callbackUrl;
          pushing = new Promise((resolve) => setTimeout(resolve, 10)).then(() =>
            api.pushTicket(url).catch(() => undefined),
          );
        }
        return ok({});
      }
      case '/open-apis/auth/v3/app_access_token': {
        if (req.method !== 'POST') return undefined;
        const refused = credentialsRefused(req.body);
        if (refused) return refused;
        if (typeof req.body.app_ticket !== 'string' || !tickets.has(req.body.app_ticket))
          return feishuError(400, 10012, 'invalid app_ticket');
        const { token, expiresIn } = core.issueToken();
        return json(200, { code: 0, msg: 'ok', app_access_token: token, expire: expiresIn });
      }
      case '/open-apis/auth/v3/tenant_access_token': {
        if (req.method !== 'POST') return undefined;
        const appToken = req.body.app_access_token;
        if (typeof appToken !== 'string' || !core.tokenValid(appToken))
          return feishuError(400, 99991664, 'invalid app token');
        if (typeof req.body.tenant_key !== 'string' || !installed.has(req.body.tenant_key))
          return feishuError(400, 10002, 'tenant has not installed the app');
        const { token, expiresIn } = core.issueToken();
        return json(200, { code: 0, msg: 'ok', tenant_access_token: token, expire: expiresIn });
      }
      case '/open-apis/authen/v1/oidc/access_token': {
        if (req.method !== 'POST') return undefined;
        const token = bearerOf(req);
        if (!token) return feishuError(400, 99991661, 'Missing access token for authorization');
        if (!core.tokenValid(token))
          return feishuError(200, 20014, 'The app access token passed is invalid');
        const who = core.takeCode(typeof req.body.code === 'string' ? req.body.code : '');
        if (!who?.userId) return feishuError(200, 20003, 'The code passed is invalid');
        const accessToken = `u-${randomBytes(16).toString('hex')}`;
        userTokens.set(accessToken, who.userId);
        return ok({ data: { access_token: accessToken, token_type: 'Bearer', expires_in: 7199 } });
      }
      case '/open-apis/authen/v1/user_info': {
        const userId = userTokens.get(bearerOf(req) ?? '');
        const member = userId === undefined ? undefined : core.members.get(userId);
        if (!member) return feishuError(200, 20005, 'The user access token passed is invalid');
        return ok({
          data: {
            name: member.name,
            open_id: `ou_${member.userId}`,
            union_id: `on_${member.userId}`,
            user_id: member.userId,
            tenant_key: tenantOf.get(member.userId),
            mobile: member.mobile ? `+86${member.mobile}` : '',
            email: member.email ?? '',
            employee_no: member.employeeNo ?? '',
          },
        });
      }
    }
    return undefined;
  };
  const suite = await startFakeSuite(routes, {
    appId: store.appId,
    secret: store.secret,
    members: options.members,
  });
  const api = {
    /**
     * Seals `message` as Feishu does and posts it to `url`: `{encrypt}`, signed unless `sign`
     * is false (Feishu does not sign its URL verification) or a forged signature; `at` is the
     * push's time (ms; now unless a test replays an old push).
     */
    async push(
      url: string,
      message: Record<string, unknown>,
      sign: boolean | string = true,
      at = Date.now(),
    ) {
      const body = JSON.stringify({ encrypt: crypt.seal(JSON.stringify(message)) });
      const timestamp = String(Math.floor(at / 1000));
      const nonce = randomBytes(8).toString('hex');
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (sign !== false) {
        headers['x-lark-request-timestamp'] = timestamp;
        headers['x-lark-request-nonce'] = nonce;
        headers['x-lark-signature'] =
          typeof sign === 'string' ? sign : crypt.signature(timestamp, nonce, body);
      }
      const res = await fetch(url, { method: 'POST', headers, body });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    /** The app_ticket event (v1, as Feishu sends it every hour and on resend); answers it. */
    async pushTicket(url: string) {
      const ticket = `ticket-${randomBytes(8).toString('hex')}`;
      tickets.add(ticket);
      const res = await api.push(url, {
        ts: String(Date.now() / 1000),
        uuid: randomBytes(16).toString('hex'),
        token: store.verificationToken,
        type: 'event_callback',
        event: { app_id: store.appId, app_ticket: ticket, type: 'app_ticket' },
      });
      return { ticket, ...res };
    },
    /** Where Feishu pushes the store app's events (the app's event callback). */
    callbackAt(url: string) {
      fake.callbackUrl = url;
    },
    /** Waits for the push a resend started. */
    settled: () => pushing,
    /** Ends every app_ticket Feishu pushed (a stale ticket). */
    expireTickets: () => tickets.clear(),
  };
  return Object.assign(suite, api);
}
