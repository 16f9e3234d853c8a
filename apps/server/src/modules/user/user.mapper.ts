import type { TProfile } from '@ascent/shared/profile';
import type { TMyUnit } from '@ascent/shared/unit';
import { isManager } from '../../core/access.ts';
import type { UserRow } from './user.repository.ts';

export interface ProfileContext {
  roles: string[];
  departmentName: string;
  departmentPath: { id: number; name: string }[];
  units: TMyUnit[];
  passwordExpire: boolean;
  isInformation: number;
}

/** users row -> the study/me/profile shape (never the password hash). */
export function toProfile(user: UserRow, ctx: ProfileContext): TProfile {
  return {
    userId: user.id,
    account: user.account,
    realName: user.realName,
    portrait: user.portrait,
    mobile: user.mobile,
    email: user.email,
    sex: user.sex,
    birthday: user.birthday,
    motto: user.motto,
    departmentId: user.departmentId,
    departmentName: ctx.departmentName,
    position: user.position,
    departmentPath: ctx.departmentPath,
    units: ctx.units,
    secrecyLevel: user.secrecyLevel,
    roles: ctx.roles,
    isAdmin: ctx.roles.includes('admin'),
    canManage: isManager({ isAdmin: ctx.roles.includes('admin'), roles: ctx.roles }),
    isTeacher: user.isTeacher,
    isExternal: user.isExternal,
    isInformation: ctx.isInformation,
    changePassword: user.changePassword,
    passwordExpire: ctx.passwordExpire,
    companyId: user.companyId,
    lang: user.lang,
  };
}
