import { Select } from 'antd';
import type { ListState } from '../../../components/data-table/use-list-state.ts';

/** A clearable filter of a list page over a fixed set of values; a change goes back to page 1. */
export function EnumFilter<V extends string | number>(props: {
  /** Also the placeholder. */
  label: string;
  values: readonly V[];
  optionLabel: (v: V) => string;
  value: V | undefined;
  onChange: (v: V | undefined) => void;
  list: ListState;
  width: number;
}) {
  return (
    <Select
      allowClear
      placeholder={props.label}
      aria-label={props.label}
      value={props.value}
      onChange={(v: V | undefined) => {
        props.onChange(v);
        props.list.change({ page: 1 });
      }}
      options={props.values.map((v) => ({ value: v, label: props.optionLabel(v) }))}
      style={{ width: props.width }}
    />
  );
}
