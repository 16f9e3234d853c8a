/**
 * Pure helpers of the admin trees (departments, majors): lookups, the parent choices of a
 * move, the keyword filter, and where an antd Tree drop puts a node.
 */
export interface OrgNode {
  id: number;
  name: string;
  parentId: number | null;
  sort: number;
  list: OrgNode[];
}

/** A node of either admin tree as the editor shows it; departments also carry their people. */
export type EditorNode = OrgNode & { people?: number; totalPeople?: number; list: EditorNode[] };

export interface IndexedNode<N extends OrgNode> {
  node: N;
  parent: N | null;
  /** The names from the root down to this node. */
  trail: string[];
}

/** Every node by id, with its parent and its chain of names. */
export function indexTree<N extends OrgNode>(roots: readonly N[]): Map<number, IndexedNode<N>> {
  const index = new Map<number, IndexedNode<N>>();
  const walk = (nodes: readonly N[], parent: N | null, trail: string[]) => {
    for (const node of nodes) {
      const own = [...trail, node.name];
      index.set(node.id, { node, parent, trail: own });
      walk(node.list as N[], node, own);
    }
  };
  walk(roots, null, []);
  return index;
}

/** The ids of a node and everything below it. */
export function subtreeIds(node: OrgNode): Set<number> {
  const ids = new Set<number>();
  const walk = (n: OrgNode) => {
    ids.add(n.id);
    n.list.forEach(walk);
  };
  walk(node);
  return ids;
}

export interface ParentChoice {
  value: number;
  title: string;
  children: ParentChoice[];
}

/** TreeSelect data of the possible parents, leaving out `exclude` and everything below it. */
export function parentChoices(roots: readonly OrgNode[], exclude?: OrgNode): ParentChoice[] {
  const skip = exclude ? subtreeIds(exclude) : new Set<number>();
  const map = (nodes: readonly OrgNode[]): ParentChoice[] =>
    nodes
      .filter((n) => !skip.has(n.id))
      .map((n) => ({ value: n.id, title: n.name, children: map(n.list) }));
  return map(roots);
}

/**
 * The nodes whose name contains the keyword (case-insensitive), with their ancestors, and
 * the ids to expand so that every match shows. An empty keyword keeps everything.
 */
export function filterTree<N extends OrgNode>(
  roots: readonly N[],
  keyword: string,
): { nodes: N[]; expand: number[] } {
  const k = keyword.trim().toLocaleLowerCase();
  if (!k) return { nodes: [...roots], expand: [] };
  const expand: number[] = [];
  const walk = (nodes: readonly N[]): N[] =>
    nodes.flatMap((n) => {
      const list = walk(n.list as N[]);
      if (list.length) expand.push(n.id);
      return n.name.toLocaleLowerCase().includes(k) || list.length ? [{ ...n, list }] : [];
    });
  return { nodes: walk(roots), expand };
}

export interface DropInfo {
  dragId: number;
  dropId: number;
  /** antd: false when dropped onto the node itself (becomes its child). */
  dropToGap: boolean;
  /** antd's dropPosition minus the drop node's own index: -1 above it, 1 below it. */
  relative: number;
  /** The drop node is expanded and has children (a drop below it lands inside, first). */
  dropExpandedWithChildren: boolean;
}

/** Where a drop puts the dragged node: its new parent and its place among the siblings. */
export function dropTarget(
  index: ReadonlyMap<number, IndexedNode<OrgNode>>,
  roots: readonly OrgNode[],
  drop: DropInfo,
): { parentId: number | null; sort: number } | null {
  const target = index.get(drop.dropId);
  if (!target || drop.dragId === drop.dropId) return null;
  if (!drop.dropToGap || (drop.relative === 1 && drop.dropExpandedWithChildren))
    return { parentId: target.node.id, sort: 0 };
  const parentId = target.parent?.id ?? null;
  const siblings = (target.parent ? target.parent.list : roots)
    .map((n) => n.id)
    .filter((id) => id !== drop.dragId);
  const at = siblings.indexOf(target.node.id);
  return { parentId, sort: drop.relative > 0 ? at + 1 : at };
}
