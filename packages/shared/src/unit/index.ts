import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { ZListQuery } from '../admin/index.ts';
import { zOrgId, zOrgName } from '../org/index.ts';

/**
 * Units (单位, issue 15): organisations inside a company (a training provider's customer
 * organisations, say). A person may belong to several; each unit may have managers. The
 * signed-in session has one current unit, switched with study/me/switchunit. Admin calls live
 * under /api/manage/unit/...
 */

export { ZMyUnit, type TMyUnit } from './my-unit.ts';

/** POST study/me/switchunit: the unit to make the session's current one. */
export const ZSwitchUnitRequest = z.object({ id: zOrgId });
export type TSwitchUnitRequest = z.infer<typeof ZSwitchUnitRequest>;

/** Sort fields of the admin unit list; others are ignored. */
export const UNIT_SORT_FIELDS = ['name', 'createdAt'] as const;

export const ZUnitAdminQuery = ZListQuery;
export type TUnitAdminQuery = z.infer<typeof ZUnitAdminQuery>;

/** A unit in the admin list, with its number of members and managers. */
export const ZUnit = z.object({
  id: z.number().int(),
  name: z.string(),
  members: z.number().int(),
  managers: z.number().int(),
  createdAt: z.string(),
});
export type TUnit = z.infer<typeof ZUnit>;

export const ZUnitCreate = z.strictObject({ name: zOrgName });
export type TUnitCreate = z.infer<typeof ZUnitCreate>;

export const ZUnitRename = z.strictObject({ id: zOrgId, name: zOrgName });
export type TUnitRename = z.infer<typeof ZUnitRename>;

/** manage/unit/member/list: a unit's members, paged, with a keyword on the account or name. */
export const ZUnitMemberQuery = ZListQuery.extend({ unitId: zOrgId });
export type TUnitMemberQuery = z.infer<typeof ZUnitMemberQuery>;

export const ZUnitMember = z.object({
  userId: z.number().int(),
  account: z.string(),
  realName: z.string(),
  departmentName: z.string(),
  manager: z.boolean(),
  joinedAt: z.string(),
});
export type TUnitMember = z.infer<typeof ZUnitMember>;

const zUserIds = z
  .array(zOrgId, { error: messageRef('common.parameterError') })
  .min(1, { error: messageRef('validation.required') })
  .max(500, { error: messageRef('common.parameterError') });

/** manage/unit/member/add and member/remove: people by user id. */
export const ZUnitMembersChange = z.strictObject({ unitId: zOrgId, userIds: zUserIds });
export type TUnitMembersChange = z.infer<typeof ZUnitMembersChange>;

/** manage/unit/member/manager: makes members managers of the unit, or not. */
export const ZUnitManagerChange = z.strictObject({
  unitId: zOrgId,
  userIds: zUserIds,
  manager: z.boolean({ error: messageRef('common.parameterError') }),
});
export type TUnitManagerChange = z.infer<typeof ZUnitManagerChange>;
