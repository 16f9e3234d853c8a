import { describe, expect, it } from 'vitest';
import type { TMenuItem } from '@ascent/shared/platform';
import { afterLoginTarget, decideGuard, promptsPersonnelInfo, resolveTitle } from './guard.ts';
import type { RouteMeta } from './route-meta.ts';

const loc = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const protectedMeta: RouteMeta = { requireAuth: true, titleKey: 'title.home' };
const publicMeta: RouteMeta = { public: true, titleKey: 'title.login' };

describe('decideGuard', () => {
  it('sends a tgtn transfer ticket to /login/transfer, landing where it was opened', () => {
    expect(
      decideGuard(loc('/course/detail', '?id=3&tgtn=abc', '#top'), protectedMeta, false),
    ).toEqual({
      kind: 'redirect',
      to: `/login/transfer?tgtn=abc&redirect=${encodeURIComponent('/course/detail?id=3#top')}`,
    });
    expect(decideGuard(loc('/study', '?tgtn=abc'), protectedMeta, true)).toEqual({
      kind: 'redirect',
      to: '/login/transfer?tgtn=abc&redirect=%2Fstudy',
    });
    // On the transfer page itself: the page trades it.
    expect(decideGuard(loc('/login/transfer', '?tgtn=abc'), publicMeta, false)).toEqual({
      kind: 'allow',
    });
  });

  it('sends an htsyautoauth link to the htsy page', () => {
    expect(decideGuard(loc('/', '?htsyautoauth=k.e.y*12'), protectedMeta, false)).toEqual({
      kind: 'redirect',
      to: '/sso/htsy/auth?htsyautoauth=k.e.y*12&redirect=%2F',
    });
    expect(decideGuard(loc('/sso/htsy/auth', '?htsyautoauth=k*1'), publicMeta, false)).toEqual({
      kind: 'allow',
    });
  });

  it('drops /view from a path with a from= query', () => {
    expect(decideGuard(loc('/view/course/detail', '?from=app&id=1'), protectedMeta, true)).toEqual({
      kind: 'redirect',
      to: '/course/detail?from=app&id=1',
    });
    expect(decideGuard(loc('/news/view', '?from=x'), protectedMeta, true)).toEqual({
      kind: 'redirect',
      to: '/news?from=x',
    });
  });

  it('leaves /view alone without from=, and does not touch /viewer', () => {
    expect(decideGuard(loc('/view/course', '?id=1'), protectedMeta, true)).toEqual({
      kind: 'allow',
    });
    expect(decideGuard(loc('/viewer', '?from=x'), protectedMeta, true)).toEqual({ kind: 'allow' });
  });

  it('starts the login redirect on a protected route without a token', () => {
    expect(decideGuard(loc('/mine/layout', '?tab=password'), protectedMeta, false)).toEqual({
      kind: 'login',
      to: '/login?redirect=%2Fmine%2Flayout%3Ftab%3Dpassword',
    });
    // An unmatched route (no meta) is protected too.
    expect(decideGuard(loc('/x'), undefined, false).kind).toBe('login');
  });

  it('allows public routes without a token and protected ones with it', () => {
    expect(decideGuard(loc('/login'), publicMeta, false)).toEqual({ kind: 'allow' });
    expect(decideGuard(loc('/study'), protectedMeta, true)).toEqual({ kind: 'allow' });
  });
});

describe('afterLoginTarget', () => {
  it('follows the redirect path inside the app', () => {
    expect(afterLoginTarget('/mine/layout?tab=1')).toEqual({
      kind: 'spa',
      to: '/mine/layout?tab=1',
    });
  });

  it('does a full page load for the admin site', () => {
    expect(afterLoginTarget('/manage/users')).toEqual({ kind: 'full', to: '/manage/users' });
  });

  it('defaults to home and refuses other sites or the login page', () => {
    expect(afterLoginTarget(null)).toEqual({ kind: 'spa', to: '/study' });
    expect(afterLoginTarget('https://evil.example/')).toEqual({ kind: 'spa', to: '/study' });
    expect(afterLoginTarget('//evil.example/')).toEqual({ kind: 'spa', to: '/study' });
    expect(afterLoginTarget('/login?redirect=%2Fx')).toEqual({ kind: 'spa', to: '/study' });
  });

  it('drops the ret8 marker', () => {
    expect(afterLoginTarget('/study?ret8=1')).toEqual({ kind: 'spa', to: '/study' });
  });
});

describe('resolveTitle', () => {
  const t = (key: string, params?: Record<string, string>) =>
    key === 'title.detail' ? `${params?.title} Details` : `[${key}]`;
  const menus: TMenuItem[] = [
    {
      menuCode: 'center',
      menuName: 'Personal centre',
      langNames: { zh_CN: '个人中心', en_US: 'My space' },
      checked: true,
      url: '/mine',
      resourceId: null,
      labelId: 0,
    },
  ];

  it('uses the configured menu name for the locale, else the menu name', () => {
    const meta: RouteMeta = { titleKey: 'title.mine', menuCode: 'center' };
    expect(resolveTitle(meta, menus, 'en-US', t)).toBe('My space');
    expect(resolveTitle(meta, menus, 'zh-CN', t)).toBe('个人中心');
    expect(resolveTitle(meta, menus, 'zh-TW', t)).toBe('Personal centre');
  });

  it('falls back to the catalogue and appends Details on detail pages', () => {
    expect(resolveTitle({ titleKey: 'title.home', menuCode: 'home' }, menus, 'en-US', t)).toBe(
      '[title.home]',
    );
    expect(
      resolveTitle({ titleKey: 'title.x', menuCode: 'center', detail: true }, menus, 'en-US', t),
    ).toBe('My space Details');
    expect(resolveTitle(undefined, menus, 'en-US', t)).toBe('[title.app]');
  });
});

describe('modal prompts', () => {
  it('requireAuth routes prompt for information; lecturer zone and /audit skip it', () => {
    expect(promptsPersonnelInfo(protectedMeta, '/study')).toBe(true);
    expect(promptsPersonnelInfo(publicMeta, '/login')).toBe(false);
    expect(
      promptsPersonnelInfo({ ...protectedMeta, lecturerZone: true }, '/teacher/calendar'),
    ).toBe(false);
    expect(promptsPersonnelInfo({ ...protectedMeta, skipInfoPrompt: true }, '/audit')).toBe(false);
    expect(promptsPersonnelInfo(protectedMeta, '/audit')).toBe(false);
  });
});
