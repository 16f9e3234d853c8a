/**
 * Pure logic of the company trees kept with a materialized path (departments, majors): each
 * node stores the ids from its root down to itself, "/1/4/9/", so a subtree is every row whose
 * path starts with the node's path.
 */

/** The fields every tree row has. */
export interface TreeRow {
  id: number;
  companyId: number;
  parentId: number | null;
  name: string;
  path: string;
  sort: number;
}

/** The path of a node with this id under a parent with this path (null: a root). */
export function childPath(parentPath: string | null, id: number): string {
  return `${parentPath ?? '/'}${id}/`;
}

/** True when `candidatePath` is the node at `nodePath` or lies below it. */
export function isSelfOrDescendant(nodePath: string, candidatePath: string): boolean {
  return candidatePath.startsWith(nodePath);
}

/**
 * The path of a subtree row after its subtree root moved from `fromPrefix` to `toPrefix`.
 * Throws for a row outside the subtree (a bug: the caller selected the wrong rows).
 */
export function rewritePath(path: string, fromPrefix: string, toPrefix: string): string {
  if (!path.startsWith(fromPrefix)) throw new Error(`${path} is not under ${fromPrefix}`);
  return toPrefix + path.slice(fromPrefix.length);
}

/** The ids named by a path, root first. */
export function idsOnPath(path: string): number[] {
  return path.split('/').filter(Boolean).map(Number);
}

/**
 * Sibling order after placing `id` at `index` (0 first; clamped; undefined: last). Any earlier
 * place of `id` in the list is dropped first.
 */
export function placeAt(siblingIds: readonly number[], id: number, index?: number): number[] {
  const rest = siblingIds.filter((s) => s !== id);
  const at = index === undefined ? rest.length : Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** The sort values to write so that siblings get 0, 1, 2... in this order (changed ones only). */
export function renumber(
  ordered: readonly number[],
  current: ReadonlyMap<number, number>,
): { id: number; sort: number }[] {
  return ordered.flatMap((id, sort) => (current.get(id) === sort ? [] : [{ id, sort }]));
}

/** Case-insensitive name comparison used for the one-name-per-parent rule. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/**
 * Flat rows (parents before or after children, any order within) -> nested nodes with `list`,
 * keeping the rows' order among siblings. Rows whose parent is missing become roots.
 */
export function nestRows<
  R extends { id: number; parentId: number | null },
  N extends { list: N[] },
>(rows: readonly R[], toNode: (row: R) => N): N[] {
  const nodes = new Map<number, N>();
  for (const r of rows) nodes.set(r.id, toNode(r));
  const roots: N[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    (parent ? parent.list : roots).push(node);
  }
  return roots;
}
