import { and, asc, eq, ne } from 'drizzle-orm';
import { PLATFORM_SUITES } from '@ascent/shared/sso/suites';
import type { DbOrTx } from '../../db/client.ts';
import { ssoLinks, ssoProviders, ssoSessions, wxworkInstalls } from './sso.schema.ts';

export type SsoProviderRow = typeof ssoProviders.$inferSelect;
export type NewSsoProvider = typeof ssoProviders.$inferInsert;
export type WxworkInstallRow = typeof wxworkInstalls.$inferSelect;
export type NewWxworkInstall = typeof wxworkInstalls.$inferInsert;

/** The only code that queries sso_providers, sso_links and wxwork_installs. */
export function createSsoRepository(db: DbOrTx) {
  return {
    async provider(companyId: number, kind: string): Promise<SsoProviderRow | undefined> {
      const [row] = await db
        .select()
        .from(ssoProviders)
        .where(and(eq(ssoProviders.companyId, companyId), eq(ssoProviders.kind, kind)))
        .limit(1);
      return row;
    },
    /**
     * The public ids of the company's enabled app at the suite its login platform names (the
     * platform config's appId, corpId, agentId for the in-app JS APIs); '' for none.
     */
    async platformApp(companyId: number, platform: string) {
      const kind = PLATFORM_SUITES[platform];
      const row = kind ? await this.provider(companyId, kind) : undefined;
      const on = row?.enabled === true;
      return {
        appId: on ? row.clientId : '',
        corpId: on ? row.corpId : '',
        agentId: on ? row.agentId : '',
      };
    },
    /**
     * Another company whose Feishu settings bind this tenant to the store app (the lowest id),
     * or undefined: a tenant is bound to one company.
     */
    async feishuStoreTenantOwner(tenantKey: string, exceptCompanyId: number) {
      const [row] = await db
        .select({ companyId: ssoProviders.companyId })
        .from(ssoProviders)
        .where(
          and(
            eq(ssoProviders.kind, 'feishu'),
            eq(ssoProviders.storeApp, true),
            eq(ssoProviders.corpId, tenantKey),
            ne(ssoProviders.companyId, exceptCompanyId),
          ),
        )
        .orderBy(asc(ssoProviders.companyId))
        .limit(1);
      return row?.companyId;
    },
    /** Inserts or replaces the company's provider of that kind. */
    async saveProvider(values: NewSsoProvider): Promise<SsoProviderRow> {
      const { companyId: _c, kind: _k, ...rest } = values;
      const [row] = await db
        .insert(ssoProviders)
        .values(values)
        .onConflictDoUpdate({
          target: [ssoProviders.companyId, ssoProviders.kind],
          set: { ...rest, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },
    async linkedUser(
      companyId: number,
      kind: string,
      issuer: string,
      subject: string,
    ): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: ssoLinks.userId })
        .from(ssoLinks)
        .where(
          and(
            eq(ssoLinks.companyId, companyId),
            eq(ssoLinks.kind, kind),
            eq(ssoLinks.issuer, issuer),
            eq(ssoLinks.subject, subject),
          ),
        )
        .limit(1);
      return row?.userId;
    },
    /** The sealed ID token of the OIDC sign-on that opened a session (RP-initiated logout). */
    async keepSignOnSession(sessionId: string, companyId: number, idToken: string) {
      await db
        .insert(ssoSessions)
        .values({ sessionId, companyId, idToken })
        .onConflictDoNothing({ target: ssoSessions.sessionId });
    },
    /** Takes (deletes) what the session's sign-on kept, once. */
    async takeSignOnSession(
      sessionId: string,
    ): Promise<{ companyId: number; idToken: string } | undefined> {
      const [row] = await db
        .delete(ssoSessions)
        .where(eq(ssoSessions.sessionId, sessionId))
        .returning({ companyId: ssoSessions.companyId, idToken: ssoSessions.idToken });
      return row;
    },
    /** Keeps the link; a link made meanwhile by another request stands. */
    async link(companyId: number, kind: string, issuer: string, subject: string, userId: number) {
      await db
        .insert(ssoLinks)
        .values({ companyId, kind, issuer, subject, userId })
        .onConflictDoNothing();
    },
    /** The install of the operator's WeCom app by that WeCom company, if any. */
    async wxworkInstall(corpId: string): Promise<WxworkInstallRow | undefined> {
      const [row] = await db
        .select()
        .from(wxworkInstalls)
        .where(eq(wxworkInstalls.corpId, corpId))
        .limit(1);
      return row;
    },
    /** The install of the operator's WeCom app bound to that company, if any (cancelled too). */
    async wxworkInstallOf(companyId: number): Promise<WxworkInstallRow | undefined> {
      const [row] = await db
        .select()
        .from(wxworkInstalls)
        .where(eq(wxworkInstalls.companyId, companyId))
        .limit(1);
      return row;
    },
    /** The first company (lowest id) whose WeCom settings name that corpid. */
    async companyWithWxworkCorp(corpId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ companyId: ssoProviders.companyId })
        .from(ssoProviders)
        .where(and(eq(ssoProviders.kind, 'wxwork'), eq(ssoProviders.corpId, corpId)))
        .orderBy(asc(ssoProviders.companyId))
        .limit(1);
      return row?.companyId;
    },
    /** Inserts or replaces the WeCom company's install (one per corpid). */
    async saveWxworkInstall(values: NewWxworkInstall): Promise<WxworkInstallRow> {
      const { corpId: _c, companyId: _co, createdCompany: _cc, ...rest } = values;
      const [row] = await db
        .insert(wxworkInstalls)
        .values(values)
        .onConflictDoUpdate({
          target: wxworkInstalls.corpId,
          set: { ...rest, cancelledAt: null, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },
    /** Replaces the permanent code of the WeCom company's install (reset_permanent_code). */
    async replaceWxworkCode(corpId: string, permanentCode: string, agentId: string) {
      await db
        .update(wxworkInstalls)
        .set({ permanentCode, agentId, updatedAt: new Date() })
        .where(eq(wxworkInstalls.corpId, corpId));
    },
    /** WeCom says the company removed the app: the install ends (kept, marked cancelled). */
    async cancelWxworkInstall(corpId: string): Promise<void> {
      await db
        .update(wxworkInstalls)
        .set({ cancelledAt: new Date(), updatedAt: new Date() })
        .where(eq(wxworkInstalls.corpId, corpId));
    },
  };
}
export type SsoRepository = ReturnType<typeof createSsoRepository>;
