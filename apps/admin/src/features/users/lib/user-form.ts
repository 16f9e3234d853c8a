import type { Role } from '@ascent/shared/common';
import type { TAdminUser, TCreateUserRequest, TUpdateUserRequest } from '@ascent/shared/users';

/** What the user form holds (roles without learner, which every user has). */
export interface UserFormValues {
  account: string;
  realName: string;
  mobile?: string;
  email?: string;
  departmentId?: number;
  position?: string;
  roles: Role[];
  secrecyLevel: number;
  password?: string;
}

export const EMPTY_USER_FORM: UserFormValues = {
  account: '',
  realName: '',
  roles: [],
  secrecyLevel: 50,
};

export function userToFormValues(u: TAdminUser): UserFormValues {
  return {
    account: u.account,
    realName: u.realName,
    mobile: u.mobile,
    email: u.email,
    departmentId: u.departmentId ?? undefined,
    position: u.position,
    roles: u.roles.filter((r) => r !== 'learner'),
    secrecyLevel: u.secrecyLevel,
  };
}

export function formValuesToCreate(v: UserFormValues): TCreateUserRequest {
  return {
    account: v.account,
    realName: v.realName,
    mobile: v.mobile ?? '',
    email: v.email ?? '',
    departmentId: v.departmentId ?? 0,
    position: v.position ?? '',
    roles: v.roles,
    secrecyLevel: v.secrecyLevel,
    ...(v.password ? { password: v.password } : {}),
  };
}

export function formValuesToUpdate(id: number, v: UserFormValues): TUpdateUserRequest {
  return {
    id,
    realName: v.realName,
    mobile: v.mobile ?? '',
    email: v.email ?? '',
    departmentId: v.departmentId,
    position: v.position ?? '',
    roles: v.roles,
    secrecyLevel: v.secrecyLevel,
  };
}
