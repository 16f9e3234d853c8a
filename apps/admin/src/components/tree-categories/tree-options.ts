/** Any {id, name, list} tree as antd TreeSelect data. */
export interface NamedNode {
  id: number;
  name: string;
  list: NamedNode[];
}
export interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

export function toTreeOptions(nodes: readonly NamedNode[]): TreeOption[] {
  return nodes.map((n) => ({ value: n.id, title: n.name, children: toTreeOptions(n.list) }));
}

/** The ids of a node and of every node below it. */
export function subtreeIds(node: NamedNode): number[] {
  return [node.id, ...node.list.flatMap(subtreeIds)];
}

/** The node with this id anywhere in the tree. */
export function findNode<T extends NamedNode>(
  nodes: readonly T[],
  id: number | undefined,
): T | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = findNode(n.list as T[], id);
    if (hit) return hit;
  }
  return undefined;
}
