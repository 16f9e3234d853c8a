import { describe, expect, it } from 'vitest';
import { subtreeIds, toTreeOptions } from './tree-options.ts';

const tree = [
  { id: 1, name: 'A', list: [{ id: 2, name: 'B', list: [{ id: 3, name: 'C', list: [] }] }] },
  { id: 4, name: 'D', list: [] },
];

describe('tree options', () => {
  it('maps a named tree to select options', () => {
    expect(toTreeOptions(tree)[0]).toEqual({
      value: 1,
      title: 'A',
      children: [{ value: 2, title: 'B', children: [{ value: 3, title: 'C', children: [] }] }],
    });
  });
  it('lists a node and everything under it', () => {
    expect(subtreeIds(tree[0]!)).toEqual([1, 2, 3]);
    expect(subtreeIds(tree[1]!)).toEqual([4]);
  });
});
