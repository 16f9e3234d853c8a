import { describe, expect, it } from 'vitest';
import {
  childPath,
  idsOnPath,
  isSelfOrDescendant,
  nestRows,
  placeAt,
  renumber,
  rewritePath,
  sameName,
} from './tree-path.ts';

describe('materialized paths', () => {
  it('builds a child path under a parent or at the root', () => {
    expect(childPath(null, 7)).toBe('/7/');
    expect(childPath('/1/4/', 9)).toBe('/1/4/9/');
    expect(idsOnPath('/1/4/9/')).toEqual([1, 4, 9]);
    expect(idsOnPath('/')).toEqual([]);
  });

  it('knows the node itself and everything below it, and nothing else', () => {
    expect(isSelfOrDescendant('/1/4/', '/1/4/')).toBe(true);
    expect(isSelfOrDescendant('/1/4/', '/1/4/9/12/')).toBe(true);
    expect(isSelfOrDescendant('/1/4/', '/1/')).toBe(false);
    expect(isSelfOrDescendant('/1/4/', '/1/5/')).toBe(false);
    // "/1/4/" is not a prefix of "/1/44/": the closing slash keeps ids apart.
    expect(isSelfOrDescendant('/1/4/', '/1/44/')).toBe(false);
  });

  it('rewrites a whole subtree when its root moves', () => {
    const subtree = ['/1/4/', '/1/4/9/', '/1/4/9/12/', '/1/4/10/'];
    expect(subtree.map((p) => rewritePath(p, '/1/4/', '/2/4/'))).toEqual([
      '/2/4/',
      '/2/4/9/',
      '/2/4/9/12/',
      '/2/4/10/',
    ]);
    expect(subtree.map((p) => rewritePath(p, '/1/4/', '/4/'))).toEqual([
      '/4/',
      '/4/9/',
      '/4/9/12/',
      '/4/10/',
    ]);
    expect(rewritePath('/4/9/', '/4/', '/3/8/4/')).toBe('/3/8/4/9/');
  });

  it('refuses to rewrite a row outside the subtree', () => {
    expect(() => rewritePath('/1/44/', '/1/4/', '/2/4/')).toThrow();
    expect(() => rewritePath('/2/', '/1/', '/3/1/')).toThrow();
  });
});

describe('sibling order', () => {
  it('places a node at an index, clamped, or last', () => {
    expect(placeAt([1, 2, 3], 9, 0)).toEqual([9, 1, 2, 3]);
    expect(placeAt([1, 2, 3], 9, 2)).toEqual([1, 2, 9, 3]);
    expect(placeAt([1, 2, 3], 9, 99)).toEqual([1, 2, 3, 9]);
    expect(placeAt([1, 2, 3], 9, -3)).toEqual([9, 1, 2, 3]);
    expect(placeAt([1, 2, 3], 9)).toEqual([1, 2, 3, 9]);
  });

  it('moves a node already among the siblings', () => {
    expect(placeAt([1, 2, 3], 1, 2)).toEqual([2, 3, 1]);
    expect(placeAt([1, 2, 3], 3, 0)).toEqual([3, 1, 2]);
    expect(placeAt([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(placeAt([1, 2, 3], 2)).toEqual([1, 3, 2]);
  });

  it('writes only the sort values that change', () => {
    const current = new Map([
      [1, 0],
      [2, 0],
      [3, 5],
    ]);
    expect(renumber([1, 2, 3], current)).toEqual([
      { id: 2, sort: 1 },
      { id: 3, sort: 2 },
    ]);
    expect(
      renumber(
        [1, 2],
        new Map([
          [1, 0],
          [2, 1],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('names and nesting', () => {
  it('compares names without case or outer spaces', () => {
    expect(sameName('HR', ' hr ')).toBe(true);
    expect(sameName('研发部', '研发部')).toBe(true);
    expect(sameName('HR', 'HR 2')).toBe(false);
  });

  it('nests flat rows keeping sibling order, whatever order parents come in', () => {
    const rows = [
      { id: 3, parentId: 1 },
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
      { id: 4, parentId: 3 },
      { id: 5, parentId: 99 },
    ];
    type N = { id: number; list: N[] };
    const tree = nestRows<(typeof rows)[number], N>(rows, (r) => ({ id: r.id, list: [] }));
    expect(tree).toEqual([
      {
        id: 1,
        list: [
          { id: 3, list: [{ id: 4, list: [] }] },
          { id: 2, list: [] },
        ],
      },
      { id: 5, list: [] },
    ]);
  });
});
