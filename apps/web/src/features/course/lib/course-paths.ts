export const COURSE_HOME_PATH = '/course';
export const COURSE_CENTRE_PATH = '/course/center';
/** The learning helper's detail page. */
export const courseDetailPath = (id: number) => `/course/detail?id=${id}`;
export const courseKeys = {
  centre: (q: unknown) => ['course', 'centre', q] as const,
  categories: ['course', 'categories'] as const,
  home: ['course', 'home'] as const,
};
