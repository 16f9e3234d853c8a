import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TLangNames } from '@ascent/shared/platform';
import { companies } from '../company/company.schema.ts';
import { users } from '../user/user.schema.ts';

/** An approval template: per company and audit type, ordered nodes; at most one active per type. */
export const auditTemplates = pgTable(
  'audit_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The audit type (2 personnel information, ...): an open set of registered handlers. */
    type: integer('type').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_templates_company_idx').on(t.companyId, t.type, t.updatedAt),
    uniqueIndex('audit_templates_active_uq')
      .on(t.companyId, t.type)
      .where(sql`${t.enabled}`),
  ],
);

/** A template's nodes in order; any one of a node's approvers (people or roles) decides. */
export const auditTemplateNodes = pgTable(
  'audit_template_nodes',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => auditTemplates.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 ... in approval order. */
    seq: integer('seq').notNull(),
    /** The name as entered: shown in a language that has no name of its own in langNames. */
    name: text('name').notNull(),
    /** The name per language (zh_CN, zh_TW, en_US), each optional; see pickLangName. */
    langNames: jsonb('lang_names').$type<TLangNames>().notNull().default({}),
    approverUserIds: integer('approver_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    approverRoles: text('approver_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('audit_template_nodes_seq_uq').on(t.templateId, t.seq)],
);

/**
 * An audit record (receipt): one submission going through a template's nodes. The nodes are
 * copied into audit_receipt_nodes when it opens, so editing the template later changes
 * nothing for receipts already under way.
 */
export const auditReceipts = pgTable(
  'audit_receipts',
  {
    /** auditId of the spec. */
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    type: integer('type').notNull(),
    templateId: integer('template_id').references(() => auditTemplates.id, {
      onDelete: 'set null',
    }),
    /** The domain's own record (for type 2, the personnel submission). */
    resourceId: integer('resource_id').notNull(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 under review, 2 passed, 3 rejected, 4 withdrawn. */
    status: integer('status').notNull().default(1),
    /** seq of the node waiting for a decision (the last decided node once finished). */
    currentNode: integer('current_node').notNull().default(1),
    nodeCount: integer('node_count').notNull(),
    /** The domain's snapshot of what is asked for, described by its handler. */
    payload: jsonb('payload').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('audit_receipts_applicant_idx').on(t.applicantId, t.createdAt),
    index('audit_receipts_reviewing_idx').on(t.companyId, t.status, t.createdAt),
    index('audit_receipts_template_idx').on(t.templateId, t.status),
    index('audit_receipts_resource_idx').on(t.type, t.resourceId),
  ],
);

/** Each node of a receipt: its approvers (copied from the template) and its decision. */
export const auditReceiptNodes = pgTable(
  'audit_receipt_nodes',
  {
    id: serial('id').primaryKey(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => auditReceipts.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** The name as entered: shown in a language that has no name of its own in langNames. */
    name: text('name').notNull(),
    /** The name per language (zh_CN, zh_TW, en_US), each optional; see pickLangName. */
    langNames: jsonb('lang_names').$type<TLangNames>().notNull().default({}),
    approverUserIds: integer('approver_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    approverRoles: text('approver_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 0 undecided, 2 passed, 3 rejected. */
    decision: integer('decision').notNull().default(0),
    approverId: integer('approver_id').references(() => users.id, { onDelete: 'set null' }),
    remark: text('remark').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('audit_receipt_nodes_seq_uq').on(t.receiptId, t.seq),
    index('audit_receipt_nodes_users_idx').using('gin', t.approverUserIds),
    index('audit_receipt_nodes_roles_idx').using('gin', t.approverRoles),
  ],
);
