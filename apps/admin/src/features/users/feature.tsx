import { lazy } from 'react';
import type { AdminFeature } from '../../app/features/admin-feature.ts';

const UsersPage = lazy(() =>
  import('./pages/users-page.tsx').then((m) => ({ default: m.UsersPage })),
);

export const USERS_PATH = '/manage/users';

export const feature: AdminFeature = {
  key: 'users',
  area: { key: 'people', labelKey: 'users.area', order: 20 },
  entries: [
    { key: 'users', labelKey: 'users.menu', path: USERS_PATH, icon: 'TeamOutlined', order: 10 },
  ],
  routes: [
    {
      path: USERS_PATH,
      handle: { requireAuth: true, titleKey: 'users.title' },
      element: <UsersPage />,
    },
  ],
};
