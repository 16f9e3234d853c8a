import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';

const page = featurePages('jobs');

const JobsPage = page(() => import('./pages/jobs-page.tsx'), 'JobsPage');

export const JOBS_PATH = '/manage/jobs';

export const feature: AdminFeature = {
  key: 'jobs',
  area: { key: 'trust', labelKey: 'jobs.area', order: 90 },
  entries: [
    { key: 'jobs', labelKey: 'jobs.menu', path: JOBS_PATH, icon: 'ScheduleOutlined', order: 10 },
  ],
  routes: [
    {
      path: JOBS_PATH,
      handle: { requireAuth: true, titleKey: 'jobs.title' },
      element: <JobsPage />,
    },
  ],
};
