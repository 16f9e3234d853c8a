import { z } from 'zod';
import { endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdList } from '../admin/index.ts';
import {
  ZMyUnit,
  ZSwitchUnitRequest,
  ZUnit,
  ZUnitAdminQuery,
  ZUnitCreate,
  ZUnitManagerChange,
  ZUnitMember,
  ZUnitMemberQuery,
  ZUnitMembersChange,
  ZUnitRename,
} from './index.ts';

/** The learner's unit switch (spec s.7 Auth `study/me/switchunit`). */
export const unitEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/me/switchunit',
    auth: 'user',
    summary: "Makes one of the caller's units the session's current unit; answers their units",
    body: ZSwitchUnitRequest,
    output: z.array(ZMyUnit),
  }),
);

/** Units and their members, for administrators. */
export const unitAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/unit/list',
    auth: 'admin',
    summary: "The company's units, paged, with a keyword on the name, and their member counts",
    body: ZUnitAdminQuery,
    output: zPageOf(ZUnit),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/unit/create',
    auth: 'admin',
    summary: 'Creates a unit',
    body: ZUnitCreate,
    output: ZUnit,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/unit/update',
    auth: 'admin',
    summary: 'Renames a unit',
    body: ZUnitRename,
    output: ZUnit,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/unit/delete',
    auth: 'admin',
    summary: 'Deletes units without members',
    body: ZIdList,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/unit/member/list',
    auth: 'admin',
    summary: "A unit's members, paged, with a keyword on the account or name",
    body: ZUnitMemberQuery,
    output: zPageOf(ZUnitMember),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/unit/member/add',
    auth: 'admin',
    summary: 'Adds people of the company to a unit (members already in it stay as they are)',
    body: ZUnitMembersChange,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/unit/member/remove',
    auth: 'admin',
    summary: 'Removes members from a unit',
    body: ZUnitMembersChange,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/unit/member/manager',
    auth: 'admin',
    summary: "Makes members a unit's managers, or takes it back",
    body: ZUnitManagerChange,
  }),
);
