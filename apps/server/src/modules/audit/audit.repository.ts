import type { TLangNames } from '@ascent/shared/platform';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  auditReceiptNodes,
  auditReceipts,
  auditTemplateNodes,
  auditTemplates,
} from './audit.schema.ts';

export type AuditTemplateRow = typeof auditTemplates.$inferSelect;
export type AuditTemplateNodeRow = typeof auditTemplateNodes.$inferSelect;
export type AuditReceiptRow = typeof auditReceipts.$inferSelect;
export type AuditReceiptNodeRow = typeof auditReceiptNodes.$inferSelect;

export interface TemplateFilter {
  companyId: number;
  type?: number;
  keyword?: string;
}

export interface NodeValues {
  seq: number;
  name: string;
  langNames: TLangNames;
  approverUserIds: number[];
  approverRoles: string[];
}

/** Who may decide a node: listed by person, or holding one of its roles. */
const approverOf = (userId: number, roles: string[]): SQL =>
  roles.length
    ? (or(
        sql`${auditReceiptNodes.approverUserIds} @> ARRAY[${userId}]::integer[]`,
        sql`${auditReceiptNodes.approverRoles} && ARRAY[${sql.join(
          roles.map((r) => sql`${r}`),
          sql`, `,
        )}]::text[]`,
      ) as SQL)
    : sql`${auditReceiptNodes.approverUserIds} @> ARRAY[${userId}]::integer[]`;

const TEMPLATE_SORT = {
  name: auditTemplates.name,
  type: auditTemplates.type,
  createdAt: auditTemplates.createdAt,
  updatedAt: auditTemplates.updatedAt,
} as const;
export type TemplateSortField = keyof typeof TEMPLATE_SORT;
export const isTemplateSortField = (f: string | undefined): f is TemplateSortField =>
  !!f && Object.prototype.hasOwnProperty.call(TEMPLATE_SORT, f);

/** The only code that queries the audit tables. */
export function createAuditRepository(db: DbOrTx) {
  const templateWhere = (f: TemplateFilter) =>
    and(
      eq(auditTemplates.companyId, f.companyId),
      f.type ? eq(auditTemplates.type, f.type) : undefined,
      f.keyword ? ilike(auditTemplates.name, `%${escapeLike(f.keyword)}%`) : undefined,
    );

  return {
    // -- templates ------------------------------------------------------------------------
    async listTemplates(
      f: TemplateFilter,
      sort: { field: TemplateSortField; desc: boolean },
      offset: number,
      limit: number,
    ): Promise<{ rows: AuditTemplateRow[]; total: number }> {
      const column = TEMPLATE_SORT[sort.field];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditTemplates)
          .where(templateWhere(f))
          .orderBy(sort.desc ? desc(column) : asc(column), desc(auditTemplates.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(auditTemplates).where(templateWhere(f)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async findTemplate(companyId: number, id: number): Promise<AuditTemplateRow | undefined> {
      const [row] = await db
        .select()
        .from(auditTemplates)
        .where(and(eq(auditTemplates.companyId, companyId), eq(auditTemplates.id, id)))
        .limit(1);
      return row;
    },
    async findTemplates(companyId: number, ids: number[]): Promise<AuditTemplateRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(auditTemplates)
        .where(and(eq(auditTemplates.companyId, companyId), inArray(auditTemplates.id, ids)));
    },
    async findActiveTemplate(
      companyId: number,
      type: number,
    ): Promise<AuditTemplateRow | undefined> {
      const [row] = await db
        .select()
        .from(auditTemplates)
        .where(
          and(
            eq(auditTemplates.companyId, companyId),
            eq(auditTemplates.type, type),
            eq(auditTemplates.enabled, true),
          ),
        )
        .limit(1);
      return row;
    },
    async templateNodes(templateIds: number[]): Promise<AuditTemplateNodeRow[]> {
      if (!templateIds.length) return [];
      return db
        .select()
        .from(auditTemplateNodes)
        .where(inArray(auditTemplateNodes.templateId, templateIds))
        .orderBy(asc(auditTemplateNodes.templateId), asc(auditTemplateNodes.seq));
    },
    async insertTemplate(values: typeof auditTemplates.$inferInsert): Promise<AuditTemplateRow> {
      const [row] = await db.insert(auditTemplates).values(values).returning();
      if (!row) throw new Error('insert audit_templates returned nothing');
      return row;
    },
    async updateTemplate(
      id: number,
      values: Partial<typeof auditTemplates.$inferInsert>,
    ): Promise<AuditTemplateRow | undefined> {
      const [row] = await db
        .update(auditTemplates)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(auditTemplates.id, id))
        .returning();
      return row;
    },
    async replaceTemplateNodes(templateId: number, nodes: NodeValues[]): Promise<void> {
      await db.delete(auditTemplateNodes).where(eq(auditTemplateNodes.templateId, templateId));
      if (nodes.length)
        await db.insert(auditTemplateNodes).values(nodes.map((n) => ({ templateId, ...n })));
    },
    async deleteTemplates(companyId: number, ids: number[]): Promise<number> {
      if (!ids.length) return 0;
      const rows = await db
        .delete(auditTemplates)
        .where(and(eq(auditTemplates.companyId, companyId), inArray(auditTemplates.id, ids)))
        .returning({ id: auditTemplates.id });
      return rows.length;
    },
    /** Receipts under review per template. */
    async reviewingCounts(templateIds: number[]): Promise<Map<number, number>> {
      if (!templateIds.length) return new Map();
      const rows = await db
        .select({ templateId: auditReceipts.templateId, n: count() })
        .from(auditReceipts)
        .where(and(inArray(auditReceipts.templateId, templateIds), eq(auditReceipts.status, 1)))
        .groupBy(auditReceipts.templateId);
      return new Map(rows.map((r) => [r.templateId ?? 0, r.n]));
    },

    // -- receipts -------------------------------------------------------------------------
    async insertReceipt(values: typeof auditReceipts.$inferInsert): Promise<AuditReceiptRow> {
      const [row] = await db.insert(auditReceipts).values(values).returning();
      if (!row) throw new Error('insert audit_receipts returned nothing');
      return row;
    },
    async insertReceiptNodes(
      receiptId: number,
      nodes: NodeValues[],
    ): Promise<AuditReceiptNodeRow[]> {
      return db
        .insert(auditReceiptNodes)
        .values(nodes.map((n) => ({ receiptId, ...n })))
        .returning();
    },
    async findReceipt(companyId: number, id: number): Promise<AuditReceiptRow | undefined> {
      const [row] = await db
        .select()
        .from(auditReceipts)
        .where(and(eq(auditReceipts.companyId, companyId), eq(auditReceipts.id, id)))
        .limit(1);
      return row;
    },
    /** The company's receipts of one type for these resources (a domain's own rows). */
    async receiptsFor(
      companyId: number,
      type: number,
      resourceIds: number[],
    ): Promise<AuditReceiptRow[]> {
      if (!resourceIds.length) return [];
      return db
        .select()
        .from(auditReceipts)
        .where(
          and(
            eq(auditReceipts.companyId, companyId),
            eq(auditReceipts.type, type),
            inArray(auditReceipts.resourceId, resourceIds),
          ),
        );
    },
    /** The receipt, locked until the transaction ends (one decision at a time). */
    async lockReceipt(companyId: number, id: number): Promise<AuditReceiptRow | undefined> {
      const [row] = await db
        .select()
        .from(auditReceipts)
        .where(and(eq(auditReceipts.companyId, companyId), eq(auditReceipts.id, id)))
        .for('update')
        .limit(1);
      return row;
    },
    async updateReceipt(
      id: number,
      values: Partial<typeof auditReceipts.$inferInsert>,
    ): Promise<AuditReceiptRow> {
      const [row] = await db
        .update(auditReceipts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(auditReceipts.id, id))
        .returning();
      if (!row) throw new Error('update audit_receipts returned nothing');
      return row;
    },
    async receiptNodes(receiptIds: number[]): Promise<AuditReceiptNodeRow[]> {
      if (!receiptIds.length) return [];
      return db
        .select()
        .from(auditReceiptNodes)
        .where(inArray(auditReceiptNodes.receiptId, receiptIds))
        .orderBy(asc(auditReceiptNodes.receiptId), asc(auditReceiptNodes.seq));
    },
    async decideNode(
      id: number,
      values: { decision: number; approverId: number; remark: string },
    ): Promise<void> {
      await db
        .update(auditReceiptNodes)
        .set({ ...values, decidedAt: new Date() })
        .where(eq(auditReceiptNodes.id, id));
    },
    /** My submissions, newest first. */
    async listByApplicant(
      companyId: number,
      applicantId: number,
      f: { status?: number; type?: number },
      offset: number,
      limit: number,
    ): Promise<{ rows: AuditReceiptRow[]; total: number }> {
      const where = and(
        eq(auditReceipts.applicantId, applicantId),
        eq(auditReceipts.companyId, companyId),
        f.status ? eq(auditReceipts.status, f.status) : undefined,
        f.type ? eq(auditReceipts.type, f.type) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditReceipts)
          .where(where)
          .orderBy(desc(auditReceipts.createdAt), desc(auditReceipts.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(auditReceipts).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** Receipts under review whose current node the user may decide, oldest first. */
    async listTodo(
      companyId: number,
      userId: number,
      roles: string[],
      f: { type?: number },
      offset: number,
      limit: number,
    ): Promise<{ rows: AuditReceiptRow[]; total: number }> {
      const where = and(
        eq(auditReceipts.companyId, companyId),
        eq(auditReceipts.status, 1),
        f.type ? eq(auditReceipts.type, f.type) : undefined,
        approverOf(userId, roles),
      );
      const join = and(
        eq(auditReceiptNodes.receiptId, auditReceipts.id),
        eq(auditReceiptNodes.seq, auditReceipts.currentNode),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ receipt: auditReceipts })
          .from(auditReceipts)
          .innerJoin(auditReceiptNodes, join)
          .where(where)
          .orderBy(asc(auditReceipts.createdAt), asc(auditReceipts.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ n: count() })
          .from(auditReceipts)
          .innerJoin(auditReceiptNodes, join)
          .where(where),
      ]);
      return { rows: rows.map((r) => r.receipt), total: total?.n ?? 0 };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;

/** Escapes LIKE wildcards in a user's keyword. */
export function escapeLike(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
}
