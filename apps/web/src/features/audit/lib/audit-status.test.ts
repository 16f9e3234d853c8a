import { describe, expect, it } from 'vitest';
import { auditMenuOn, statusKey } from './audit-status.ts';

describe('audit status helpers', () => {
  it('names each status by its spec number, and a node not reached yet', () => {
    expect([1, 2, 3, 4].map((s) => statusKey(s as 1 | 2 | 3 | 4))).toEqual([
      'audit.status.1',
      'audit.status.2',
      'audit.status.3',
      'audit.status.4',
    ]);
    expect(statusKey(0)).toBe('audit.status.waiting');
  });

  it('opens the audit centre only with the audit menu', () => {
    expect(auditMenuOn(['course', 'audit'])).toBe(true);
    expect(auditMenuOn(['course'])).toBe(false);
    expect(auditMenuOn(undefined)).toBe(false);
  });
});
