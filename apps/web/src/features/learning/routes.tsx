import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { prefetchCourse } from './lib/course-prefetch.ts';

const page = featurePages('learning');

// A cold load of a course page asks for its course (and cover) beside its code (issue 14: the
// cover, its largest picture, waits for both).
const CourseDetailPage = page(
  () => import('./pages/course-detail-page.tsx'),
  'CourseDetailPage',
  prefetchCourse,
);
const MineCoursePage = page(() => import('./pages/mine-course-page.tsx'), 'MineCoursePage');
const MineHistoryPage = page(() => import('./pages/mine-history-page.tsx'), 'MineHistoryPage');
const MineStudyPage = page(() => import('./pages/mine-study-page.tsx'), 'MineStudyPage');
const MineStudyProfilePage = page(
  () => import('./pages/mine-study-profile-page.tsx'),
  'MineStudyProfilePage',
);
const MineArchivePage = page(() => import('./pages/mine-archive-page.tsx'), 'MineArchivePage');
const PreviewPage = page(() => import('./pages/preview-page.tsx'), 'PreviewPage');

const meta = (titleKey: string, detail = false): RouteMeta => ({
  requireAuth: true,
  titleKey,
  detail,
});

/** The course page with its players, the learner's learning pages, and /preview. */
export const mainRoutes: RouteObject[] = [
  {
    path: '/course/detail',
    // Made without the component kit (issue 14: its first load carries no antd).
    handle: { ...meta('learning.detail.title', true), withoutKit: true },
    element: <CourseDetailPage />,
  },
  { path: '/mine/course', handle: meta('learning.mine.courseTitle'), element: <MineCoursePage /> },
  {
    path: '/mine/history',
    handle: meta('learning.mine.historyTitle'),
    element: <MineHistoryPage />,
  },
  { path: '/mine/study', handle: meta('learning.study.title'), element: <MineStudyPage /> },
  {
    path: '/mine/study/profile',
    handle: meta('learning.study.rules'),
    element: <MineStudyProfilePage />,
  },
  {
    path: '/mine/learningArchive',
    handle: meta('learning.mine.archiveTitle'),
    element: <MineArchivePage />,
  },
  { path: '/preview', handle: meta('learning.preview.title'), element: <PreviewPage /> },
];
