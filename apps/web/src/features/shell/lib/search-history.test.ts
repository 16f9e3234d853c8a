import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@ascent/client/session';
import {
  addToHistory,
  normalizeKeyword,
  readHistory,
  searchPath,
  writeHistory,
} from './search-history.ts';

describe('search keyword and history', () => {
  it('trims and cuts the keyword at 20 characters', () => {
    expect(normalizeKeyword('  course  ')).toBe('course');
    expect(normalizeKeyword('   ')).toBe('');
    expect(normalizeKeyword('a'.repeat(25))).toBe('a'.repeat(20));
    expect(normalizeKeyword('安全生产培训'.repeat(5))).toHaveLength(20);
  });

  it('keeps the 10 most recent searches without duplicates', () => {
    let history: string[] = [];
    for (let i = 0; i < 12; i++) history = addToHistory(history, `k${i}`);
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('k11');
    expect(addToHistory(history, 'k5')[0]).toBe('k5');
    expect(addToHistory(history, 'k5').filter((k) => k === 'k5')).toHaveLength(1);
  });

  it('persists the history and survives bad stored data', () => {
    const storage = createMemoryStorage();
    writeHistory(storage, ['a', 'b']);
    expect(readHistory(storage)).toEqual(['a', 'b']);
    storage.setItem('search_history', '{oops');
    expect(readHistory(storage)).toEqual([]);
    writeHistory(storage, []);
    expect(storage.getItem('search_history')).toBeNull();
  });

  it('builds the search path', () => {
    expect(searchPath('a/b c')).toBe('/search/a%2Fb%20c');
  });
});
