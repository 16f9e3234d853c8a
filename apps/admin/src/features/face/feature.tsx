import { TeamOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { FACE_PATHS } from './lib/face-paths.ts';

const FaceListPage = lazy(() =>
  import('./pages/face-list-page.tsx').then((m) => ({ default: m.FaceListPage })),
);
const FaceEditPage = lazy(() =>
  import('./pages/face-edit-page.tsx').then((m) => ({ default: m.FaceEditPage })),
);
const FaceSessionPage = lazy(() =>
  import('./pages/face-session-page.tsx').then((m) => ({ default: m.FaceSessionPage })),
);

/** Face-to-face sessions: the list, the editor, the session page (QR, attendance, leave). */
export const feature: AdminFeature = {
  key: 'face',
  area: { key: 'training', labelKey: 'face.area', order: 42 },
  entries: [
    {
      key: 'face',
      labelKey: 'face.menu.list',
      path: FACE_PATHS.list,
      icon: <TeamOutlined />,
      order: 30,
    },
  ],
  routes: [
    {
      path: FACE_PATHS.list,
      handle: { requireAuth: true, titleKey: 'face.title.list' },
      element: <FaceListPage />,
    },
    {
      path: FACE_PATHS.edit,
      handle: { requireAuth: true, titleKey: 'face.title.edit' },
      element: <FaceEditPage />,
    },
    {
      path: FACE_PATHS.session,
      handle: { requireAuth: true, titleKey: 'face.title.session' },
      element: <FaceSessionPage />,
    },
  ],
};
