import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { PRACTICE_ADMIN_PATHS } from './lib/practice-paths.ts';

const page = featurePages('practice');

const PracticeBanksPage = page(
  () => import('./pages/practice-banks-page.tsx'),
  'PracticeBanksPage',
);
const SimulationsPage = page(() => import('./pages/simulations-page.tsx'), 'SimulationsPage');
const PracticeSettingsPage = page(
  () => import('./pages/practice-settings-page.tsx'),
  'PracticeSettingsPage',
);

/** Practice: which banks learners may practise, the mock exam papers, the wrong-book threshold. */
export const feature: AdminFeature = {
  key: 'practice',
  area: { key: 'exam', labelKey: 'practice.area', order: 45 },
  entries: [
    {
      key: 'practice-banks',
      labelKey: 'practice.menu.banks',
      path: PRACTICE_ADMIN_PATHS.banks,
      icon: 'FormOutlined',
      order: 60,
    },
    {
      key: 'practice-simulations',
      labelKey: 'practice.menu.simulations',
      path: PRACTICE_ADMIN_PATHS.simulations,
      icon: 'FileDoneOutlined',
      order: 61,
    },
    {
      key: 'practice-settings',
      labelKey: 'practice.menu.settings',
      path: PRACTICE_ADMIN_PATHS.settings,
      icon: 'SettingOutlined',
      order: 62,
    },
  ],
  routes: [
    {
      path: PRACTICE_ADMIN_PATHS.banks,
      handle: { requireAuth: true, titleKey: 'practice.menu.banks' },
      element: <PracticeBanksPage />,
    },
    {
      path: PRACTICE_ADMIN_PATHS.simulations,
      handle: { requireAuth: true, titleKey: 'practice.menu.simulations' },
      element: <SimulationsPage />,
    },
    {
      path: PRACTICE_ADMIN_PATHS.settings,
      handle: { requireAuth: true, titleKey: 'practice.menu.settings' },
      element: <PracticeSettingsPage />,
    },
  ],
};
