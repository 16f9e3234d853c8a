import { describe, expect, it } from 'vitest';
import { bannerTarget, courseDetailPath } from './home-links.ts';

describe('home links', () => {
  it('follows site paths inside the app and web addresses outside', () => {
    expect(bannerTarget('/knowledge')).toEqual({ internal: '/knowledge' });
    expect(bannerTarget('https://example.com/a')).toEqual({ external: 'https://example.com/a' });
  });
  it('ignores empty, protocol-relative and other links', () => {
    for (const l of ['', '//evil.example', 'javascript:alert(1)', 'ftp://x'])
      expect(bannerTarget(l)).toBeNull();
  });
  it('opens a course by id', () => expect(courseDetailPath(3)).toBe('/course/detail?id=3'));
});
