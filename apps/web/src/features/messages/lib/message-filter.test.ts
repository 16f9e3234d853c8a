import { describe, expect, it } from 'vitest';
import { excerpt, messageQuery, pageAfterRemoval } from './message-filter.ts';

describe('message filter', () => {
  it('asks for unread (0), read (1) or everything', () => {
    expect(messageQuery(2, 'all')).toEqual({ page: 2, pageSize: 10 });
    expect(messageQuery(1, 'unread')).toEqual({ page: 1, pageSize: 10, isRead: 0 });
    expect(messageQuery(1, 'read')).toEqual({ page: 1, pageSize: 10, isRead: 1 });
  });

  it('steps back a page when the last page empties', () => {
    expect(pageAfterRemoval(3, 21, 1)).toBe(2);
    expect(pageAfterRemoval(3, 25, 2)).toBe(3);
    expect(pageAfterRemoval(1, 3, 3)).toBe(1);
    expect(pageAfterRemoval(2, 11, 11)).toBe(1);
  });

  it('shows the first non-empty line, cut to length', () => {
    expect(excerpt('\n  \nHello\nWorld')).toBe('Hello');
    expect(excerpt('x'.repeat(130), 120)).toBe(`${'x'.repeat(120)}…`);
    expect(excerpt('')).toBe('');
  });
});
