/** The place of a card's list while it loads: `rows` grey lines of a row's height. */
export function RowsSkeleton({ rows, tall }: { rows: number; tall?: boolean }) {
  return (
    <div className="sh-rows-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <span
          key={i}
          className={`plain-skeleton sh-rows-skeleton__row${tall ? ' sh-rows-skeleton__row--tall' : ''}`}
        />
      ))}
    </div>
  );
}
