import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';

const page = featurePages('config');

const CompanySettingsPage = page(
  () => import('./pages/company-settings-page.tsx'),
  'CompanySettingsPage',
);
const WebsitesPage = page(() => import('./pages/websites-page.tsx'), 'WebsitesPage');
const ScoreNamesPage = page(() => import('./pages/score-names-page.tsx'), 'ScoreNamesPage');
const PersonnelFieldsPage = page(
  () => import('./pages/personnel-fields-page.tsx'),
  'PersonnelFieldsPage',
);

export const CONFIG_PATHS = {
  company: '/manage/config/company',
  websites: '/manage/config/websites',
  scoreNames: '/manage/config/score-names',
  personnelFields: '/manage/config/personnel-fields',
} as const;

/** The 'Configuration' area (shared with the menus feature). */
export const CONFIG_AREA = { key: 'config', labelKey: 'config.area', order: 30 };

export const feature: AdminFeature = {
  key: 'config',
  area: CONFIG_AREA,
  entries: [
    {
      key: 'company',
      labelKey: 'config.menu.company',
      path: CONFIG_PATHS.company,
      icon: 'SettingOutlined',
      order: 0,
    },
    {
      key: 'websites',
      labelKey: 'config.menu.websites',
      path: CONFIG_PATHS.websites,
      icon: 'GlobalOutlined',
      order: 10,
    },
    {
      key: 'scoreNames',
      labelKey: 'config.menu.scoreNames',
      path: CONFIG_PATHS.scoreNames,
      icon: 'TrophyOutlined',
      order: 30,
    },
    {
      key: 'personnelFields',
      labelKey: 'config.menu.personnelFields',
      path: CONFIG_PATHS.personnelFields,
      icon: 'FormOutlined',
      order: 40,
    },
  ],
  routes: [
    {
      path: CONFIG_PATHS.company,
      handle: { requireAuth: true, titleKey: 'config.company.title' },
      element: <CompanySettingsPage />,
    },
    {
      path: CONFIG_PATHS.websites,
      handle: { requireAuth: true, titleKey: 'config.websites.title' },
      element: <WebsitesPage />,
    },
    {
      path: CONFIG_PATHS.scoreNames,
      handle: { requireAuth: true, titleKey: 'config.scoreNames.title' },
      element: <ScoreNamesPage />,
    },
    {
      path: CONFIG_PATHS.personnelFields,
      handle: { requireAuth: true, titleKey: 'config.personnelFields.title' },
      element: <PersonnelFieldsPage />,
    },
  ],
};
