import { and, count, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { CertificateState } from '@ascent/shared/certificate';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../core/like.ts';
import { peopleRows } from '../user/people.sql.ts';
import {
  certificateTemplateSources,
  certificateTemplates,
  certificates,
} from './certificate.schema.ts';

export type TemplateRow = typeof certificateTemplates.$inferSelect;
export type TemplateValues = Omit<typeof certificateTemplates.$inferInsert, 'id' | 'companyId'>;
export type SourceRow = typeof certificateTemplateSources.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificate = Omit<typeof certificates.$inferInsert, 'id' | 'number'>;

const tpl = certificateTemplates;
const src = certificateTemplateSources;
const c = certificates;
/** The holders (the user module's people subquery), joined for the admin list's keyword. */
const users = peopleRows('holder');

/** The SQL condition of a derived state at `now`. */
function stateIs(state: CertificateState, now: Date): SQL {
  if (state === 'revoked') return eq(c.status, 'revoked');
  if (state === 'expired') return and(eq(c.status, 'valid'), lte(c.expiresAt, now))!;
  return and(eq(c.status, 'valid'), or(isNull(c.expiresAt), gt(c.expiresAt, now)))!;
}

export interface CertificateFilter {
  companyId: number;
  keyword?: string;
  templateId?: number;
  state?: CertificateState;
  now: Date;
}

/** The only code that reads and writes the certificate tables. */
export function createCertificateRepository(q: DbOrTx) {
  function adminWhere(f: CertificateFilter): SQL {
    const pattern = f.keyword ? containsPattern(f.keyword) : null;
    return and(
      eq(c.companyId, f.companyId),
      f.templateId ? eq(c.templateId, f.templateId) : undefined,
      f.state ? stateIs(f.state, f.now) : undefined,
      pattern
        ? or(
            ilike(users.realName, pattern),
            ilike(users.account, pattern),
            eq(c.number, f.keyword!),
            eq(c.code, f.keyword!.toUpperCase()),
          )
        : undefined,
    )!;
  }

  return {
    // ---- templates -------------------------------------------------------------------------
    async templatePage(
      companyId: number,
      keyword: string | undefined,
      offset: number,
      limit: number,
    ) {
      const where = and(
        eq(tpl.companyId, companyId),
        keyword ? ilike(tpl.name, containsPattern(keyword)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        q
          .select()
          .from(tpl)
          .where(where)
          .orderBy(desc(tpl.updatedAt), desc(tpl.id))
          .offset(offset)
          .limit(limit),
        q.select({ n: count() }).from(tpl).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findTemplate(companyId: number, id: number): Promise<TemplateRow | undefined> {
      const [row] = await q
        .select()
        .from(tpl)
        .where(and(eq(tpl.companyId, companyId), eq(tpl.id, id)));
      return row;
    },

    async findTemplates(companyId: number, ids: number[]): Promise<TemplateRow[]> {
      if (!ids.length) return [];
      return q
        .select()
        .from(tpl)
        .where(and(eq(tpl.companyId, companyId), inArray(tpl.id, ids)));
    },

    async insertTemplate(companyId: number, values: TemplateValues): Promise<TemplateRow> {
      const [row] = await q
        .insert(tpl)
        .values({ ...values, companyId })
        .returning();
      return row!;
    },

    async updateTemplate(id: number, values: TemplateValues): Promise<TemplateRow> {
      const [row] = await q
        .update(tpl)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(tpl.id, id))
        .returning();
      return row!;
    },

    async deleteTemplates(ids: number[]): Promise<void> {
      if (ids.length) await q.delete(tpl).where(inArray(tpl.id, ids));
    },

    async sourcesOf(templateIds: number[]): Promise<SourceRow[]> {
      if (!templateIds.length) return [];
      return q
        .select()
        .from(src)
        .where(inArray(src.templateId, templateIds))
        .orderBy(src.templateId, src.kind, src.itemId);
    },

    async replaceSources(templateId: number, rows: { kind: string; itemId: number }[]) {
      await q.delete(src).where(eq(src.templateId, templateId));
      if (rows.length) await q.insert(src).values(rows.map((r) => ({ ...r, templateId })));
    },

    /** Enabled templates of the company that an item of this kind issues. */
    async templatesIssuedBy(companyId: number, kind: string, itemId: number) {
      return q
        .select({ id: tpl.id, name: tpl.name, validityMonths: tpl.validityMonths })
        .from(src)
        .innerJoin(tpl, eq(tpl.id, src.templateId))
        .where(
          and(
            eq(src.kind, kind),
            eq(src.itemId, itemId),
            eq(tpl.companyId, companyId),
            eq(tpl.enabled, true),
          ),
        );
    },

    /** Certificates issued per template. */
    async issuedCounts(templateIds: number[]): Promise<Map<number, number>> {
      if (!templateIds.length) return new Map();
      const rows = await q
        .select({ id: c.templateId, n: count() })
        .from(c)
        .where(inArray(c.templateId, templateIds))
        .groupBy(c.templateId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    // ---- certificates ----------------------------------------------------------------------
    /**
     * Inserts a certificate and gives it its number; returns null when the same (template,
     * user, source) already has one (the unique index decides, so repeats are harmless).
     */
    async issue(values: NewCertificate): Promise<CertificateRow | null> {
      const [row] = await q
        .insert(c)
        // The code stands in for the number until the id is known.
        .values({ ...values, number: `tmp-${values.code}` })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      const year = values.issuedAt.getUTCFullYear();
      const [numbered] = await q
        .update(c)
        .set({ number: `${year}${String(row.id).padStart(8, '0')}` })
        .where(eq(c.id, row.id))
        .returning();
      return numbered!;
    },

    /** Users among ids holding a certificate of the template that is valid at `now`. */
    async holdersOfValid(templateId: number, userIds: number[], now: Date): Promise<Set<number>> {
      if (!userIds.length) return new Set();
      const rows = await q
        .select({ userId: c.userId })
        .from(c)
        .where(
          and(eq(c.templateId, templateId), inArray(c.userId, userIds), stateIs('valid', now)),
        );
      return new Set(rows.map((r) => r.userId));
    },

    async byId(id: number): Promise<CertificateRow | undefined> {
      const [row] = await q.select().from(c).where(eq(c.id, id));
      return row;
    },

    async byCode(code: string): Promise<CertificateRow | undefined> {
      const [row] = await q.select().from(c).where(eq(c.code, code));
      return row;
    },

    async setPdfKey(id: number, key: string): Promise<boolean> {
      const rows = await q
        .update(c)
        .set({ pdfKey: key })
        .where(and(eq(c.id, id), isNull(c.pdfKey)))
        .returning({ id: c.id });
      return rows.length > 0;
    },

    async revoke(id: number, by: number, reason: string, at: Date): Promise<CertificateRow> {
      const [row] = await q
        .update(c)
        .set({ status: 'revoked', revokedAt: at, revokedBy: by, revokeReason: reason })
        .where(eq(c.id, id))
        .returning();
      return row!;
    },

    /** The learner's certificates, newest first. */
    async mine(userId: number, offset: number, limit: number) {
      const where = eq(c.userId, userId);
      const [rows, [total]] = await Promise.all([
        q
          .select()
          .from(c)
          .where(where)
          .orderBy(desc(c.issuedAt), desc(c.id))
          .offset(offset)
          .limit(limit),
        q.select({ n: count() }).from(c).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Not revoked, with an expiry before `until` (expired ones included), soonest first. */
    async dangerous(userId: number, until: Date, offset: number, limit: number) {
      const where = and(eq(c.userId, userId), eq(c.status, 'valid'), lte(c.expiresAt, until));
      const [rows, [total]] = await Promise.all([
        q.select().from(c).where(where).orderBy(c.expiresAt, c.id).offset(offset).limit(limit),
        q.select({ n: count() }).from(c).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The admin list (holder joined for the keyword), newest first. */
    async adminPage(f: CertificateFilter, offset: number, limit: number) {
      const where = adminWhere(f);
      const [rows, [total]] = await Promise.all([
        q
          .select({ c })
          .from(c)
          .innerJoin(users, eq(users.id, c.userId))
          .where(where)
          .orderBy(desc(c.issuedAt), desc(c.id))
          .offset(offset)
          .limit(limit),
        q.select({ n: count() }).from(c).innerJoin(users, eq(users.id, c.userId)).where(where),
      ]);
      return { rows: rows.map((r) => r.c), total: total?.n ?? 0 };
    },

    /** Every certificate of a filter (the export), bounded by `limit`. */
    async adminAll(f: CertificateFilter, limit: number): Promise<CertificateRow[]> {
      const rows = await q
        .select({ c })
        .from(c)
        .innerJoin(users, eq(users.id, c.userId))
        .where(adminWhere(f))
        .orderBy(desc(c.issuedAt), desc(c.id))
        .limit(limit);
      return rows.map((r) => r.c);
    },
  };
}
export type CertificateRepository = ReturnType<typeof createCertificateRepository>;
