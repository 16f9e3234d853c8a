import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { COURSE_PATHS } from './lib/course-paths.ts';

const page = featurePages('courses');

const CoursesPage = page(() => import('./pages/courses-page.tsx'), 'CoursesPage');
const CourseEditPage = page(() => import('./pages/course-edit-page.tsx'), 'CourseEditPage');
const CategoriesPage = page(
  () => import('./pages/course-categories-page.tsx'),
  'CourseCategoriesPage',
);

/** Learning: courses (list, editor with outline and audience) and their category tree. */
export const feature: AdminFeature = {
  key: 'courses',
  area: { key: 'learning', labelKey: 'courses.area', order: 30 },
  entries: [
    {
      key: 'courses',
      labelKey: 'courses.menu.courses',
      path: COURSE_PATHS.list,
      icon: 'ReadOutlined',
      order: 0,
    },
    {
      key: 'course-categories',
      labelKey: 'courses.menu.categories',
      path: COURSE_PATHS.categories,
      icon: 'ApartmentOutlined',
      order: 10,
    },
  ],
  routes: [
    {
      path: COURSE_PATHS.list,
      handle: { requireAuth: true, titleKey: 'courses.title.list' },
      element: <CoursesPage />,
    },
    {
      path: COURSE_PATHS.edit,
      handle: { requireAuth: true, titleKey: 'courses.title.edit' },
      element: <CourseEditPage />,
    },
    {
      path: COURSE_PATHS.categories,
      handle: { requireAuth: true, titleKey: 'courses.title.categories' },
      element: <CategoriesPage />,
    },
  ],
};
