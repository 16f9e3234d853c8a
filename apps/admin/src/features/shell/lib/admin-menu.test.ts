import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, activeMenuEntry, breadcrumbKeys, type AdminMenuArea } from './admin-menu.ts';

describe('the admin side menu', () => {
  it('lists only the built areas: the dashboard for now', () => {
    expect(ADMIN_MENU.map((a) => [a.key, a.entries.map((e) => e.key)])).toEqual([
      ['overview', ['dashboard']],
    ]);
  });

  it('marks the dashboard on /manage only', () => {
    expect(activeMenuEntry('/manage')?.entry.key).toBe('dashboard');
    expect(activeMenuEntry('/manage/')?.entry.key).toBe('dashboard');
    expect(activeMenuEntry('/manage/nothing')).toBeUndefined();
  });

  it('picks the longest matching entry of a later area', () => {
    const menu: AdminMenuArea[] = [
      ...ADMIN_MENU,
      {
        key: 'users',
        labelKey: 'menu.areas.users',
        entries: [
          { key: 'users', labelKey: 'menu.users', path: '/manage/users' },
          { key: 'import', labelKey: 'menu.import', path: '/manage/users/import' },
        ],
      },
    ];
    expect(activeMenuEntry('/manage/users/7', menu)?.entry.key).toBe('users');
    expect(activeMenuEntry('/manage/users/import', menu)?.entry.key).toBe('import');
    expect(activeMenuEntry('/manage/usersx', menu)).toBeUndefined();
    expect(breadcrumbKeys('/manage/users/import', menu)).toEqual([
      'menu.areas.users',
      'menu.import',
    ]);
  });

  it('builds the breadcrumb from the area and the entry', () => {
    expect(breadcrumbKeys('/manage')).toEqual(['menu.areas.overview', 'menu.dashboard']);
    expect(breadcrumbKeys('/manage/unknown')).toEqual([]);
  });
});
