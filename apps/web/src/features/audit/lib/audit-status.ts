import type { AuditNodeStatus } from '@ascent/shared/audit';

/** The tag colour of each approval status (spec s.3: 1 under review ... 4 withdrawn). */
export const STATUS_COLOURS: Record<AuditNodeStatus, string> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'warning',
};

/** The catalogue key of a status name; 0 is a node not reached yet. */
export const statusKey = (status: AuditNodeStatus) =>
  status === 0 ? 'audit.status.waiting' : `audit.status.${status}`;

/** The audit centre is there only when the company's menu includes it (spec s.6). */
export function auditMenuOn(menu: readonly string[] | undefined): boolean {
  return !!menu?.includes('audit');
}
