import { useId } from 'react';

export interface SegmentedOption<V extends string> {
  value: V;
  label: string;
}

export interface SegmentedProps<V extends string> {
  /** What the choice is about ("Period"), for assistive technology. */
  label: string;
  value: V;
  options: readonly SegmentedOption<V>[];
  onChange: (value: V) => void;
  /** Stretch over the row, the options sharing it equally. */
  block?: boolean;
  'data-testid'?: string;
}

/**
 * A segmented control: one choice of a few, as a radio group of native radios (arrow keys move
 * the choice, Tab leaves the group), drawn as a row of buttons (`.plain-segmented`).
 */
export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
  block,
  'data-testid': testId,
}: SegmentedProps<V>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={`plain-segmented${block ? ' plain-segmented--block' : ''}`}
      data-testid={testId}
    >
      {options.map((o) => (
        <label key={o.value} className="plain-segmented__item">
          <input
            type="radio"
            className="plain-segmented__input"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          <span className="plain-segmented__label">{o.label}</span>
        </label>
      ))}
    </div>
  );
}
