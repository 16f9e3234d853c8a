import type { TAuditLine, TAuditLink } from '@ascent/shared/audit';
import type { Locale } from '@ascent/shared/i18n';
import type { DbOrTx } from '../../db/client.ts';

/** What a domain's handler sees of a receipt. */
export interface AuditReceiptView {
  auditId: number;
  companyId: number;
  type: number;
  resourceId: number;
  applicantId: number;
  status: number;
  /** The domain's own snapshot, stored when the receipt opened. */
  payload: unknown;
  /** Who made the decision being handled (null for a withdrawal). */
  decidedBy: number | null;
}

/**
 * A domain's part in approvals. The audit module calls it inside the decision's transaction,
 * so the domain's change and the receipt's new status land together or not at all; the audit
 * module never touches the domain's tables.
 */
export interface AuditHandler {
  type: number;
  /** The type's name in the caller's language. */
  name(locale: Locale): string;
  /** The last node passed: apply what was asked for. */
  onApproved(tx: DbOrTx, receipt: AuditReceiptView): Promise<void>;
  /** A node rejected it, with the approver's reason. */
  onRejected(tx: DbOrTx, receipt: AuditReceiptView, reason: string): Promise<void>;
  /** The applicant withdrew it while under review. */
  onWithdrawn?(tx: DbOrTx, receipt: AuditReceiptView): Promise<void>;
  /**
   * After a final decision (passed or rejected) has committed: what the domain keeps outside
   * the database (a cache) catches up. Not in the transaction.
   */
  afterDecided?(receipt: AuditReceiptView): Promise<void>;
  /**
   * A title and the lines of what is asked for, from the payload, in the caller's language;
   * `links` name what the approver may open beside the lines (a course, say).
   */
  describe(
    receipt: AuditReceiptView,
    locale: Locale,
  ): { title: string; lines: TAuditLine[]; links?: TAuditLink[] };
}

/** The audit types with a handler: an open set, filled by the modules at start-up. */
export function createAuditRegistry() {
  const handlers = new Map<number, AuditHandler>();
  return {
    register(handler: AuditHandler): void {
      if (handlers.has(handler.type))
        throw new Error(`audit type ${handler.type} is already registered`);
      handlers.set(handler.type, handler);
    },
    get(type: number): AuditHandler | undefined {
      return handlers.get(type);
    },
    all(): AuditHandler[] {
      return [...handlers.values()].sort((a, b) => a.type - b.type);
    },
  };
}
export type AuditRegistry = ReturnType<typeof createAuditRegistry>;
