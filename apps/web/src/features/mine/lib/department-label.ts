import type { TProfile } from '@ascent/shared/profile';

/** The learner's department as shown: its name, or the company and department path. */
export function departmentLabel(
  profile: Pick<TProfile, 'departmentName' | 'departmentPath'>,
): string {
  return profile.departmentName || profile.departmentPath.map((u) => u.name).join(' / ');
}
