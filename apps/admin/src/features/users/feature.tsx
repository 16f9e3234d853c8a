import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';

const page = featurePages('users');

const UsersPage = page(() => import('./pages/users-page.tsx'), 'UsersPage');

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
