/**
 * Query keys. Everything under 'user' belongs to the signed-in administrator and is dropped
 * when the session ends; 'public' data (the platform config) does not depend on the user.
 */
export const queryKeys = {
  platformConfig: (site: string) => ['public', 'platform-config', site] as const,
  user: ['user'] as const,
  manageSession: ['user', 'manage-session'] as const,
  companyInfo: ['user', 'company-config'] as const,
};
