import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { PROGRAMME_PATHS as P } from './lib/programme-paths.ts';

const page = featurePages('programme');

const lists = () => import('./pages/programme-list-pages.tsx');
const ProjectPage = page(() => import('./pages/project-page.tsx'), 'ProjectPage');
const ProgrammeDetailPage = page(
  () => import('./pages/programme-detail-page.tsx'),
  'ProgrammeDetailPage',
);
const NewstaffPage = page(lists, 'NewstaffPage');
const SubjectPage = page(lists, 'SubjectPage');
const MapListPage = page(lists, 'MapListPage');
const PackagePage = page(lists, 'PackagePage');
const MapDetailPage = page(() => import('./pages/map-detail-page.tsx'), 'MapDetailPage');
const PackageDetailPage = page(
  () => import('./pages/package-detail-page.tsx'),
  'PackageDetailPage',
);
const SupervisePage = page(() => import('./pages/supervise-page.tsx'), 'SupervisePage');
const SuperviseDetailPage = page(
  () => import('./pages/supervise-detail-page.tsx'),
  'SuperviseDetailPage',
);

const meta = (titleKey: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  requireAuth: true,
  titleKey,
  ...extra,
});

/**
 * Training programmes (spec s.2): the task centre (/project), project, new-staff and subject
 * training, learning maps, packages, and the supervisor's view in the personal centre.
 */
export const mainRoutes: RouteObject[] = [
  {
    path: P.project,
    handle: meta('programme.project.title', { menuCode: 'plan' }),
    element: <ProjectPage />,
  },
  {
    path: P.projectDetail,
    handle: meta('programme.kinds.project', { menuCode: 'plan', detail: true }),
    element: <ProgrammeDetailPage />,
  },
  {
    path: P.newstaff,
    handle: meta('newstaff.name', { menuCode: 'newstaff' }),
    element: <NewstaffPage />,
  },
  {
    path: P.newstaffDetail,
    handle: meta('newstaff.name', { menuCode: 'newstaff', detail: true }),
    element: <ProgrammeDetailPage />,
  },
  {
    path: P.subject,
    handle: meta('programme.kinds.subject', { menuCode: 'subject' }),
    element: <SubjectPage />,
  },
  {
    path: P.subjectDetail,
    handle: meta('programme.kinds.subject', { menuCode: 'subject', detail: true }),
    element: <ProgrammeDetailPage />,
  },
  {
    path: P.map,
    handle: meta('programme.kinds.map', { menuCode: 'map' }),
    element: <MapListPage />,
  },
  {
    path: P.mapDetail,
    handle: meta('programme.kinds.map', { menuCode: 'map', detail: true }),
    element: <MapDetailPage />,
  },
  {
    path: P.package,
    handle: meta('programme.kinds.package'),
    element: <PackagePage />,
  },
  {
    path: P.packageDetail,
    handle: meta('programme.kinds.package', { detail: true }),
    element: <PackageDetailPage />,
  },
  {
    path: P.supervise,
    handle: meta('programme.supervise.title', { menuCode: 'center' }),
    element: <SupervisePage />,
  },
  {
    path: P.superviseDetail,
    handle: meta('programme.supervise.title', { menuCode: 'center', detail: true }),
    element: <SuperviseDetailPage />,
  },
];
