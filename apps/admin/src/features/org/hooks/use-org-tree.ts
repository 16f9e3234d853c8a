import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@ascent/client/app';
import type { TTreeCreate, TTreeMove, TTreeRename } from '@ascent/shared/org';
import {
  createTreeNode,
  deleteTreeNode,
  fetchOrgTree,
  moveTreeNode,
  renameTreeNode,
  type OrgTreeKind,
} from '../api/org-api.ts';

/** The cache key of an admin tree (under the signed-in user's keys, dropped at sign-out). */
export const orgTreeKey = (kind: OrgTreeKind) => [...USER_QUERY_KEY, 'org', kind, 'tree'] as const;

export function useOrgTree<K extends OrgTreeKind>(kind: K) {
  return useQuery({ queryKey: orgTreeKey(kind), queryFn: () => fetchOrgTree(kind) });
}

/** The tree's changes; each refreshes the tree when it succeeds. */
export function useOrgTreeChanges(kind: OrgTreeKind) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: orgTreeKey(kind) });
  return {
    create: useMutation({ mutationFn: (b: TTreeCreate) => createTreeNode(kind, b), onSuccess }),
    rename: useMutation({ mutationFn: (b: TTreeRename) => renameTreeNode(kind, b), onSuccess }),
    move: useMutation({ mutationFn: (b: TTreeMove) => moveTreeNode(kind, b), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => deleteTreeNode(kind, id), onSuccess }),
  };
}
