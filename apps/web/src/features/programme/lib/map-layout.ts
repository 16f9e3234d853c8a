/**
 * Where a learning map's levels sit on the drawn path (pure, so it is tested apart from the
 * drawing). Levels run as a snake: left to right on the first row, right to left on the
 * next, joined at the ends by a bend that stays inside the width.
 */

export interface MapPoint {
  x: number;
  y: number;
  /** The row (0 first) and the column within the drawing (0 leftmost). */
  row: number;
  col: number;
}

export interface MapLayout {
  width: number;
  height: number;
  nodes: MapPoint[];
  /** One SVG path per stretch between level i and level i + 1 (length nodes - 1). */
  segments: string[];
}

export interface MapLayoutOptions {
  /** Space from the drawing's edges to the outermost level's centre lane. */
  margin?: number;
  /** Vertical distance between rows (room for the node and its title below it). */
  rowGap?: number;
  /** Space above the first row and below the last (the node's radius and its title). */
  top?: number;
  bottom?: number;
}

/** How many levels fit in a row at this width: 2 on a phone, up to 5 on a wide screen. */
export function columnsFor(width: number, count: number): number {
  const fit = width < 480 ? 2 : width < 760 ? 3 : width < 1100 ? 4 : 5;
  return Math.max(1, Math.min(fit, count));
}

const round = (n: number) => Math.round(n * 10) / 10;

export function layoutMap(count: number, width: number, opts: MapLayoutOptions = {}): MapLayout {
  const margin = opts.margin ?? 16;
  const rowGap = opts.rowGap ?? 140;
  const top = opts.top ?? 48;
  const bottom = opts.bottom ?? 72;
  const w = Math.max(width, 2 * margin + 80);
  if (count <= 0) return { width: w, height: 0, nodes: [], segments: [] };
  const cols = columnsFor(w, count);
  const colWidth = (w - 2 * margin) / cols;
  const nodes: MapPoint[] = [];
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / cols);
    const step = i % cols;
    // A single row is centred when it holds fewer levels than columns.
    const rowCount = Math.min(cols, count - row * cols);
    const offset = row === 0 && rowCount < cols ? ((cols - rowCount) * colWidth) / 2 : 0;
    const col = row % 2 === 0 ? step : cols - 1 - step;
    nodes.push({
      x: round(margin + offset + (col + 0.5) * colWidth),
      y: round(top + row * rowGap),
      row,
      col,
    });
  }
  // A bend bulges past the end column by at most the room left to the edge.
  const room = colWidth / 2 + margin - 6;
  const bulge = Math.max(0, Math.min(rowGap * 0.55, room / 0.75));
  const segments: string[] = [];
  for (let i = 0; i + 1 < nodes.length; i++) {
    const a = nodes[i]!;
    const b = nodes[i + 1]!;
    if (a.row === b.row) {
      // A gentle wave between neighbours of one row.
      const mx = round((a.x + b.x) / 2);
      const lift = i % 2 === 0 ? -14 : 14;
      segments.push(`M ${a.x} ${a.y} Q ${mx} ${round(a.y + lift)} ${b.x} ${b.y}`);
    } else {
      const side = a.col === cols - 1 && cols > 1 ? 1 : cols > 1 ? -1 : 1;
      const cx = round(a.x + side * bulge);
      segments.push(`M ${a.x} ${a.y} C ${cx} ${a.y} ${cx} ${b.y} ${b.x} ${b.y}`);
    }
  }
  const rows = nodes[nodes.length - 1]!.row + 1;
  return { width: w, height: round(top + (rows - 1) * rowGap + bottom), nodes, segments };
}
