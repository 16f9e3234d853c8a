import type { Db } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createAuditRepository } from './audit.repository.ts';
import { createAuditRegistry } from './audit.registry.ts';
import { createAuditReceiptService, type AuditPeople } from './audit-receipt.service.ts';
import { createAuditTemplateService } from './audit-template.service.ts';
import { auditRoutes } from './audit.routes.ts';
import { auditTemplateRoutes } from './audit-template.routes.ts';

/**
 * Approvals: templates (admin site), receipts and the audit centre (learner site), and the
 * registry where domains register their audit types' handlers.
 */
export function createAuditModule(deps: { db: Db; people: AuditPeople; record: ChangeRecorder }) {
  const registry = createAuditRegistry();
  const shared = { db: deps.db, audit: createAuditRepository, registry, people: deps.people };
  const receipts = createAuditReceiptService(shared);
  const templates = createAuditTemplateService({ ...shared, record: deps.record });
  return {
    registry,
    receipts,
    templates,
    routes: auditRoutes(receipts),
    adminRoutes: auditTemplateRoutes(templates),
  };
}
export type AuditModule = ReturnType<typeof createAuditModule>;
