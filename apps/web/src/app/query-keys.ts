/**
 * Query keys. Everything under 'user' belongs to the signed-in user and is dropped when the
 * session ends; 'public' data (the platform config) does not depend on the user.
 */
export const queryKeys = {
  platformConfig: (site: string) => ['public', 'platform-config', site] as const,
  user: ['user'] as const,
  profile: ['user', 'profile'] as const,
  companyInfo: ['user', 'company-config'] as const,
  headerMenu: ['user', 'menu-pc'] as const,
  messageCount: ['user', 'message-count'] as const,
  personnelInfo: ['user', 'personnel-info'] as const,
  departmentTree: ['user', 'department-tree'] as const,
};
