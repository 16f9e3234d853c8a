import type { TDepartmentNode } from '@ascent/shared/platform';

/** A department as antd's TreeSelect takes it. */
export interface DepartmentTreeNode {
  value: number;
  title: string;
  children: DepartmentTreeNode[];
}

/** The company's department tree for a TreeSelect. */
export const toDepartmentTree = (nodes: TDepartmentNode[]): DepartmentTreeNode[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toDepartmentTree(n.list) }));
