import type { TDepartmentNode } from '@ascent/shared/platform';

export interface DepartmentOption {
  value: number;
  title: string;
  children: DepartmentOption[];
}

/** The department tree as antd TreeSelect data. */
export function toDepartmentOptions(nodes: readonly TDepartmentNode[]): DepartmentOption[] {
  return nodes.map((n) => ({ value: n.id, title: n.name, children: toDepartmentOptions(n.list) }));
}
