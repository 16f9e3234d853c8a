import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '@ascent/client/app';
import { afterLoginTarget, decideGuard, forbiddenTarget } from './guard.ts';

const loc = (pathname: string, search = '') => ({ pathname, search });
const adminOnly: RouteMeta = { requireAuth: true, titleKey: 'title.dashboard' };
const publicMeta: RouteMeta = { public: true, titleKey: 'title.login' };

describe('decideGuard (/manage routes)', () => {
  it('sends a visitor without a token to /manage/login with the way back', () => {
    expect(decideGuard(loc('/manage'), adminOnly, false)).toEqual({
      kind: 'login',
      to: '/manage/login?redirect=%2Fmanage',
    });
    expect(decideGuard(loc('/manage/users', '?page=2'), adminOnly, false)).toEqual({
      kind: 'login',
      to: '/manage/login?redirect=%2Fmanage%2Fusers%3Fpage%3D2',
    });
  });

  it('treats an unmatched route as protected', () => {
    expect(decideGuard(loc('/manage/x'), undefined, false).kind).toBe('login');
  });

  it('allows a token, and public routes without one', () => {
    expect(decideGuard(loc('/manage'), adminOnly, true)).toEqual({ kind: 'allow' });
    expect(decideGuard(loc('/manage/login'), publicMeta, false)).toEqual({ kind: 'allow' });
    expect(decideGuard(loc('/manage/login'), publicMeta, true)).toEqual({ kind: 'allow' });
  });
});

describe('afterLoginTarget', () => {
  it('follows a redirect inside the admin site, without the ret8 marker', () => {
    expect(afterLoginTarget('/manage')).toBe('/manage');
    expect(afterLoginTarget('/manage/users?page=2')).toBe('/manage/users?page=2');
    expect(afterLoginTarget('/manage/users?ret8=1')).toBe('/manage/users');
  });

  it('goes to the dashboard otherwise', () => {
    expect(afterLoginTarget(null)).toBe('/manage');
    expect(afterLoginTarget('')).toBe('/manage');
    expect(afterLoginTarget('/study')).toBe('/manage');
    expect(afterLoginTarget('/managers')).toBe('/manage');
    expect(afterLoginTarget('//evil.example/manage')).toBe('/manage');
    expect(afterLoginTarget('https://evil.example/manage')).toBe('/manage');
    expect(afterLoginTarget('/manage/login?redirect=%2Fmanage')).toBe('/manage');
  });
});

describe('forbiddenTarget (ret 7)', () => {
  it('stays on the login page and goes to the dashboard elsewhere', () => {
    expect(forbiddenTarget('/manage/login')).toBeNull();
    expect(forbiddenTarget('/manage/users')).toBe('/manage');
  });
});
