import * as client from 'openid-client';
import {
  DEFAULT_LINK_CLAIM,
  OIDC_REDIRECT_PATH,
  OIDC_SIGNED_OUT_PATH,
  type TOidcAuthUrl,
  type TSignOnLogoutUrl,
  type TOidcAuthUrlRequest,
  type TSignOnResult,
  type TOidcCallbackRequest,
  type TOidcSettings,
  type TOidcSettingsUpdate,
  type TOidcTestResult,
  type TSsoLinkRule,
} from '@ascent/shared/sso';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { SecretBox } from '../../core/secret-box.ts';
import { createTtlCache } from '../../core/ttl-cache.ts';
import type { Db } from '../../db/client.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { AuthService, LoginContext } from '../auth/auth.service.ts';
import { localMobile } from '../../infra/suites/suite-client.ts';
import { findByRule, type LinkUsers } from './link-rule.ts';
import { saveProviderSettings } from './provider-settings.ts';
import { createSsoRepository, type SsoProviderRow } from './sso.repository.ts';

const KIND = 'oidc';
/** How long a sign-on may take between leaving for the provider and coming back. */
const FLOW_SECONDS = 600;
/** How long a process reuses a provider's discovery document. */
const DISCOVERY_MS = 10 * 60_000;

/** What a sign-on in flight keeps (shared state, under its `state`), taken once on return. */
interface Flow {
  companyId: number;
  verifier: string;
  nonce: string;
  redirectUri: string;
  /** Where the person lands afterwards: a path of this site. */
  returnTo: string;
}

/** A path of this site, or '/' (never another origin: the sign-on is no open redirect). */
export const ownPath = (v: string | undefined) =>
  v && v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\') ? v : '/';

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** The claim's text (a number is a text too), or ''. */
function claimText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

/**
 * OIDC sign-on (spec s.4 "Unauthenticated entry", s.7 `OIDCGetAuthUrl`, `OIDCCallBack`;
 * docs/decisions.md "OIDC sign-on"): the authorization code flow with PKCE, state and nonce,
 * through openid-client (discovery, the ID token's checks, userinfo). The person is found by
 * the company's link rule the first time and by the kept link afterwards; someone the rule does
 * not find is refused ('No matching account').
 */
export function createOidcService(deps: {
  db: Db;
  state: SharedState;
  secrets: SecretBox;
  users: LinkUsers;
  auth: Pick<AuthService, 'openProvenSession' | 'authenticate'>;
  departmentInCompany: (companyId: number, departmentId: number) => Promise<boolean>;
  record: ChangeRecorder;
  log: { warn: (obj: object, msg: string) => void };
}) {
  const repo = createSsoRepository(deps.db);
  const configs = createTtlCache<string, client.Configuration>(DISCOVERY_MS, 1000);

  function toSettings(row: SsoProviderRow | undefined): TOidcSettings {
    return {
      issuer: row?.issuer ?? '',
      clientId: row?.clientId ?? '',
      hasSecret: Boolean(row?.clientSecret),
      scopes: row?.scopes ?? 'openid profile email',
      linkBy: (row?.linkBy ?? 'account') as TSsoLinkRule,
      linkClaim: row?.linkClaim ?? DEFAULT_LINK_CLAIM.account,
      createDepartmentId: row?.createDepartmentId ?? null,
    };
  }

  /** The provider's configuration (its discovery document), cached per settings version. */
  async function configOf(row: SsoProviderRow): Promise<client.Configuration> {
    const key = `${row.id}:${row.updatedAt.getTime()}`;
    return configs.get(key, async () => {
      const issuer = new URL(row.issuer);
      const secret = row.clientSecret ? await deps.secrets.open(row.clientSecret) : undefined;
      try {
        return await client.discovery(
          issuer,
          row.clientId,
          secret,
          secret ? client.ClientSecretPost(secret) : client.None(),
          {
            // http only for a provider on this machine (shared `isIssuerUrl`); https otherwise.
            execute:
              issuer.protocol === 'http:' && isLoopback(issuer)
                ? [client.allowInsecureRequests]
                : [],
            timeout: 10,
          },
        );
      } catch (error) {
        deps.log.warn({ err: error, issuer: row.issuer }, 'OIDC discovery failed');
        throw fail('signOn.unreachable', { reason: (error as Error).message.slice(0, 200) });
      }
    });
  }

  async function providerOf(companyId: number): Promise<SsoProviderRow> {
    const row = await repo.provider(companyId, KIND);
    if (!row || !row.enabled || !row.issuer || !row.clientId) throw fail('signOn.notConfigured');
    return row;
  }

  /** The account the company's rule finds for these claims, or undefined. */
  function findByClaims(row: SsoProviderRow, claims: Record<string, unknown>) {
    const linkBy = row.linkBy as TSsoLinkRule;
    const value = claimText(claims[row.linkClaim]);
    return findByRule(
      deps.users,
      { companyId: row.companyId, linkBy, createDepartmentId: row.createDepartmentId },
      {
        value: linkBy === 'mobile' ? localMobile(value) : value,
        name: claimText(claims.name),
        email: claims.email_verified === false ? '' : claimText(claims.email),
        unverified:
          (linkBy === 'mobile' && claims.phone_number_verified === false) ||
          (linkBy === 'email' && claims.email_verified === false),
      },
    );
  }

  return {
    async settings(actor: Actor): Promise<TOidcSettings> {
      return toSettings(await repo.provider(actor.companyId, KIND));
    },

    async saveSettings(
      actor: Actor,
      ip: string,
      input: TOidcSettingsUpdate,
    ): Promise<TOidcSettings> {
      const saved = await saveProviderSettings(deps, actor, ip, {
        values: {
          kind: KIND,
          issuer: input.issuer.replace(/\/$/, ''),
          clientId: input.clientId,
          scopes: input.scopes,
          linkBy: input.linkBy,
          linkClaim: input.linkClaim,
          createDepartmentId: input.createDepartmentId,
          enabled: true,
        },
        secret: input.clientSecret,
        shown: toSettings,
      });
      return toSettings(saved);
    },

    /** Test connection: the saved issuer's discovery document. */
    async test(actor: Actor): Promise<TOidcTestResult> {
      const config = await configOf(await providerOf(actor.companyId));
      const meta = config.serverMetadata();
      return { issuer: meta.issuer, authorizationEndpoint: meta.authorization_endpoint ?? '' };
    },

    /** Where to send a signed-out visitor: the provider's authorization address. */
    async authUrl(input: TOidcAuthUrlRequest, origin: string): Promise<TOidcAuthUrl> {
      const row = await providerOf(input.customerId);
      const config = await configOf(row);
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const flow: Flow = {
        companyId: row.companyId,
        verifier,
        nonce: client.randomNonce(),
        redirectUri: `${origin}${OIDC_REDIRECT_PATH}`,
        returnTo: ownPath(input.state),
      };
      await deps.state.set(`oidc:${state}`, JSON.stringify(flow), FLOW_SECONDS);
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: flow.redirectUri,
        scope: row.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce: flow.nonce,
      });
      return { url: url.href };
    },

    /**
     * The provider sent the browser back: the state is taken (once: a forged, replayed or
     * expired one is refused), the code traded with the PKCE verifier, the ID token checked
     * (issuer, audience, signature, nonce), the person found, a session opened.
     */
    async callback(input: TOidcCallbackRequest, ctx: LoginContext): Promise<TSignOnResult> {
      const raw = await deps.state.take(`oidc:${input.state}`);
      if (!raw) throw fail('signOn.stateInvalid');
      const flow = JSON.parse(raw) as Flow;
      if (input.error)
        throw fail('signOn.providerRefused', {
          reason: (input.error_description || input.error).slice(0, 200),
        });
      const row = await providerOf(flow.companyId);
      const config = await configOf(row);
      const back = new URL(flow.redirectUri);
      for (const name of ['code', 'state', 'iss'] as const) {
        const value = input[name];
        if (value !== undefined) back.searchParams.set(name, value);
      }
      let claims: Record<string, unknown>;
      let idToken: string | undefined;
      try {
        const tokens = await client.authorizationCodeGrant(config, back, {
          pkceCodeVerifier: flow.verifier,
          expectedState: input.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        idToken = tokens.id_token;
        const idClaims = tokens.claims()!;
        claims = { ...idClaims };
        if (config.serverMetadata().userinfo_endpoint) {
          const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
          claims = { ...info, ...idClaims };
        }
      } catch (error) {
        deps.log.warn({ err: error, issuer: row.issuer }, 'OIDC sign-on refused');
        throw fail('signOn.failed');
      }
      const subject = claimText(claims.sub);
      const issuer = claimText(claims.iss) || row.issuer;
      let userId = await repo.linkedUser(row.companyId, KIND, issuer, subject);
      if (userId === undefined) {
        userId = await findByClaims(row, claims);
        if (userId === undefined) throw fail('signOn.noAccount');
        await repo.link(row.companyId, KIND, issuer, subject, userId);
      }
      const login = await deps.auth.openProvenSession(userId, ctx, 'oidc');
      // Kept for the sign-out here to end the provider's session too, when it offers that.
      if (idToken && config.serverMetadata().end_session_endpoint) {
        const { sessionId } = await deps.auth.authenticate(`Bearer ${login.token}`);
        await repo.keepSignOnSession(sessionId, row.companyId, await deps.secrets.seal(idToken));
      }
      return { login, redirect: flow.returnTo };
    },

    /**
     * RP-initiated logout: for a session an OIDC sign-on opened, the provider's end-session
     * address with the ID token as hint and this site's login page to come back to; taken once.
     * Null for other sessions, or when the provider (or its sign-out) is gone meanwhile.
     */
    async logoutUrl(actor: Actor, origin: string): Promise<TSignOnLogoutUrl> {
      const kept = await repo.takeSignOnSession(actor.sessionId);
      if (!kept || kept.companyId !== actor.companyId) return { url: null };
      const row = await repo.provider(kept.companyId, KIND);
      if (!row?.enabled || !row.issuer || !row.clientId) return { url: null };
      try {
        const config = await configOf(row);
        if (!config.serverMetadata().end_session_endpoint) return { url: null };
        const url = client.buildEndSessionUrl(config, {
          id_token_hint: await deps.secrets.open(kept.idToken),
          post_logout_redirect_uri: `${origin}${OIDC_SIGNED_OUT_PATH}`,
        });
        return { url: url.href };
      } catch (error) {
        // The provider cannot be reached: signing out here goes on without it.
        deps.log.warn({ err: error, issuer: row.issuer }, 'OIDC end-session address unavailable');
        return { url: null };
      }
    },
  };
}
export type OidcService = ReturnType<typeof createOidcService>;
