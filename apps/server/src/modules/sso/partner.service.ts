import {
  PARTNER_WINDOW_SECONDS,
  type TPartnerSettings,
  type TPartnerSettingsUpdate,
  type TPartnerV1Request,
  type TPartnerV2Request,
  type TSignOnResult,
  type TSsoLinkRule,
} from '@ascent/shared/sso';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { SecretBox } from '../../core/secret-box.ts';
import type { Db } from '../../db/client.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { AuthService, LoginContext } from '../auth/auth.service.ts';
import { findByRule, type LinkUsers } from './link-rule.ts';
import { ownPath } from './oidc.service.ts';
import { saveProviderSettings } from './provider-settings.ts';
import { partnerV1Signed, partnerV2Signed, readPartnerV2 } from './partner-ticket.ts';
import { createSsoRepository, type SsoProviderRow } from './sso.repository.ts';

/** sso_providers' kind, sso_links' kind and issuer of partner sign-on. */
const KIND = 'partner';
/** A nonce or jti is kept this long: a ticket is good within ±PARTNER_WINDOW_SECONDS. */
const USED_SECONDS = 2 * PARTNER_WINDOW_SECONDS;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/**
 * Partner sign-on (spec s.7 `ssoPCLogin`, `ssoPCLoginV2`; docs/decisions.md "Partner sign-on"):
 * a partner system of the company sends a person it has signed in with a ticket signed with the
 * secret the company shares with it (partner-ticket.ts), good within PARTNER_WINDOW_SECONDS of
 * the server's clock and once. The person is found by the company's rule (link-rule.ts) each
 * time: the partner vouches for the value now, so no link outlives a reassigned mobile or email;
 * only an account the `create` rule made for the partner's person is linked to it.
 */
export function createPartnerService(deps: {
  db: Db;
  state: SharedState;
  secrets: SecretBox;
  users: LinkUsers;
  auth: Pick<AuthService, 'openProvenSession'>;
  departmentInCompany: (companyId: number, departmentId: number) => Promise<boolean>;
  record: ChangeRecorder;
}) {
  const repo = createSsoRepository(deps.db);

  function toSettings(row: SsoProviderRow | undefined): TPartnerSettings {
    return {
      hasSecret: Boolean(row?.clientSecret),
      linkBy: (row?.linkBy ?? 'account') as TSsoLinkRule,
      createDepartmentId: row?.createDepartmentId ?? null,
      enabled: row?.enabled ?? false,
    };
  }

  /** The company's enabled partner settings with the shared secret opened. */
  async function partnerOf(companyId: number) {
    const row = await repo.provider(companyId, KIND);
    if (!row || !row.enabled || !row.clientSecret) throw fail('signOn.notConfigured');
    return { row, secret: await deps.secrets.open(row.clientSecret) };
  }

  /** The ticket's time is within the window of the server's clock (either side). */
  function inWindow(seconds: number) {
    if (Math.abs(nowSeconds() - seconds) > PARTNER_WINDOW_SECONDS)
      throw fail('signOn.ticketExpired');
  }

  /** The nonce or jti was not seen before (kept while a ticket carrying it could be good). */
  async function once(companyId: number, what: 'nonce' | 'jti', id: string) {
    if (!(await deps.state.lock(`partner:${what}:${companyId}:${id}`, USED_SECONDS)))
      throw fail('signOn.ticketUsed');
  }

  async function signIn(
    row: SsoProviderRow,
    value: string,
    ctx: LoginContext,
    redirect: string | undefined,
    reason: 'partner' | 'htsy' = KIND,
  ): Promise<TSignOnResult> {
    const linkBy = row.linkBy as TSsoLinkRule;
    let userId = await repo.linkedUser(row.companyId, KIND, KIND, value);
    if (userId === undefined) {
      userId = await findByRule(
        deps.users,
        { companyId: row.companyId, linkBy, createDepartmentId: row.createDepartmentId },
        { value, name: '', email: linkBy === 'email' ? value : '' },
      );
      if (userId !== undefined && linkBy === 'create')
        await repo.link(row.companyId, KIND, KIND, value, userId);
    }
    if (userId === undefined) throw fail('signOn.noAccount');
    const login = await deps.auth.openProvenSession(userId, ctx, reason);
    return { login, redirect: ownPath(redirect) };
  }

  const service = {
    async settings(actor: Actor): Promise<TPartnerSettings> {
      return toSettings(await repo.provider(actor.companyId, KIND));
    },

    async saveSettings(
      actor: Actor,
      ip: string,
      input: TPartnerSettingsUpdate,
    ): Promise<TPartnerSettings> {
      const saved = await saveProviderSettings(deps, actor, ip, {
        values: {
          kind: KIND,
          issuer: '',
          clientId: KIND,
          scopes: '',
          linkBy: input.linkBy,
          linkClaim: '',
          createDepartmentId: input.createDepartmentId,
          enabled: input.enabled,
        },
        secret: input.secret,
        shown: toSettings,
      });
      return toSettings(saved);
    },

    /** ssoPCLogin: the fields' HMAC-SHA256 with the shared secret, the time, the nonce once. */
    async loginV1(input: TPartnerV1Request, ctx: LoginContext): Promise<TSignOnResult> {
      const { row, secret } = await partnerOf(Number(input.customerId));
      if (!partnerV1Signed(secret, input, input.sign)) throw fail('signOn.ticketInvalid');
      inWindow(Number(input.timestamp));
      await once(row.companyId, 'nonce', input.nonce);
      return signIn(row, input.account, ctx, input.redirect);
    },

    /** ssoPCLoginV2: a JWT, exactly HS256 with the shared secret; its claims; the jti once. */
    async loginV2(input: TPartnerV2Request, ctx: LoginContext): Promise<TSignOnResult> {
      const { row, sub } = await checkJwtTicket(input.ticket, 'partner');
      return signIn(row, sub, ctx, input.redirect);
    },

    /**
     * The htsy gateway's entries (htsy/auth, home/todoauth, bpm/auth, gatewayauth, autoauth):
     * a V2-form ticket whose `iss` is 'htsy', signed with the same secret; lands on `landing`
     * (a path of this site).
     */
    async htsy(ticket: string, landing: string | undefined, ctx: LoginContext) {
      const { row, sub } = await checkJwtTicket(ticket, 'htsy');
      return signIn(row, sub, ctx, landing, 'htsy');
    },
  };

  /**
   * A V2-form ticket checked: exactly HS256 with the company's partner secret, the claims (with
   * `iss` the expected issuer), the time, the jti once. Answers the settings and the subject.
   */
  async function checkJwtTicket(value: string, issuer: 'partner' | 'htsy') {
    const ticket = readPartnerV2(value);
    // The company is named inside the ticket: read (not trusted) to find whose secret checks it.
    if (!ticket || ticket.head.alg !== 'HS256') throw fail('signOn.ticketInvalid');
    const { cid } = ticket.claims;
    if (!isTime(cid) || cid <= 0 || cid > 2_147_483_647) throw fail('signOn.ticketInvalid');
    const { row, secret } = await partnerOf(cid);
    if (!partnerV2Signed(secret, ticket.signed, ticket.signature))
      throw fail('signOn.ticketInvalid');
    const { iss, aud, sub, iat, exp, jti } = ticket.claims;
    const audOk = aud === 'ascent' || (Array.isArray(aud) && aud.includes('ascent'));
    if (
      iss !== issuer ||
      !audOk ||
      typeof sub !== 'string' ||
      !sub ||
      sub.length > 200 ||
      typeof jti !== 'string' ||
      !/^[\x21-\x7e]{1,128}$/.test(jti) ||
      !isTime(iat) ||
      !isTime(exp) ||
      exp <= iat ||
      exp - iat > PARTNER_WINDOW_SECONDS
    )
      throw fail('signOn.ticketInvalid');
    if (nowSeconds() >= exp) throw fail('signOn.ticketExpired');
    inWindow(iat);
    await once(row.companyId, 'jti', jti);
    return { row, sub };
  }

  return service;
}
export type PartnerService = ReturnType<typeof createPartnerService>;
