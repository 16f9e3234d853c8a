import type { TMajorAdminNode, TNamedTreeNode } from '@ascent/shared/org';
import { nestRows } from '../../core/tree/tree-path.ts';
import type { MajorRow } from './major.repository.ts';

/** Flat rows (sorted) -> the learner's {id, name, list} tree. */
export function toMajorTree(rows: MajorRow[]): TNamedTreeNode[] {
  return nestRows<MajorRow, TNamedTreeNode>(rows, (r) => ({ id: r.id, name: r.name, list: [] }));
}

/** Flat rows (sorted) -> the admin tree. */
export function toMajorAdminTree(rows: MajorRow[]): TMajorAdminNode[] {
  return nestRows<MajorRow, TMajorAdminNode>(rows, (r) => ({
    id: r.id,
    name: r.name,
    parentId: r.parentId,
    sort: r.sort,
    list: [],
  }));
}
