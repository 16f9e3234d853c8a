import type { TPosition, TPositionItem } from '@ascent/shared/org';
import type { PositionRow } from './position.repository.ts';

export function toPosition(r: PositionRow, people: number): TPosition {
  return {
    id: r.id,
    name: r.name,
    code: r.code,
    sort: r.sort,
    people,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toPositionItem(r: PositionRow): TPositionItem {
  return { id: r.id, name: r.name, code: r.code };
}

/** What the operation log keeps of a position. */
export function positionLogEntry(r: PositionRow) {
  return { name: r.name, code: r.code, sort: r.sort };
}
