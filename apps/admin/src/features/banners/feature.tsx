import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { BANNERS_PATH } from './lib/banners-key.ts';

const page = featurePages('banners');

const BannersPage = page(() => import('./pages/banners-page.tsx'), 'BannersPage');

/** The learner home: the banners of its carousel. */
export const feature: AdminFeature = {
  key: 'banners',
  area: { key: 'home', labelKey: 'banners.area', order: 35 },
  entries: [
    {
      key: 'banners',
      labelKey: 'banners.menu',
      path: BANNERS_PATH,
      icon: 'PictureOutlined',
      order: 0,
    },
  ],
  routes: [
    {
      path: BANNERS_PATH,
      handle: { requireAuth: true, titleKey: 'banners.title' },
      element: <BannersPage />,
    },
  ],
};
