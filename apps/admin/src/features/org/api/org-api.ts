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
import { api } from '../../../app/services.ts';

/** The two company trees the admin edits the same way. */
export type OrgTreeKind = 'department' | 'major';
export type OrgTreeNode<K extends OrgTreeKind> = K extends 'department'
  ? TDepartmentAdminNode
  : TMajorAdminNode;

export function fetchOrgTree<K extends OrgTreeKind>(kind: K): Promise<OrgTreeNode<K>[]> {
  return api.get<OrgTreeNode<K>[]>(`manage/${kind}/tree`);
}

// Form submissions are silent: the form shows the server's refusal itself.
export function createTreeNode(kind: OrgTreeKind, body: TTreeCreate): Promise<TTreeNodeSaved> {
  return api.post<TTreeNodeSaved>(`manage/${kind}/create`, body, { silent: true });
}

export function renameTreeNode(kind: OrgTreeKind, body: TTreeRename): Promise<TTreeNodeSaved> {
  return api.post<TTreeNodeSaved>(`manage/${kind}/rename`, body, { silent: true });
}

export function moveTreeNode(kind: OrgTreeKind, body: TTreeMove): Promise<TTreeNodeSaved> {
  return api.post<TTreeNodeSaved>(`manage/${kind}/move`, body, { silent: true });
}

export function deleteTreeNode(kind: OrgTreeKind, id: number): Promise<null> {
  return api.post<null>(`manage/${kind}/delete`, { id }, { silent: true });
}

export function fetchPositions(query: TListQuery): Promise<TPage<TPosition>> {
  return api.post<TPage<TPosition>>('manage/position/list', query);
}

export function createPosition(body: TPositionCreate): Promise<TPosition> {
  return api.post<TPosition>('manage/position/create', body, { silent: true });
}

export function updatePosition(body: TPositionUpdate): Promise<TPosition> {
  return api.post<TPosition>('manage/position/update', body, { silent: true });
}

/** Not silent: a refusal (a position people hold) is shown as a toast. */
export function deletePositions(ids: number[]): Promise<null> {
  return api.post<null>('manage/position/delete', { ids });
}

export function fetchCountries(query: TListQuery): Promise<TPage<TCountryAdmin>> {
  return api.post<TPage<TCountryAdmin>>('manage/country/list', query);
}

export function fetchAreaTree(): Promise<TAreaAdminNode[]> {
  return api.get<TAreaAdminNode[]>('manage/area/tree');
}
