import type { TListQuery, TPage } from '@ascent/shared/admin';
import type {
  TAreaAdminNode,
  TCountryAdmin,
  TDepartmentAdminNode,
  TMajorAdminNode,
  TPosition,
  TPositionCreate,
  TPositionUpdate,
  TTreeCreate,
  TTreeMove,
  TTreeNodeSaved,
  TTreeRename,
} from '@ascent/shared/org';
import type {
  TUnit,
  TUnitCreate,
  TUnitManagerChange,
  TUnitMember,
  TUnitMemberQuery,
  TUnitMembersChange,
  TUnitRename,
} from '@ascent/shared/unit';
import { api } from '../../../app/services.ts';

/** The two company trees the admin edits the same way. */
export type OrgTreeKind = 'department' | 'major';
export type OrgTreeNode = TDepartmentAdminNode | TMajorAdminNode;

export function fetchOrgTree(kind: OrgTreeKind): Promise<OrgTreeNode[]> {
  return api.call(`GET /api/manage/${kind}/tree`);
}

// Form submissions are silent: the form shows the server's refusal itself.
export function createTreeNode(kind: OrgTreeKind, body: TTreeCreate): Promise<TTreeNodeSaved> {
  return api.call(`POST /api/manage/${kind}/create`, body, { silent: true });
}

export function renameTreeNode(kind: OrgTreeKind, body: TTreeRename): Promise<TTreeNodeSaved> {
  return api.call(`POST /api/manage/${kind}/rename`, body, { silent: true });
}

export function moveTreeNode(kind: OrgTreeKind, body: TTreeMove): Promise<TTreeNodeSaved> {
  return api.call(`POST /api/manage/${kind}/move`, body, { silent: true });
}

export function deleteTreeNode(kind: OrgTreeKind, id: number): Promise<null> {
  return api.call(`POST /api/manage/${kind}/delete`, { id }, { silent: true });
}

export function fetchPositions(query: TListQuery): Promise<TPage<TPosition>> {
  return api.call('POST /api/manage/position/list', query);
}

export function createPosition(body: TPositionCreate): Promise<TPosition> {
  return api.call('POST /api/manage/position/create', body, { silent: true });
}

export function updatePosition(body: TPositionUpdate): Promise<TPosition> {
  return api.call('POST /api/manage/position/update', body, { silent: true });
}

/** Not silent: a refusal (a position people hold) is shown as a toast. */
export function deletePositions(ids: number[]): Promise<null> {
  return api.call('POST /api/manage/position/delete', { ids });
}

export function fetchCountries(query: TListQuery): Promise<TPage<TCountryAdmin>> {
  return api.call('POST /api/manage/country/list', query);
}

export function fetchAreaTree(): Promise<TAreaAdminNode[]> {
  return api.call('GET /api/manage/area/tree');
}

export function fetchUnits(query: TListQuery): Promise<TPage<TUnit>> {
  return api.call('POST /api/manage/unit/list', query);
}

export function createUnit(body: TUnitCreate): Promise<TUnit> {
  return api.call('POST /api/manage/unit/create', body, { silent: true });
}

export function renameUnit(body: TUnitRename): Promise<TUnit> {
  return api.call('POST /api/manage/unit/update', body, { silent: true });
}

/** Refused (shown as a toast by the client) while a unit has members. */
export function deleteUnits(ids: number[]): Promise<null> {
  return api.call('POST /api/manage/unit/delete', { ids });
}

export function fetchUnitMembers(query: TUnitMemberQuery): Promise<TPage<TUnitMember>> {
  return api.call('POST /api/manage/unit/member/list', query);
}

export function addUnitMembers(body: TUnitMembersChange): Promise<null> {
  return api.call('POST /api/manage/unit/member/add', body);
}

export function removeUnitMembers(body: TUnitMembersChange): Promise<null> {
  return api.call('POST /api/manage/unit/member/remove', body);
}

export function setUnitManagers(body: TUnitManagerChange): Promise<null> {
  return api.call('POST /api/manage/unit/member/manager', body);
}
