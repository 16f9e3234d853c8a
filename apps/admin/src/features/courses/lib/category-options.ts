import type { TCourseCategoryAdminNode } from '@ascent/shared/course';

export interface CategoryOption {
  value: number;
  title: string;
  children: CategoryOption[];
}

/** The category tree as TreeSelect data. */
export function toCategoryOptions(nodes: TCourseCategoryAdminNode[]): CategoryOption[] {
  return nodes.map((n) => ({ value: n.id, title: n.name, children: toCategoryOptions(n.list) }));
}
