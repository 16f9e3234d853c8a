/**
 * Where a key pressed in an open menu moves the focus (WAI-ARIA menu button pattern): the
 * index of the item to focus, 'close' (Escape, Tab: the menu closes and the focus goes back
 * to its button), or null (the key is not the menu's). Arrows wrap around.
 */
export type MenuKeyMove = number | 'close' | null;

export function menuKeyMove(key: string, at: number, count: number): MenuKeyMove {
  if (key === 'Escape' || key === 'Tab') return 'close';
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return at < 0 ? 0 : (at + 1) % count;
    case 'ArrowUp':
      return at < 0 ? count - 1 : (at - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The item a closed menu's button opens onto: ArrowUp the last, else the current one or the first. */
export function openingFocus(
  key: 'ArrowUp' | 'ArrowDown' | 'click',
  current: number,
  count: number,
): number {
  if (count === 0) return -1;
  if (key === 'ArrowUp') return count - 1;
  if (key === 'ArrowDown') return 0;
  return current >= 0 ? current : 0;
}
