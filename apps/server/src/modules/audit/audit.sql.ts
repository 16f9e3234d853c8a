import { and, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { APPROVAL_STATUS } from '@ascent/shared/common';
import type { Within } from '../learning/learning.sql.ts';
import { auditReceipts } from './audit.schema.ts';

/** Approvals as SQL the dashboard composes (issue 14); the tables stay this module's. */
const qb = new QueryBuilder();

/** Receipts of the company under review (of applicants `within`, when given). */
export function pendingApprovalCount(companyId: number, within: Within) {
  return qb
    .select({ pending: sql<number>`count(*)::int`.as('pending') })
    .from(auditReceipts)
    .where(
      and(
        eq(auditReceipts.companyId, companyId),
        eq(auditReceipts.status, APPROVAL_STATUS.reviewing),
        within?.(auditReceipts.applicantId),
      ),
    );
}
