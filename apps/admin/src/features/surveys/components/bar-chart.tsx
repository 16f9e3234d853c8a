export interface BarRow {
  label: string;
  count: number;
  /** 0-100 */
  percent: number;
}

const WIDTH = 640;
const ROW = 30;
const LABEL = 220;
const VALUE = 110;
const BAR = WIDTH - LABEL - VALUE - 16;
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * Horizontal bars drawn in SVG (no chart library): one row per option or score, the bar as long
 * as its share, the count and share at its end. Scales to its container's width.
 */
export function BarChart({
  rows,
  title,
  valueText,
}: {
  rows: BarRow[];
  title: string;
  valueText: (row: BarRow) => string;
}) {
  const height = rows.length * ROW + 8;
  return (
    <svg
      className="survey-bar-chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      role="img"
      aria-label={title}
      preserveAspectRatio="xMinYMin meet"
    >
      <title>{title}</title>
      {rows.map((r, i) => {
        const y = i * ROW + 4;
        const w = Math.max(r.percent > 0 ? 2 : 0, (BAR * Math.min(100, r.percent)) / 100);
        return (
          <g key={`${i}-${r.label}`} data-testid="bar">
            <title>{`${r.label}: ${valueText(r)}`}</title>
            <text x={0} y={y + 17} fontSize={13} fill="rgba(0,0,0,0.85)">
              {cut(r.label, 30)}
            </text>
            <rect x={LABEL} y={y + 5} width={BAR} height={16} rx={4} fill="#f0f0f0" />
            <rect x={LABEL} y={y + 5} width={w} height={16} rx={4} fill="#1677ff" />
            <text x={LABEL + BAR + 8} y={y + 17} fontSize={13} fill="rgba(0,0,0,0.65)">
              {valueText(r)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
