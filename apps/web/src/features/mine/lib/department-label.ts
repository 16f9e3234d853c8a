import type { TProfile } from '@ascent/shared/profile';

/** The learner's department as shown: its name, or the path of their units. */
export function departmentLabel(profile: Pick<TProfile, 'departmentName' | 'units'>): string {
  return profile.departmentName || profile.units.map((u) => u.name).join(' / ');
}
