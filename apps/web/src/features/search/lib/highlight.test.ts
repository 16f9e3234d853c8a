import { describe, expect, it } from 'vitest';
import { splitMatches } from './highlight.ts';

describe('splitMatches', () => {
  it('marks every Chinese or Latin match, case-insensitively', () => {
    expect(splitMatches('信息安全培训课程', '安全培训')).toEqual([
      ['信息', false],
      ['安全培训', true],
      ['课程', false],
    ]);
    expect(splitMatches('Fire and FIRE', 'fire')).toEqual([
      ['Fire', true],
      [' and ', false],
      ['FIRE', true],
    ]);
  });
  it('leaves text without the keyword whole', () => {
    expect(splitMatches('abc', 'x')).toEqual([['abc', false]]);
    expect(splitMatches('abc', '')).toEqual([['abc', false]]);
  });
});
