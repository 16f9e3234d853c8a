import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';

const page = featurePages('earning');

const EarningRulesPage = page(() => import('./pages/earning-rules-page.tsx'), 'EarningRulesPage');

export const EARNING_PATHS = { rules: '/manage/earning/rules' } as const;

/** The 'Engagement' area (issue 17): earning rules first; sign-in, levels, the mall follow. */
export const feature: AdminFeature = {
  key: 'earning',
  area: { key: 'engagement', labelKey: 'earning.area', order: 48 },
  entries: [
    {
      key: 'rules',
      labelKey: 'earning.menu.rules',
      path: EARNING_PATHS.rules,
      icon: 'FireOutlined',
      order: 0,
    },
  ],
  routes: [
    {
      path: EARNING_PATHS.rules,
      handle: { requireAuth: true, titleKey: 'earning.rules.title' },
      element: <EarningRulesPage />,
    },
  ],
};
