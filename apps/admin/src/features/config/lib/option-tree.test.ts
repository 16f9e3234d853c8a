import { describe, expect, it } from 'vitest';
import { addOption, removeOption, tidyOptions, updateOption } from './option-tree.ts';

const tree = [
  { optionKey: 'a', optionValue: 'A', children: [{ optionKey: 'a1', optionValue: 'A1' }] },
  { optionKey: 'b', optionValue: 'B' },
];

describe('option tree edits', () => {
  it('adds at the top and under a node, without touching the original', () => {
    expect(addOption(tree, [])).toHaveLength(3);
    const added = addOption(tree, [1]);
    expect(added[1]?.children).toEqual([{ optionKey: '', optionValue: '' }]);
    expect(tree[1]).toEqual({ optionKey: 'b', optionValue: 'B' });
  });
  it('updates and removes by path', () => {
    expect(
      updateOption(tree, [0, 0], { optionValue: 'First' })[0]?.children?.[0]?.optionValue,
    ).toBe('First');
    expect(removeOption(tree, [0, 0])[0]?.children).toEqual([]);
    expect(removeOption(tree, [0]).map((o) => o.optionKey)).toEqual(['b']);
  });
  it('tidies empty children lists', () => {
    expect(tidyOptions(removeOption(tree, [0, 0]))[0]).toEqual({
      optionKey: 'a',
      optionValue: 'A',
    });
  });
});
