import type { TDepartmentNode } from '@ascent/shared/platform';
import type { TDepartmentAdminNode } from '@ascent/shared/org';
import { nestRows } from '../../core/tree/tree-path.ts';
import type { DepartmentRow } from './department.repository.ts';

/** Flat rows (sorted) -> the {id, name, list} tree of spec section 3, in one pass. */
export function toDepartmentTree(rows: DepartmentRow[]): TDepartmentNode[] {
  return nestRows<DepartmentRow, TDepartmentNode>(rows, (r) => ({
    id: r.id,
    name: r.name,
    list: [],
  }));
}

/** Flat rows (sorted) and people per department -> the admin tree with subtree totals. */
export function toDepartmentAdminTree(
  rows: DepartmentRow[],
  people: ReadonlyMap<number, number>,
): TDepartmentAdminNode[] {
  const roots = nestRows<DepartmentRow, TDepartmentAdminNode>(rows, (r) => ({
    id: r.id,
    name: r.name,
    parentId: r.parentId,
    sort: r.sort,
    people: people.get(r.id) ?? 0,
    totalPeople: 0,
    list: [],
  }));
  const total = (n: TDepartmentAdminNode): number =>
    (n.totalPeople = n.list.reduce((sum, c) => sum + total(c), n.people));
  roots.forEach(total);
  return roots;
}
