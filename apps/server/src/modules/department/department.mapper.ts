import type { TDepartmentNode } from '@ascent/shared/platform';
import type { DepartmentRow } from './department.repository.ts';

/** Flat rows (sorted) -> the {id, name, list} tree of spec section 3, in one pass. */
export function toDepartmentTree(rows: DepartmentRow[]): TDepartmentNode[] {
  const nodes = new Map<number, TDepartmentNode>();
  for (const r of rows) nodes.set(r.id, { id: r.id, name: r.name, list: [] });
  const roots: TDepartmentNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    (parent ? parent.list : roots).push(node);
  }
  return roots;
}
