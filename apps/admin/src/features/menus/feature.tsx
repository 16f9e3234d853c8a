import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { CONFIG_AREA } from '../config/feature.tsx';

const page = featurePages('menus');

const MenusPage = page(() => import('./pages/menus-page.tsx'), 'MenusPage');

export const MENUS_PATH = '/manage/menus';

export const feature: AdminFeature = {
  key: 'menus',
  area: CONFIG_AREA,
  entries: [
    { key: 'menus', labelKey: 'menus.menu', path: MENUS_PATH, icon: 'MenuOutlined', order: 20 },
  ],
  routes: [
    {
      path: MENUS_PATH,
      handle: { requireAuth: true, titleKey: 'menus.title' },
      element: <MenusPage />,
    },
  ],
};
