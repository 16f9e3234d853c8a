import type { TDepartmentNode } from '@ascent/shared/platform';
import type { TFieldOption } from '@ascent/shared/profile';

/** TreeSelect nodes (antd's treeData shape). */
export interface TreeNode {
  title: string;
  value: string | number;
  key: string;
  disabled?: boolean;
  children?: TreeNode[];
}

/** Field options as a tree; with `leavesOnly` (isSelectChild 1) the parents cannot be chosen. */
export function optionsToTreeData(
  options: readonly TFieldOption[],
  leavesOnly: boolean,
): TreeNode[] {
  return options.map((o) => {
    const children = o.children?.length ? optionsToTreeData(o.children, leavesOnly) : undefined;
    return {
      title: o.optionValue,
      value: o.optionKey,
      key: o.optionKey,
      ...(children ? { children, disabled: leavesOnly } : {}),
    };
  });
}

export function departmentsToTreeData(nodes: readonly TDepartmentNode[]): TreeNode[] {
  return nodes.map((d) => ({
    title: d.name,
    value: d.id,
    key: String(d.id),
    ...(d.list?.length ? { children: departmentsToTreeData(d.list) } : {}),
  }));
}
