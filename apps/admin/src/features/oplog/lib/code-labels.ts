import type { TFunction } from 'i18next';

export type OplogCodeGroup = 'actions' | 'entities';

/**
 * The label of an operation-log code (an action or an entity) in the viewer's language. The
 * codes are looked up in the group's object rather than by a dotted key, since some codes hold
 * a dot (`review.pass`). A code the catalogue lacks shows as written (the unit test beside the
 * catalogue keeps that from happening for every code the server writes).
 */
export function oplogCodeLabel(t: TFunction, group: OplogCodeGroup, code: string): string {
  const labels = t(`oplog.${group}`, { returnObjects: true }) as unknown;
  if (labels && typeof labels === 'object') {
    const label = (labels as Record<string, unknown>)[code];
    if (typeof label === 'string' && label) return label;
  }
  return code;
}
