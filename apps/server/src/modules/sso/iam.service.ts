import { createHash, randomBytes } from 'node:crypto';
import {
  DEFAULT_IAM_FIELD,
  IAM_REDIRECT_PATH,
  type TIamAuthUrlRequest,
  type TIamCallbackRequest,
  type TIamSettings,
  type TIamSettingsUpdate,
  type TIamTestResult,
  type TOidcAuthUrl,
  type TSignOnResult,
  type TSsoLinkRule,
} from '@ascent/shared/sso';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { SecretBox } from '../../core/secret-box.ts';
import type { Db } from '../../db/client.ts';
import {
  isRecord,
  requestProviderJson,
  textOf,
  type CallFailure,
  type ProviderAnswer,
} from '../../infra/outside-json.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import { localMobile } from '../../infra/suites/suite-client.ts';
import type { AuthService, LoginContext } from '../auth/auth.service.ts';
import { saveProviderSettings } from './provider-settings.ts';
import { findByRule, type LinkUsers } from './link-rule.ts';
import { ownPath } from './oidc.service.ts';
import { createSsoRepository, type SsoProviderRow } from './sso.repository.ts';

const KIND = 'iam';
/** How long a sign-on may take between leaving for the IAM and coming back. */
const FLOW_SECONDS = 600;
/** How long the IAM has to answer one request. */
const TIMEOUT_MS = 10_000;

/** What a sign-on in flight keeps (shared state, under its `state`), taken once on return. */
interface Flow {
  companyId: number;
  /** The PKCE code verifier (RFC 7636) the code is traded with. */
  verifier: string;
  redirectUri: string;
  /** Where the person lands afterwards: a path of this site. */
  returnTo: string;
}

/** The IAM could not be reached or answered something that is not JSON. */
class IamCallError extends Error {
  readonly code: 'network' | 'bad_response';
  constructor(code: 'network' | 'bad_response', message: string) {
    super(message);
    this.code = code;
  }
}
const failure: CallFailure = (code, detail) => new IamCallError(code, detail);

/** The value at a dotted path (`data.user.id`) of a JSON answer, or undefined. */
export function fieldAt(value: unknown, path: string): unknown {
  let at: unknown = value;
  for (const key of path.split('.')) {
    if (Array.isArray(at) && /^\d+$/.test(key)) at = at[Number(key)];
    else if (isRecord(at)) at = at[key];
    else return undefined;
  }
  return at;
}

/** The field's text (a number is a text too), or ''. */
function fieldText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The object the dotted path's last field is in (`data` for `data.userId`), or the answer. */
function parentOf(info: Record<string, unknown>, path: string): Record<string, unknown> {
  const dot = path.lastIndexOf('.');
  const parent = dot < 0 ? info : fieldAt(info, path.slice(0, dot));
  return isRecord(parent) ? parent : info;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * IAM sign-on (spec s.7 `IAMGetAuthUrl`, `IAMCallBack`, learner pages /sso/iam and
 * /sso/iamLogin; docs/decisions.md "IAM sign-on"): the OAuth 2.0 authorization code flow with
 * PKCE (S256) and a single-use state against an identity system that speaks plain OAuth 2 but
 * not OIDC: its authorization, token and userinfo endpoints are configured, and the person is
 * read from its userinfo JSON (the subject and the field the link rule matches are named by
 * dotted paths). The person is found by the kept link, or the first time by the company's rule
 * (modules/sso/link-rule), else refused ('No matching account').
 */
export function createIamService(deps: {
  db: Db;
  state: SharedState;
  secrets: SecretBox;
  users: LinkUsers;
  auth: Pick<AuthService, 'openProvenSession'>;
  departmentInCompany: (companyId: number, departmentId: number) => Promise<boolean>;
  record: ChangeRecorder;
  log: { warn: (obj: object, msg: string) => void };
  fetch?: typeof fetch;
}) {
  const repo = createSsoRepository(deps.db);
  const fetchImpl = deps.fetch ?? globalThis.fetch;

  function toSettings(row: SsoProviderRow | undefined): TIamSettings {
    const linkBy = (row?.linkBy ?? 'account') as TSsoLinkRule;
    return {
      authorizeUrl: row?.issuer ?? '',
      tokenUrl: row?.tokenUrl ?? '',
      userinfoUrl: row?.userinfoUrl ?? '',
      clientId: row?.clientId ?? '',
      hasSecret: Boolean(row?.clientSecret),
      scopes: row?.scopes ?? '',
      subjectField: row?.subjectField || 'sub',
      linkBy,
      linkField: row?.linkClaim || DEFAULT_IAM_FIELD[linkBy],
      createDepartmentId: row?.createDepartmentId ?? null,
    };
  }

  async function providerOf(companyId: number): Promise<SsoProviderRow> {
    const row = await repo.provider(companyId, KIND);
    if (!row || !row.enabled || !row.issuer || !row.tokenUrl || !row.userinfoUrl || !row.clientId)
      throw fail('signOn.notConfigured');
    return row;
  }

  /** One JSON call to the IAM: unreachable or not JSON is 'could not be reached'. */
  async function call(row: SsoProviderRow, url: string, init: RequestInit) {
    try {
      return await requestProviderJson(url, init, TIMEOUT_MS, fetchImpl, failure);
    } catch (error) {
      if (!(error instanceof IamCallError)) throw error;
      deps.log.warn({ err: error, url, companyId: row.companyId }, 'IAM unreachable');
      throw fail('signOn.unreachable', { reason: error.message.slice(0, 200) });
    }
  }

  /** The IAM refused (an OAuth error or an answer without what was asked): logged, then failed. */
  function refused(row: SsoProviderRow, step: string, answer: ProviderAnswer): never {
    deps.log.warn(
      {
        companyId: row.companyId,
        step,
        status: answer.status,
        answer: JSON.stringify(answer.body).slice(0, 300),
      },
      'IAM sign-on refused',
    );
    throw fail('signOn.failed');
  }

  /** The code traded for an access token (RFC 6749 s.4.1.3, client_secret_post, RFC 7636). */
  async function accessToken(row: SsoProviderRow, flow: Flow, code: string): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: flow.redirectUri,
      client_id: row.clientId,
      code_verifier: flow.verifier,
    });
    if (row.clientSecret) form.set('client_secret', await deps.secrets.open(row.clientSecret));
    const answer = await call(row, row.tokenUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
    });
    const token = isRecord(answer.body) ? textOf(answer.body.access_token) : '';
    if (answer.status !== 200 || !token || (isRecord(answer.body) && answer.body.error))
      refused(row, 'token', answer);
    return token;
  }

  /** The userinfo endpoint's JSON for the access token. */
  async function userinfo(row: SsoProviderRow, token: string): Promise<Record<string, unknown>> {
    const answer = await call(row, row.userinfoUrl, {
      method: 'GET',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    if (answer.status !== 200 || !isRecord(answer.body)) refused(row, 'userinfo', answer);
    return answer.body as Record<string, unknown>;
  }

  /** The account the company's rule finds for this userinfo, or undefined. */
  function findByInfo(row: SsoProviderRow, info: Record<string, unknown>) {
    const linkBy = row.linkBy as TSsoLinkRule;
    const value = fieldText(fieldAt(info, row.linkClaim));
    // The name and email beside the matched field (`data.name` for `data.userId`), else on top.
    const near = parentOf(info, row.linkClaim);
    return findByRule(
      deps.users,
      { companyId: row.companyId, linkBy, createDepartmentId: row.createDepartmentId },
      {
        value: linkBy === 'mobile' ? localMobile(value) : value,
        name: fieldText(near.name) || fieldText(info.name),
        email: fieldText(near.email) || fieldText(info.email),
      },
    );
  }

  return {
    async settings(actor: Actor): Promise<TIamSettings> {
      return toSettings(await repo.provider(actor.companyId, KIND));
    },

    async saveSettings(actor: Actor, ip: string, input: TIamSettingsUpdate): Promise<TIamSettings> {
      const saved = await saveProviderSettings(deps, actor, ip, {
        values: {
          kind: KIND,
          // The authorization endpoint is kept as the provider's issuer.
          issuer: input.authorizeUrl,
          tokenUrl: input.tokenUrl,
          userinfoUrl: input.userinfoUrl,
          clientId: input.clientId,
          scopes: input.scopes,
          subjectField: input.subjectField,
          linkBy: input.linkBy,
          linkClaim: input.linkField,
          createDepartmentId: input.createDepartmentId,
          enabled: true,
        },
        secret: input.clientSecret,
        shown: toSettings,
      });
      return toSettings(saved);
    },

    /**
     * Test connection: each saved endpoint answers over HTTP (any status: the token endpoint
     * refuses a GET, the userinfo endpoint a request without a token). Plain OAuth 2 has no
     * call every IAM accepts without a person, so the client's credentials are tried only by a
     * real sign-in.
     */
    async test(actor: Actor): Promise<TIamTestResult> {
      const row = await providerOf(actor.companyId);
      const named = [
        ['authorize', row.issuer],
        ['token', row.tokenUrl],
        ['userinfo', row.userinfoUrl],
      ] as const;
      const endpoints = await Promise.all(
        named.map(async ([name, url]) => {
          try {
            const res = await fetchImpl(url, {
              method: 'GET',
              redirect: 'manual',
              signal: AbortSignal.timeout(TIMEOUT_MS),
            });
            await res.body?.cancel();
            return { name, url, status: res.status };
          } catch (error) {
            const err = error as Error;
            const cause = err.cause instanceof Error ? ` (${err.cause.message})` : '';
            const why = err.name === 'TimeoutError' ? `no answer within ${TIMEOUT_MS} ms` : '';
            throw fail('signOn.unreachable', {
              reason: `${url}: ${why || err.message + cause}`.slice(0, 200),
            });
          }
        }),
      );
      return { endpoints };
    },

    /** Where to send a signed-out visitor: the IAM's authorization address. */
    async authUrl(input: TIamAuthUrlRequest, origin: string): Promise<TOidcAuthUrl> {
      const row = await providerOf(input.customerId);
      const state = base64url(randomBytes(24));
      const flow: Flow = {
        companyId: row.companyId,
        verifier: base64url(randomBytes(32)),
        redirectUri: `${origin}${IAM_REDIRECT_PATH}`,
        returnTo: ownPath(input.state),
      };
      await deps.state.set(`iam:${state}`, JSON.stringify(flow), FLOW_SECONDS);
      const url = new URL(row.issuer);
      const params = {
        response_type: 'code',
        client_id: row.clientId,
        redirect_uri: flow.redirectUri,
        ...(row.scopes ? { scope: row.scopes } : {}),
        state,
        code_challenge: base64url(createHash('sha256').update(flow.verifier).digest()),
        code_challenge_method: 'S256',
      };
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return { url: url.href };
    },

    /**
     * The IAM sent the browser back: the state is taken (once: a forged, replayed or expired
     * one is refused), the code traded with the PKCE verifier, the userinfo read, the person
     * found, a session opened.
     */
    async callback(input: TIamCallbackRequest, ctx: LoginContext): Promise<TSignOnResult> {
      const raw = await deps.state.take(`iam:${input.state}`);
      if (!raw) throw fail('signOn.stateInvalid');
      const flow = JSON.parse(raw) as Flow;
      if (input.error)
        throw fail('signOn.providerRefused', {
          reason: (input.error_description || input.error).slice(0, 200),
        });
      if (!input.code) throw fail('signOn.failed');
      const row = await providerOf(flow.companyId);
      const info = await userinfo(row, await accessToken(row, flow, input.code));
      const subject = fieldText(fieldAt(info, row.subjectField || 'sub'));
      // Only the answer's field names are logged, not the person's data.
      if (!subject) refused(row, 'subject', { status: 200, body: Object.keys(info) });
      const issuer = new URL(row.issuer).origin;
      let userId = await repo.linkedUser(row.companyId, KIND, issuer, subject);
      if (userId === undefined) {
        userId = await findByInfo(row, info);
        if (userId === undefined) throw fail('signOn.noAccount');
        await repo.link(row.companyId, KIND, issuer, subject, userId);
      }
      const login = await deps.auth.openProvenSession(userId, ctx, KIND);
      return { login, redirect: flow.returnTo };
    },
  };
}
export type IamService = ReturnType<typeof createIamService>;
