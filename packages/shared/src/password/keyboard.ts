/**
 * Keyboard runs for the password policy (spec section 5): three keys next to each other in a
 * straight line on a US QWERTY keyboard.
 *
 * The keyboard is a grid of rows; each key has a (row, index) position. The rows are staggered
 * on a real keyboard (row 0 starts at x = 0, row 1 at x = 0.5, row 2 at x = 0.75, row 3 at
 * x = 1.25), but the rules below work on the index only, which is how people name the
 * "columns" (1qaz, 2wsx, 3edc, ... 0p;/):
 *
 *   index:       0 1 2 3 4 5 6 7 8 9 10 11
 *   row 0 (x0):  1 2 3 4 5 6 7 8 9 0 -  =      shifted: ! @ # $ % ^ & * ( ) _ +
 *   row 1 (x.5): q w e r t y u i o p [  ]      shifted: Q W E R T Y U I O P { }
 *   row 2 (x.75):a s d f g h j k l ; '         shifted: A S D F G H J K L : "
 *   row 3 (x1.25):z x c v b n m , . /          shifted: Z X C V B N M < > ?
 *
 * A shifted character sits on the same key as its unshifted one, so letters compare
 * case-insensitively and `!@#` is the same run as `123`.
 *
 * Three characters (k1, k2, k3) form a keyboard run when their positions are
 *   - a row:        (r, i), (r, i+1), (r, i+2)        e.g. qwe, asd, !@#, m,.
 *   - a column:     (r, i), (r+1, i), (r+2, i)        e.g. 1qa, qaz, 2ws, wsx, edc
 *   - a diagonal:   (r, i), (r+1, i-1), (r+2, i-2)    e.g. 3wa, 4es, esz
 *   - the other diagonal: (r, i), (r+1, i+1), (r+2, i+2)   e.g. 1wd, qsc
 * each also read in reverse (ewq, aq1, zaq, xsw, aw3, zse, dw1, csq). In other words, the two steps
 * k1->k2 and k2->k3 are the same (dRow, dIndex) step, and that step is one of
 * (0,±1), (±1,0), (+1,-1)/(-1,+1) or (+1,+1)/(-1,-1).
 */

const ROWS: readonly (readonly [plain: string, shifted: string])[] = [
  ['1234567890-=', '!@#$%^&*()_+'],
  ['qwertyuiop[]', 'QWERTYUIOP{}'],
  ["asdfghjkl;'", 'ASDFGHJKL:"'],
  ['zxcvbnm,./', 'ZXCVBNM<>?'],
];

interface KeyPos {
  row: number;
  index: number;
}

const POSITIONS: ReadonlyMap<string, KeyPos> = (() => {
  const map = new Map<string, KeyPos>();
  ROWS.forEach(([plain, shifted], row) => {
    for (const keys of [plain, shifted]) {
      Array.from(keys).forEach((ch, index) => map.set(ch, { row, index }));
    }
  });
  return map;
})();

/** The (row, index) of a character on the US QWERTY grid, or undefined when it is not on it. */
export function keyPosition(ch: string): KeyPos | undefined {
  return POSITIONS.get(ch);
}

/** The allowed single steps between neighbouring keys of a run (either direction). */
const STEPS: readonly (readonly [number, number])[] = [
  [0, 1], // row
  [1, 0], // column
  [1, -1], // diagonal
  [1, 1], // other diagonal
];

/** True when a, b, c (single characters) are three adjacent keys in a straight line. */
export function isKeyboardRun(a: string, b: string, c: string): boolean {
  const p1 = POSITIONS.get(a);
  const p2 = POSITIONS.get(b);
  const p3 = POSITIONS.get(c);
  if (!p1 || !p2 || !p3) return false;
  const dr = p2.row - p1.row;
  const di = p2.index - p1.index;
  if (p3.row - p2.row !== dr || p3.index - p2.index !== di) return false;
  return STEPS.some(([sr, si]) => (dr === sr && di === si) || (dr === -sr && di === -si));
}
