/** A level as the map draws it. */
export type LevelStatus = 'completed' | 'current' | 'open' | 'locked';

/**
 * Each level's status on the path: done, the one to do now (the first open level not done),
 * other open ones, and locked ones (the server says which are locked).
 */
export function levelStatuses(
  levels: readonly { locked: boolean; completed: boolean }[],
): LevelStatus[] {
  let currentTaken = false;
  return levels.map((l) => {
    if (l.completed) return 'completed';
    if (l.locked) return 'locked';
    if (currentTaken) return 'open';
    currentTaken = true;
    return 'current';
  });
}

/** The level to show first: the current one, else the last completed, else the first. */
export function initialLevel(statuses: readonly LevelStatus[]): number {
  const current = statuses.indexOf('current');
  if (current >= 0) return current;
  const done = statuses.lastIndexOf('completed');
  return done >= 0 ? done : 0;
}
