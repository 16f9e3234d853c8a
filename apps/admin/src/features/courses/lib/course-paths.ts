export const COURSE_PATHS = {
  list: '/manage/courses',
  edit: '/manage/courses/edit',
  categories: '/manage/courses/categories',
} as const;

export const courseEditPath = (id?: number) =>
  id ? `${COURSE_PATHS.edit}?id=${id}` : COURSE_PATHS.edit;

export const COURSES_KEY = ['manage', 'courses'] as const;
export const CATEGORIES_KEY = ['manage', 'course-categories'] as const;
