import { featurePages } from '../../app/router/feature-pages.ts';
import type { ProgrammeKind } from '@ascent/shared/programme';
import type { AdminFeature, AdminIconName } from '../../app/features/admin-feature.ts';
import {
  PROGRAMME_REPORT_PATH,
  programmeEditPath,
  programmeListPath,
} from './lib/programme-paths.ts';

const page = featurePages('programmes');

const ProgrammeListPage = page(
  () => import('./pages/programme-list-page.tsx'),
  'ProgrammeListPage',
);
const ProgrammeEditPage = page(
  () => import('./pages/programme-edit-page.tsx'),
  'ProgrammeEditPage',
);
const ProgrammeReportPage = page(
  () => import('./pages/programme-report-page.tsx'),
  'ProgrammeReportPage',
);

const KINDS: { kind: ProgrammeKind; icon: AdminIconName }[] = [
  { kind: 'project', icon: 'ProjectOutlined' },
  { kind: 'newstaff', icon: 'UserAddOutlined' },
  { kind: 'subject', icon: 'ReadOutlined' },
  { kind: 'map', icon: 'NodeIndexOutlined' },
  { kind: 'package', icon: 'AppstoreOutlined' },
];

/**
 * Training programmes (Training area): projects, new-staff training (the customer dfzx says
 * 'Expert training': the `_dfzx` keys), subject training, learning maps and packages; each
 * with its list and editor, and the progress report of any.
 */
export const feature: AdminFeature = {
  key: 'programmes',
  area: { key: 'training', labelKey: 'programmes.area', order: 42 },
  entries: KINDS.map(({ kind, icon }, order) => ({
    key: `programmes-${kind}`,
    labelKey: `programmes.kind.${kind}`,
    path: programmeListPath(kind),
    icon,
    order,
  })),
  routes: [
    ...KINDS.flatMap(({ kind }) => [
      {
        path: programmeListPath(kind),
        handle: { requireAuth: true, titleKey: `programmes.kind.${kind}` },
        element: <ProgrammeListPage kind={kind} />,
      },
      {
        path: programmeEditPath(kind),
        handle: { requireAuth: true, titleKey: `programmes.kind.${kind}` },
        element: <ProgrammeEditPage kind={kind} />,
      },
    ]),
    {
      path: PROGRAMME_REPORT_PATH,
      handle: { requireAuth: true, titleKey: 'programmes.title.report' },
      element: <ProgrammeReportPage />,
    },
  ],
};
