import { describe, expect, it } from 'vitest';
import { docDetailPath, idFromSearch } from './knowledge-paths.ts';

describe('knowledge paths', () => {
  it('reads a positive id from the query', () => {
    expect(idFromSearch('?id=12')).toBe(12);
    expect(idFromSearch(docDetailPath(7).slice('/doc/detail'.length))).toBe(7);
  });
  it('takes anything else as no id', () => {
    for (const q of ['', '?id=', '?id=0', '?id=-3', '?id=1.5', '?id=abc', '?id=99999999999'])
      expect(idFromSearch(q)).toBe(0);
  });
});
