import type { TDepartmentNode } from '@ascent/shared/platform';

/** Full department paths ("总部/技术部/研发一组") of a company's tree, both ways. */
export interface DepartmentPaths {
  /** Department id -> its full path, root first. */
  pathOf: Map<number, string>;
  /** Normalised full path -> department id. */
  idOf: Map<string, number>;
}

/** Segments trimmed, lower case, joined with '/': how a typed path is compared. */
export function normaliseDepartmentPath(path: string): string {
  return path
    .split('/')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
    .join('/');
}

export function departmentPaths(tree: readonly TDepartmentNode[]): DepartmentPaths {
  const pathOf = new Map<number, string>();
  const idOf = new Map<string, number>();
  const walk = (nodes: readonly TDepartmentNode[], prefix: string) => {
    for (const n of nodes) {
      const path = prefix ? `${prefix}/${n.name}` : n.name;
      pathOf.set(n.id, path);
      const key = normaliseDepartmentPath(path);
      // Two siblings with one name: the first keeps the path (the import cannot tell them apart).
      if (!idOf.has(key)) idOf.set(key, n.id);
      walk(n.list, path);
    }
  };
  walk(tree, '');
  return { pathOf, idOf };
}
