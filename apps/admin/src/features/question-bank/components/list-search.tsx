import { Input } from 'antd';
import type { ListState } from '../../../components/data-table/use-list-state.ts';

/** The keyword box of a list page (its label is also its placeholder). */
export function ListSearch(props: { label: string; list: ListState }) {
  return (
    <Input.Search
      allowClear
      placeholder={props.label}
      aria-label={props.label}
      onSearch={(v) => props.list.search(v)}
      style={{ width: 220 }}
    />
  );
}
