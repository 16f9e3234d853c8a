import type { TMyUnit } from '@ascent/shared/unit';

/** The unit switch page (spec s.2 Public `/login/switch`). */
export const SWITCH_UNIT_PATH = '/login/switch';

/** A person in two or more units without a current one picks one after signing in. */
export function needsUnitChoice(units: readonly Pick<TMyUnit, 'current'>[]): boolean {
  return units.length >= 2 && !units.some((u) => u.current);
}

/** The avatar menu offers the switch to a person in two or more units. */
export function canSwitchUnit(units: readonly unknown[] | undefined): boolean {
  return (units?.length ?? 0) >= 2;
}

/** The switch page, returning to `redirect` (a path of the site) afterwards. */
export function switchUnitHref(redirect: string | null | undefined): string {
  return redirect
    ? `${SWITCH_UNIT_PATH}?redirect=${encodeURIComponent(redirect)}`
    : SWITCH_UNIT_PATH;
}
