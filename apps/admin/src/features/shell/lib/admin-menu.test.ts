import { describe, expect, it } from 'vitest';
import type { AdminFeature } from '../../../app/features/admin-feature.ts';
import {
  ADMIN_MENU,
  activeMenuEntry,
  breadcrumbKeys,
  buildAdminMenu,
  mayOpen,
  menuForScope,
  type AdminMenuArea,
} from './admin-menu.ts';
import { ADMIN_FEATURES } from '../../../app/features/registry.ts';

const feature = (
  key: string,
  area: [string, number],
  entries: [string, number][],
): AdminFeature => ({
  key,
  area: { key: area[0], labelKey: `menu.areas.${area[0]}`, order: area[1] },
  entries: entries.map(([k, order]) => ({
    key: k,
    labelKey: `menu.${k}`,
    path: `/manage/${k}`,
    order,
  })),
  routes: [],
});

describe('the admin side menu', () => {
  it('starts with the dashboard', () => {
    expect(ADMIN_MENU[0]?.entries[0]?.key).toBe('dashboard');
  });

  it('groups the features entries by area, areas and entries in their order', () => {
    const menu = buildAdminMenu([
      feature('b', ['people', 20], [['users', 2]]),
      feature('a', ['org', 10], [['departments', 1]]),
      feature('c', ['people', 20], [['fields', 1]]),
    ]);
    expect(menu.map((a) => [a.key, a.entries.map((e) => e.key)])).toEqual([
      ['org', ['departments']],
      ['people', ['fields', 'users']],
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

  describe('for a unit manager or supervisor (a departments scope)', () => {
    const company = { kind: 'company' as const, departments: [] };
    const departments = { kind: 'departments' as const, departments: [{ id: 3, name: 'Sales' }] };

    it('lists the dashboard and the learner reports only; an administrator everything', () => {
      expect(menuForScope(departments).map((a) => [a.key, a.entries.map((e) => e.key)])).toEqual([
        ['overview', ['dashboard', 'reports']],
      ]);
      expect(menuForScope(company)).toBe(ADMIN_MENU);
      expect(ADMIN_MENU.length).toBeGreaterThan(1);
    });

    it('opens the pages marked forManagers only, and an administrator every page', () => {
      const routes = ADMIN_FEATURES.flatMap((f) => f.routes);
      const open = routes.filter((r) => mayOpen(departments, r.handle as never));
      expect(open.map((r) => r.path ?? '(index)').sort()).toEqual(
        ['(index)', '/manage/reports', '/manage/reports/learners'].sort(),
      );
      expect(routes.every((r) => mayOpen(company, r.handle as never))).toBe(true);
      expect(mayOpen(departments, undefined)).toBe(false);
    });
  });
});
