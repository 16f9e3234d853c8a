import { ROLES, TEACHER_FLAG, type Role } from '@ascent/shared/common';
import type { TAdminUser, UserStatus } from '@ascent/shared/users';
import type { UserRow } from './user.repository.ts';

const KNOWN_ROLES: ReadonlySet<string> = new Set(ROLES);

/** Roles in the catalogue's order, learner always included; unknown stored values are dropped. */
export function normaliseRoles(roles: readonly string[]): Role[] {
  const have = new Set(['learner', ...roles].filter((r) => KNOWN_ROLES.has(r)));
  return ROLES.filter((r) => have.has(r));
}

/** isTeacher and isExternal follow the lecturer roles (spec s.3: 1 internal, 2 external, 4 none). */
export function teacherFlags(roles: readonly string[]): { isTeacher: number; isExternal: boolean } {
  if (roles.includes('lecturer_internal'))
    return { isTeacher: TEACHER_FLAG.internal, isExternal: false };
  if (roles.includes('lecturer_external'))
    return { isTeacher: TEACHER_FLAG.external, isExternal: true };
  return { isTeacher: TEACHER_FLAG.none, isExternal: false };
}

/** users row (+ department name and roles) -> the admin site's user (never the password hash). */
export function toAdminUser(
  user: UserRow,
  departmentName: string | null,
  roles: readonly string[],
): TAdminUser {
  return {
    id: user.id,
    account: user.account,
    realName: user.realName,
    mobile: user.mobile,
    email: user.email,
    departmentId: user.departmentId,
    departmentName: departmentName ?? '',
    position: user.position,
    roles: normaliseRoles(roles),
    secrecyLevel: user.secrecyLevel,
    isTeacher: user.isTeacher,
    isExternal: user.isExternal,
    status: user.status as UserStatus,
    changePassword: user.changePassword,
    createdAt: user.createdAt.toISOString(),
  };
}
