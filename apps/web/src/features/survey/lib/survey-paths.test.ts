import { describe, expect, it } from 'vitest';
import { evaluateDetailPath, idsFromSearch, surveyDetailPath } from './survey-paths.ts';

describe('survey paths', () => {
  it('builds and reads the detail addresses', () => {
    expect(surveyDetailPath(7)).toBe('/questionnaire/detail?id=7');
    expect(evaluateDetailPath(7, 9)).toBe('/mine/evaluate/detail?id=7&targetId=9');
    expect(idsFromSearch('?id=7&targetId=9')).toEqual({ id: 7, targetId: 9 });
    expect(idsFromSearch('?id=0')).toEqual({ id: 0, targetId: 0 });
    expect(idsFromSearch('?id=x&targetId=-1')).toEqual({ id: 0, targetId: 0 });
    expect(idsFromSearch('?id=99999999999')).toEqual({ id: 0, targetId: 0 });
  });
});
