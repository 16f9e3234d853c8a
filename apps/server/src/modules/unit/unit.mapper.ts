import type { TMyUnit, TUnit, TUnitMember } from '@ascent/shared/unit';
import type { PersonUnit, UnitCounted, UnitMemberListRow, UnitRow } from './unit.repository.ts';

export function toUnit(r: UnitCounted): TUnit {
  return {
    id: r.id,
    name: r.name,
    members: r.members,
    managers: r.managers,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toUnitMember(r: UnitMemberListRow): TUnitMember {
  return {
    userId: r.userId,
    account: r.account,
    realName: r.realName,
    departmentName: r.departmentName ?? '',
    manager: r.isManager,
    joinedAt: r.createdAt.toISOString(),
  };
}

/**
 * The session's current unit among the person's: the one the session switched to while they are
 * still its member; else the one they chose last in any session; else their only unit (a person
 * in one unit never switches); else none (they pick one on /login/switch).
 */
export function currentUnitId(rows: PersonUnit[], switchedTo: number | null): number | null {
  if (switchedTo !== null && rows.some((r) => r.id === switchedTo)) return switchedTo;
  let last: PersonUnit | null = null;
  for (const r of rows) if (r.chosenAt && (!last?.chosenAt || r.chosenAt > last.chosenAt)) last = r;
  if (last) return last.id;
  return rows.length === 1 ? rows[0]!.id : null;
}

/** A person's units as userInfo carries them, the session's current one marked. */
export function toMyUnits(rows: PersonUnit[], switchedTo: number | null): TMyUnit[] {
  const current = currentUnitId(rows, switchedTo);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    manager: r.isManager,
    current: r.id === current,
  }));
}

/** What the operation log keeps of a unit. */
export function unitLogEntry(r: Pick<UnitRow, 'name'>) {
  return { name: r.name };
}
