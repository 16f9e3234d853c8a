/** A percentage as shown: a whole number from 0 to 100 (NaN and the like: 0). */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export interface ProgressProps {
  /** 0-100; rounded and clamped. */
  percent: number;
  /** What the bar measures, for assistive technology (the course's or task's title). */
  label: string;
  /** Hide the "40%" beside the bar (the figure stays in aria-valuenow). */
  hideText?: boolean;
  className?: string;
}

/** A thin progress bar with its percentage (role=progressbar), made without the component kit. */
export function Progress({ percent, label, hideText, className }: ProgressProps) {
  const value = clampPercent(percent);
  return (
    <div
      className={`plain-progress${value === 100 ? ' plain-progress--done' : ''}${className ? ` ${className}` : ''}`}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={label}
    >
      <span className="plain-progress__track">
        <span className="plain-progress__bar" style={{ width: `${value}%` }} />
      </span>
      {hideText ? null : (
        <span className="plain-progress__text" aria-hidden="true">
          {value}%
        </span>
      )}
    </div>
  );
}
