import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';

const page = featurePages('org');

const DepartmentsPage = page(() => import('./pages/departments-page.tsx'), 'DepartmentsPage');
const PositionsPage = page(() => import('./pages/positions-page.tsx'), 'PositionsPage');
const UnitsPage = page(() => import('./pages/units-page.tsx'), 'UnitsPage');
const MajorsPage = page(() => import('./pages/majors-page.tsx'), 'MajorsPage');
const ReferencePage = page(() => import('./pages/reference-page.tsx'), 'ReferencePage');

export const ORG_PATHS = {
  departments: '/manage/org/departments',
  positions: '/manage/org/positions',
  units: '/manage/org/units',
  majors: '/manage/org/majors',
  reference: '/manage/org/reference',
} as const;

/** Organisation: departments, positions, units, majors, and the reference data (countries, areas). */
export const feature: AdminFeature = {
  key: 'org',
  area: { key: 'org', labelKey: 'org.area', order: 10 },
  entries: [
    {
      key: 'departments',
      labelKey: 'org.menu.departments',
      path: ORG_PATHS.departments,
      icon: 'ApartmentOutlined',
      order: 0,
    },
    {
      key: 'positions',
      labelKey: 'org.menu.positions',
      path: ORG_PATHS.positions,
      icon: 'IdcardOutlined',
      order: 20,
    },
    {
      key: 'units',
      labelKey: 'org.menu.units',
      path: ORG_PATHS.units,
      icon: 'BankOutlined',
      order: 25,
    },
    {
      key: 'majors',
      labelKey: 'org.menu.majors',
      path: ORG_PATHS.majors,
      icon: 'BookOutlined',
      order: 30,
    },
    {
      key: 'reference',
      labelKey: 'org.menu.reference',
      path: ORG_PATHS.reference,
      icon: 'GlobalOutlined',
      order: 90,
    },
  ],
  routes: [
    {
      path: ORG_PATHS.departments,
      handle: { requireAuth: true, titleKey: 'org.title.departments' },
      element: <DepartmentsPage />,
    },
    {
      path: ORG_PATHS.positions,
      handle: { requireAuth: true, titleKey: 'org.title.positions' },
      element: <PositionsPage />,
    },
    {
      path: ORG_PATHS.units,
      handle: { requireAuth: true, titleKey: 'org.title.units' },
      element: <UnitsPage />,
    },
    {
      path: ORG_PATHS.majors,
      handle: { requireAuth: true, titleKey: 'org.title.majors' },
      element: <MajorsPage />,
    },
    {
      path: ORG_PATHS.reference,
      handle: { requireAuth: true, titleKey: 'org.title.reference' },
      element: <ReferencePage />,
    },
  ],
};
