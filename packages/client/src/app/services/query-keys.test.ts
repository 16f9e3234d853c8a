import { describe, expect, it } from 'vitest';
import { COMPANY_INFO_QUERY_KEY, USER_QUERY_KEY, platformConfigQueryKey } from './query-keys.ts';

describe('shared query keys', () => {
  it("keeps the company config under the user's data, dropped at sign-out", () => {
    expect(COMPANY_INFO_QUERY_KEY.slice(0, USER_QUERY_KEY.length)).toEqual([...USER_QUERY_KEY]);
  });

  it('keys the public platform config by host, outside the user data', () => {
    expect(platformConfigQueryKey('learn.example.com')).toEqual([
      'public',
      'platform-config',
      'learn.example.com',
    ]);
  });
});
