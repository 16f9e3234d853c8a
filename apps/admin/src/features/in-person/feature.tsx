import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { IN_PERSON_PATHS } from './lib/in-person-paths.ts';

const page = featurePages('in-person');

const InPersonListPage = page(() => import('./pages/in-person-list-page.tsx'), 'InPersonListPage');
const InPersonEditPage = page(() => import('./pages/in-person-edit-page.tsx'), 'InPersonEditPage');
const InPersonSessionPage = page(
  () => import('./pages/in-person-session-page.tsx'),
  'InPersonSessionPage',
);

/** Face-to-face sessions: the list, the editor, the session page (QR, attendance, leave). */
export const feature: AdminFeature = {
  key: 'face',
  area: { key: 'training', labelKey: 'inPerson.area', order: 42 },
  entries: [
    {
      key: 'face',
      labelKey: 'inPerson.menu.list',
      path: IN_PERSON_PATHS.list,
      icon: 'TeamOutlined',
      order: 30,
    },
  ],
  routes: [
    {
      path: IN_PERSON_PATHS.list,
      handle: { requireAuth: true, titleKey: 'inPerson.title.list' },
      element: <InPersonListPage />,
    },
    {
      path: IN_PERSON_PATHS.edit,
      handle: { requireAuth: true, titleKey: 'inPerson.title.edit' },
      element: <InPersonEditPage />,
    },
    {
      path: IN_PERSON_PATHS.session,
      handle: { requireAuth: true, titleKey: 'inPerson.title.session' },
      element: <InPersonSessionPage />,
    },
  ],
};
