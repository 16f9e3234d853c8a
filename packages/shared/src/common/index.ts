/** Secrecy prefixes of spec section 3. */
export const SECRECY_LEVEL = { nonSecret: 50, internal: 60, secret: 70, confidential: 80 } as const;

/** Roles of spec section 1. */
export const ROLES = [
  'learner',
  'lecturer_internal',
  'lecturer_external',
  'admin',
  'exam_reviewer',
  'homework_reviewer',
  'attendance_manager',
  'unit_manager',
  'supervisor',
  'mentor',
  'task_supervisor',
] as const;
export type Role = (typeof ROLES)[number];

/** isTeacher values of spec section 3 and 6. */
export const TEACHER_FLAG = { internal: 1, external: 2, none: 4 } as const;

export const APPROVAL_STATUS = { reviewing: 1, passed: 2, rejected: 3, withdrawn: 4 } as const;

/** Seconds (10 digits) or milliseconds (13 digits) to milliseconds (spec section 9). */
export function toMillis(ts: number): number {
  return ts < 1e12 ? ts * 1000 : ts;
}

/** Human file size in B, KB, MB, GB (spec section 9). */
export function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${Number.isInteger(v) ? v : v.toFixed(1)}${units[i]}`;
}

/**
 * The file of a site's build that lists its landing documents by address, the site's page with
 * the links that fetch the address's own page chunks (`landingDocumentsPlugin` in
 * packages/client/vite-config.ts writes it; the server's static handler reads it).
 */
export const LANDING_INDEX = 'landing/pages.json';
