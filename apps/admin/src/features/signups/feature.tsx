import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { SIGNUP_PATHS } from './lib/signup-paths.ts';

const page = featurePages('signups');

const SignupListPage = page(() => import('./pages/signup-list-page.tsx'), 'SignupListPage');
const SignupEditPage = page(() => import('./pages/signup-edit-page.tsx'), 'SignupEditPage');
const SignupPeoplePage = page(() => import('./pages/signup-people-page.tsx'), 'SignupPeoplePage');
const RoomListPage = page(() => import('./pages/room-list-page.tsx'), 'RoomListPage');

/** Sign-ups (Training area): the list, the editor, the people who signed up, training rooms. */
export const feature: AdminFeature = {
  key: 'signups',
  area: { key: 'training', labelKey: 'signups.area', order: 42 },
  entries: [
    {
      key: 'signups',
      labelKey: 'signups.menu.list',
      path: SIGNUP_PATHS.list,
      icon: 'FormOutlined',
      order: 30,
    },
    {
      key: 'signup-rooms',
      labelKey: 'signups.menu.rooms',
      path: SIGNUP_PATHS.rooms,
      icon: 'HomeOutlined',
      order: 31,
    },
  ],
  routes: [
    {
      path: SIGNUP_PATHS.list,
      handle: { requireAuth: true, titleKey: 'signups.title.list' },
      element: <SignupListPage />,
    },
    {
      path: SIGNUP_PATHS.edit,
      handle: { requireAuth: true, titleKey: 'signups.title.edit' },
      element: <SignupEditPage />,
    },
    {
      path: SIGNUP_PATHS.people,
      handle: { requireAuth: true, titleKey: 'signups.menu.people' },
      element: <SignupPeoplePage />,
    },
    {
      path: SIGNUP_PATHS.rooms,
      handle: { requireAuth: true, titleKey: 'signups.title.rooms' },
      element: <RoomListPage />,
    },
  ],
};
