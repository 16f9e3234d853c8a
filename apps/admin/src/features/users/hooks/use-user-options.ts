import { useMemo } from 'react';
import { useTranslateRef } from '@ascent/client/i18n';
import { ROLES, type Role } from '@ascent/shared/common';
import {
  SECRECY_LEVELS,
  USER_STATUSES,
  roleNameKey,
  secrecyNameKey,
  type SecrecyLevel,
} from '@ascent/shared/users';

/** Names of roles, secrecy levels and statuses from the shared catalogue, as select options. */
export function useUserOptions() {
  const tr = useTranslateRef();
  return useMemo(() => {
    const roleName = (role: Role) => tr(roleNameKey(role));
    const secrecyName = (level: number) =>
      (SECRECY_LEVELS as readonly number[]).includes(level)
        ? `${level} ${tr(secrecyNameKey(level as SecrecyLevel))}`
        : String(level);
    return {
      roleName,
      secrecyName,
      statusName: (status: string) => tr(`userStatus.${status}`),
      roles: ROLES.map((value) => ({ value, label: roleName(value) })),
      /** Roles an administrator grants (learner is every user's). */
      grantableRoles: ROLES.filter((r) => r !== 'learner').map((value) => ({
        value,
        label: roleName(value),
      })),
      secrecyLevels: SECRECY_LEVELS.map((value) => ({ value, label: secrecyName(value) })),
      statuses: USER_STATUSES.map((value) => ({ value, label: tr(`userStatus.${value}`) })),
    };
  }, [tr]);
}
