/**
 * pcHomeType (spec s.3): 1 the standard home page, 2 the portal-style home page, whose
 * signed-out visitors see /portal first. No schemas here: the login page imports it without zod.
 */
export const PC_HOME_STANDARD = 1;
export const PC_HOME_PORTAL = 2;
export const PC_HOME_TYPES = [PC_HOME_STANDARD, PC_HOME_PORTAL] as const;
