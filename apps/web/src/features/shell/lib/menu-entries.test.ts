import { describe, expect, it } from 'vitest';
import type { TMenuItem } from '@ascent/shared/platform';
import {
  activeEntryKey,
  buildHeaderEntries,
  menuItemTarget,
  splitHeaderEntries,
} from './menu-entries.ts';

function item(menuCode: string, partial: Partial<TMenuItem> = {}): TMenuItem {
  return {
    menuCode,
    menuName: menuCode.toUpperCase(),
    langNames: {},
    checked: true,
    url: `/${menuCode}`,
    resourceId: null,
    labelId: 0,
    ...partial,
  };
}

describe('menuItemTarget', () => {
  it('maps center, plan and community to their pages', () => {
    expect(menuItemTarget(item('center', { url: '/x' }))).toEqual({ to: '/mine', external: false });
    expect(menuItemTarget(item('plan'))).toEqual({ to: '/project', external: false });
    expect(menuItemTarget(item('community'))).toEqual({ to: '/bbs', external: false });
  });

  it('uses the url otherwise: absolute links open outside, relative ones get a slash', () => {
    expect(menuItemTarget(item('course', { url: '/course/center' }))).toEqual({
      to: '/course/center',
      external: false,
    });
    expect(menuItemTarget(item('ext', { url: 'https://example.com/a' }))).toEqual({
      to: 'https://example.com/a',
      external: true,
    });
    expect(menuItemTarget(item('news', { url: 'news' }))).toEqual({ to: '/news', external: false });
    expect(menuItemTarget(item('exam', { url: '' }))).toEqual({ to: '/exam', external: false });
  });
});

describe('buildHeaderEntries', () => {
  it('puts home first, then the server menus in order with per-locale names and labels', () => {
    const entries = buildHeaderEntries(
      [
        item('course', { langNames: { zh_CN: '课程', en_US: 'Courses' }, labelId: 1 }),
        item('center', { langNames: { zh_CN: '个人中心' }, labelId: 2 }),
        item('hidden', { checked: false }),
      ],
      'en-US',
      'Home',
    );
    expect(entries).toEqual([
      { key: 'home', label: 'Home', to: '/study', external: false, badge: null },
      { key: 'course', label: 'Courses', to: '/course', external: false, badge: 'newest' },
      { key: 'center', label: 'CENTER', to: '/mine', external: false, badge: 'hottest' },
    ]);
  });

  it('names home from a configured home item', () => {
    const [home, ...rest] = buildHeaderEntries(
      [item('home', { langNames: { zh_TW: '首頁' } })],
      'zh-TW',
      'Home',
    );
    expect(home).toMatchObject({ key: 'home', label: '首頁', to: '/study' });
    expect(rest).toEqual([]);
  });
});

describe('splitHeaderEntries (8-entry rule)', () => {
  const entries = (n: number) =>
    buildHeaderEntries(
      Array.from({ length: n - 1 }, (_, i) => item(`m${i}`)),
      'en-US',
      'Home',
    );

  it('shows up to 8 entries as they are', () => {
    expect(splitHeaderEntries(entries(8))).toMatchObject({ more: [] });
    expect(splitHeaderEntries(entries(8)).visible).toHaveLength(8);
  });

  it('shows 7 plus a more menu beyond 8', () => {
    const { visible, more } = splitHeaderEntries(entries(9));
    expect(visible).toHaveLength(7);
    expect(more.map((e) => e.key)).toEqual(['m6', 'm7']);
  });
});

describe('activeEntryKey', () => {
  const entries = buildHeaderEntries(
    [
      item('course'),
      item('center'),
      item('course-center', { url: '/course/center' }),
      item('x', { url: 'https://a.b/course' }),
    ],
    'en-US',
    'Home',
  );
  it('matches home, the longest path prefix, and nothing for unknown paths', () => {
    expect(activeEntryKey(entries, '/')).toBe('home');
    expect(activeEntryKey(entries, '/study')).toBe('home');
    expect(activeEntryKey(entries, '/course/center/list')).toBe('course-center');
    expect(activeEntryKey(entries, '/course/detail')).toBe('course');
    expect(activeEntryKey(entries, '/mine/layout')).toBe('center');
    expect(activeEntryKey(entries, '/courses')).toBeUndefined();
  });
});
