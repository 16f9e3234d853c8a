/** The practice pages of the admin site. */
export const PRACTICE_ADMIN_PATHS = {
  banks: '/manage/practice/banks',
  simulations: '/manage/practice/simulations',
  settings: '/manage/practice/settings',
} as const;
