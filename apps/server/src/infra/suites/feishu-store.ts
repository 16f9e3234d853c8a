import type { SharedState } from '../state/shared-state.ts';
import { isRecord, textOf } from '../outside-json.ts';
import { tokenName, type AppTokens } from './app-tokens.ts';
import { createFeishuCrypt } from './feishu-crypt.ts';
import type { Feishu } from './feishu.ts';
import {
  SuiteCallError,
  withinPushWindow,
  type SuiteApp,
  type SuiteIdentity,
} from './suite-client.ts';

/**
 * Feishu's codes for an app or tenant access token that is missing, not valid or expired: 20014
 * from the authen endpoints; 99991661 (missing), 99991663 (tenant token), 99991664 (app token),
 * 99991665 (tenant token), 99991677 (expired) from the API gateway.
 */
const TOKEN_GONE = new Set([20014, 99991661, 99991663, 99991664, 99991665, 99991677]);

/**
 * How long a pushed app_ticket is kept: Feishu pushes one every hour (and on app_ticket/resend);
 * kept for two, so one missed push does not stop sign-in.
 */
const TICKET_SECONDS = 7200;

/** Our code for "no app_ticket yet" (Feishu was asked to push one: app_ticket/resend). */
export const NO_APP_TICKET = 'app_ticket_pending';

/** The operator's Feishu store app (商店应用): FEISHU_STORE_APP_ID and the rest. */
export interface FeishuStoreConfig {
  appId: string;
  appSecret: string;
  /** The event subscription's Verification Token and Encrypt Key. */
  verificationToken: string;
  encryptKey: string;
}

/** A verified push to the event callback: URL verification, or an event. */
export type FeishuStorePush =
  | { kind: 'challenge'; challenge: string }
  | { kind: 'event'; type: string; event: Record<string, unknown> };

/** Why a push to the callback is refused. */
export class FeishuPushError extends Error {}

/**
 * The operator's Feishu store app, published to many tenants: the app_ticket Feishu pushes to the
 * event callback (kept in shared state for all processes), the app_access_token for it
 * (`auth/v3/app_access_token {app_id, app_secret, app_ticket}`; none kept: `app_ticket/resend`
 * and refused), a tenant's tenant_access_token (`auth/v3/tenant_access_token {app_access_token,
 * tenant_key}`), both kept like the app tokens; sign-in trades the person's code with the store
 * app's token as the self-built app does. `baseUrl` replaces Feishu's hosts (FEISHU_BASE_URL).
 */
export function createFeishuStore(
  config: { store: FeishuStoreConfig },
  state: SharedState,
  tokens: AppTokens,
  feishu: Feishu,
) {
  const { store } = config;
  const { post, failure } = feishu.api;
  const crypt = createFeishuCrypt(store.encryptKey);
  const ticketKey = `feishu-store:ticket:${store.appId}`;
  const appTokenName = tokenName('feishu', 'store-app-token', store.appId, store.appSecret);
  /** The app as the sign-in page names it (only the app id is used). */
  const app: SuiteApp = { corpId: '', appId: store.appId, agentId: '', secret: '' };

  /** Asks Feishu to push the app_ticket again (its answer is the push, to the callback). */
  async function resendTicket(): Promise<void> {
    await post('/open-apis/auth/v3/app_ticket/resend', {
      app_id: store.appId,
      app_secret: store.appSecret,
    });
  }

  /** A new app_access_token with the kept app_ticket; none kept (or refused): resend, refuse. */
  async function issueAppToken() {
    const ticket = await state.get(ticketKey);
    if (!ticket) {
      await resendTicket();
      throw new SuiteCallError('feishu', NO_APP_TICKET, 'no app_ticket received yet');
    }
    try {
      const body = await post('/open-apis/auth/v3/app_access_token', {
        app_id: store.appId,
        app_secret: store.appSecret,
        app_ticket: ticket,
      });
      const value = textOf(body.app_access_token);
      if (!value) throw failure('bad_response', 'app_access_token answered no app_access_token');
      return { value, expiresIn: Number(body.expire) || 7200 };
    } catch (error) {
      // A ticket Feishu no longer takes: forgotten, and a fresh one asked for.
      if (error instanceof SuiteCallError && /^\d+$/.test(error.code)) {
        await state.del(ticketKey);
        await resendTicket().catch(() => undefined);
      }
      throw error;
    }
  }

  const withAppToken = <T>(use: (token: string) => Promise<T>) =>
    tokens.using(appTokenName, issueAppToken, TOKEN_GONE, use);

  /** A tenant's tenant_access_token, kept per tenant; an app token Feishu calls gone is refetched. */
  function tenantAccessToken(tenantKey: string): Promise<string> {
    const name = tokenName(
      'feishu',
      'store-tenant-token',
      `${store.appId}:${tenantKey}`,
      store.appSecret,
    );
    return tokens.get(name, async () => {
      const body = await withAppToken((token) =>
        post('/open-apis/auth/v3/tenant_access_token', {
          app_access_token: token,
          tenant_key: tenantKey,
        }),
      );
      const value = textOf(body.tenant_access_token);
      if (!value) throw failure('bad_response', 'tenant_access_token answered no token');
      return { value, expiresIn: Number(body.expire) || 7200 };
    });
  }

  return {
    appId: store.appId,

    /**
     * A push to the event callback, checked and opened: the body must be this Encrypt Key's
     * ciphertext; an event must carry a good X-Lark-Signature over the body's exact text (Feishu
     * does not sign its URL verification) and the Verification Token (v1 `token`, v2
     * `header.token`).
     */
    open(rawBody: string, encrypt: string, headers: Record<string, unknown>): FeishuStorePush {
      const plain = crypt.open(encrypt);
      let message: unknown;
      try {
        message = plain === null ? undefined : JSON.parse(plain);
      } catch {
        message = undefined;
      }
      if (!isRecord(message)) throw new FeishuPushError('not this key');
      const header = isRecord(message.header) ? message.header : {};
      const token = textOf(message.token) || textOf(header.token);
      if (token !== store.verificationToken) throw new FeishuPushError('verification token');
      if (message.type === 'url_verification')
        return { kind: 'challenge', challenge: textOf(message.challenge) };
      const text = (name: string) => (typeof headers[name] === 'string' ? headers[name] : '');
      const timestamp = text('x-lark-request-timestamp');
      const nonce = text('x-lark-request-nonce');
      const signature = text('x-lark-signature');
      if (!timestamp || !nonce || !crypt.verify(timestamp, nonce, rawBody, signature))
        throw new FeishuPushError('signature');
      if (!withinPushWindow(timestamp)) throw new FeishuPushError('timestamp outside the window');
      const event = isRecord(message.event) ? message.event : {};
      return { kind: 'event', type: textOf(header.event_type) || textOf(event.type), event };
    },

    /** Keeps the app_ticket Feishu pushed, for every process; another app's is ignored. */
    async keepTicket(event: Record<string, unknown>): Promise<boolean> {
      const ticket = textOf(event.app_ticket);
      if (textOf(event.app_id) !== store.appId || !ticket) return false;
      await state.set(ticketKey, ticket, TICKET_SECONDS);
      return true;
    },

    /** Feishu's sign-in page for the store app. */
    authorizeUrl(redirectUri: string, stateValue: string): string {
      return feishu.api.authorizeUrl(app, { mode: 'pc', redirectUri, state: stateValue });
    },

    /** The code traded with the store app's token: the person and their tenant. */
    identify(code: string): Promise<SuiteIdentity & { tenantKey: string }> {
      return feishu.api.identifyWith(withAppToken, code, store.appId);
    },

    /** Test connection: the tenant has the store app (a tenant_access_token is issued for it). */
    async check(tenantKey: string): Promise<void> {
      await tenantAccessToken(tenantKey);
    },

    tenantAccessToken,
  };
}
export type FeishuStore = ReturnType<typeof createFeishuStore>;
