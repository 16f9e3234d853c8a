import { describe, expect, it } from 'vitest';
import { movedIds } from './menu-form.ts';

describe('movedIds', () => {
  it('swaps with the neighbour, and refuses to leave the ends', () => {
    expect(movedIds([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(movedIds([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(movedIds([1, 2, 3], 1, -1)).toBeNull();
    expect(movedIds([1, 2, 3], 3, 1)).toBeNull();
    expect(movedIds([1, 2, 3], 9, 1)).toBeNull();
  });
});
