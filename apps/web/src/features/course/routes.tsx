import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { COURSE_CENTRE_PATH, COURSE_HOME_PATH } from './lib/course-paths.ts';

const page = featurePages('course');

const CourseHomePage = page(() => import('./pages/course-home-page.tsx'), 'CourseHomePage');
const CourseCentrePage = page(() => import('./pages/course-centre-page.tsx'), 'CourseCentrePage');

const home: RouteMeta = { requireAuth: true, titleKey: 'course.homeTitle' };
const centre: RouteMeta = { requireAuth: true, titleKey: 'course.centreTitle', menuCode: 'course' };

/** The course home and centre (spec s.2 /course, /course/center); /course/detail is the learning feature's. */
export const mainRoutes: RouteObject[] = [
  { path: COURSE_HOME_PATH, handle: home, element: <CourseHomePage /> },
  { path: COURSE_CENTRE_PATH, handle: centre, element: <CourseCentrePage /> },
];
