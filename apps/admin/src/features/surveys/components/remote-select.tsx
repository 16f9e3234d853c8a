import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { SURVEYS_KEY } from '../lib/survey-paths.ts';

export interface RemoteOption {
  value: number;
  label: string;
}

/** One item picked from a server search (a precondition's survey or course), clearable. */
export function RemoteSelect(props: {
  value?: number | null;
  onChange?: (v: number | null) => void;
  /** The stored choice's label (it may not be in the first page of results). */
  known: RemoteOption | null;
  search: (keyword: string) => Promise<RemoteOption[]>;
  cacheKey: string;
  placeholder: string;
}) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: [...SURVEYS_KEY, 'pick', props.cacheKey, keyword],
    queryFn: () => props.search(keyword),
    placeholderData: keepPreviousData,
  });
  const options = useMemo(() => {
    const all = new Map<number, string>();
    if (props.known) all.set(props.known.value, props.known.label);
    for (const o of found.data ?? []) all.set(o.value, o.label);
    return [...all].map(([value, label]) => ({ value, label }));
  }, [props.known, found.data]);
  return (
    <Select<number>
      allowClear
      showSearch
      filterOption={false}
      aria-label={props.placeholder}
      placeholder={props.placeholder}
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      onSearch={setTyped}
      options={options}
      loading={found.isFetching}
      style={{ width: '100%' }}
    />
  );
}
