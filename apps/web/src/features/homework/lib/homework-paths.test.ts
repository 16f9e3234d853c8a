import { describe, expect, it } from 'vitest';
import { homeworkPath, idFromSearch } from './homework-paths.ts';

describe('homework paths', () => {
  it('reads a positive id from the query, nothing else', () => {
    expect(idFromSearch('?id=12')).toBe(12);
    expect(idFromSearch('?id=0')).toBeNull();
    expect(idFromSearch('?id=-1')).toBeNull();
    expect(idFromSearch('?id=1.5')).toBeNull();
    expect(idFromSearch('?id=99999999999')).toBeNull();
    expect(idFromSearch('')).toBeNull();
    expect(homeworkPath(3)).toBe('/questionnaire/homework?id=3');
  });
});
