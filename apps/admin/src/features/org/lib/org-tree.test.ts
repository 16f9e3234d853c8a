import { describe, expect, it } from 'vitest';
import {
  dropTarget,
  filterTree,
  indexTree,
  parentChoices,
  subtreeIds,
  type OrgNode,
} from './org-tree.ts';

const node = (
  id: number,
  name: string,
  parentId: number | null,
  list: OrgNode[] = [],
): OrgNode => ({
  id,
  name,
  parentId,
  sort: 0,
  list,
});

// hq(1) > [hr(2), tech(3) > [rd1(4), rd2(5)], sales(6)]; branch(7)
const tree: OrgNode[] = [
  node(1, 'Head office', null, [
    node(2, 'HR', 1),
    node(3, 'Tech', 1, [node(4, 'R&D 1', 3), node(5, 'R&D 2', 3)]),
    node(6, 'Sales', 1),
  ]),
  node(7, 'Branch', null),
];
const index = indexTree(tree);

describe('admin tree helpers', () => {
  it('indexes every node with its parent and chain of names', () => {
    expect(index.size).toBe(7);
    expect(index.get(5)?.parent?.id).toBe(3);
    expect(index.get(5)?.trail).toEqual(['Head office', 'Tech', 'R&D 2']);
    expect(index.get(7)?.parent).toBeNull();
  });

  it('lists the parents a node may move under: never itself or below it', () => {
    expect([...subtreeIds(index.get(3)!.node)].sort()).toEqual([3, 4, 5]);
    const choices = parentChoices(tree, index.get(3)!.node);
    expect(JSON.stringify(choices)).not.toMatch(/"value":(3|4|5),/);
    expect(choices[0]!.children.map((c) => c.title)).toEqual(['HR', 'Sales']);
    expect(parentChoices(tree)[0]!.children).toHaveLength(3);
  });

  it('filters by keyword keeping ancestors, and says what to expand', () => {
    const { nodes, expand } = filterTree(tree, 'r&d 2');
    expect(nodes).toHaveLength(1);
    expect(nodes[0]!.list.map((n) => n.name)).toEqual(['Tech']);
    expect(nodes[0]!.list[0]!.list.map((n) => n.name)).toEqual(['R&D 2']);
    expect(expand.sort()).toEqual([1, 3]);
    expect(filterTree(tree, '  ').nodes).toHaveLength(2);
    expect(filterTree(tree, 'nothing').nodes).toEqual([]);
  });
});

describe('where a drop puts a node', () => {
  const drop = (dragId: number, dropId: number, dropToGap: boolean, relative = 0, open = false) =>
    dropTarget(index, tree, {
      dragId,
      dropId,
      dropToGap,
      relative,
      dropExpandedWithChildren: open,
    });

  it('onto a node: its first child', () => {
    expect(drop(6, 7, false)).toEqual({ parentId: 7, sort: 0 });
  });

  it('above or below a node: beside it, under the same parent', () => {
    expect(drop(6, 2, true, -1)).toEqual({ parentId: 1, sort: 0 });
    expect(drop(6, 2, true, 1)).toEqual({ parentId: 1, sort: 1 });
    expect(drop(2, 6, true, 1)).toEqual({ parentId: 1, sort: 2 });
    expect(drop(4, 7, true, -1)).toEqual({ parentId: null, sort: 1 });
    expect(drop(4, 1, true, -1)).toEqual({ parentId: null, sort: 0 });
  });

  it('below an open node with children: its first child', () => {
    expect(drop(6, 3, true, 1, true)).toEqual({ parentId: 3, sort: 0 });
  });

  it('onto itself or an unknown node: nothing', () => {
    expect(drop(3, 3, false)).toBeNull();
    expect(drop(3, 99, true, 1)).toBeNull();
  });
});
