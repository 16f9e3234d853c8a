import type { TDepartmentNode } from '@ascent/shared/platform';
import type { TFieldOption } from '@ascent/shared/profile';

/** TreeSelect nodes (antd's treeData shape). */
export interface TreeNode {
  title: string;
  value: string | number;
  key: string;
  disabled?: boolean;
  /** false: a group heading that opens on a click but cannot be chosen. */
  selectable?: boolean;
  className?: string;
  children?: TreeNode[];
}

/** The class of an option that only groups others (styled as a heading, not as disabled). */
export const OPTION_GROUP_CLASS = 'personnel-option-group';

/**
 * Field options as a tree; with `leavesOnly` (isSelectChild 1) the parents cannot be chosen:
 * they are group headings (not disabled, so they read as normal text and open on a click).
 */
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
      ...(children ? { children } : {}),
      ...(children && leavesOnly ? { selectable: false, className: OPTION_GROUP_CLASS } : {}),
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
