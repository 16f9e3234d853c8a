import { describe, expect, it } from 'vitest';
import { idFromSearch, signupPath, tabFromSearch } from './signup-paths.ts';

describe('sign-up paths', () => {
  it('reads a positive id and the tab', () => {
    expect(idFromSearch('?id=12')).toBe(12);
    expect(idFromSearch('?id=0')).toBeNull();
    expect(idFromSearch('?id=abc')).toBeNull();
    expect(tabFromSearch('?tab=mine')).toBe('mine');
    expect(tabFromSearch('?tab=x')).toBe('open');
    expect(signupPath(3)).toBe('/signup/detail?id=3');
  });
});
