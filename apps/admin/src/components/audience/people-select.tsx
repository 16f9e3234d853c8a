import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { AUDIENCE_KEY, searchPeople } from './audience-api.ts';

/** Several people of the company, searched by account or name as the admin types. */
export function PeopleSelect(props: {
  value?: number[];
  /** The chosen ids, with the names the list shows for them. */
  onChange?: (ids: number[], people: { id: number; name: string }[]) => void;
  /** Names of people already chosen. */
  known: { id: number; name: string }[];
  placeholder: string;
  testId?: string;
}) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const people = useQuery({
    queryKey: [...AUDIENCE_KEY, 'people', keyword],
    queryFn: () => searchPeople(keyword),
    placeholderData: keepPreviousData,
  });
  const options = useMemo(() => {
    const all = new Map<number, string>();
    for (const p of props.known) all.set(p.id, p.name);
    for (const p of people.data ?? []) all.set(p.id, `${p.realName || p.account} (${p.account})`);
    return [...all].map(([value, label]) => ({ value, label }));
  }, [props.known, people.data]);
  return (
    <Select<number[]>
      mode="multiple"
      aria-label={props.placeholder}
      placeholder={props.placeholder}
      value={props.value ?? []}
      onChange={(v) =>
        props.onChange?.(
          v,
          v.map((id) => ({ id, name: options.find((o) => o.value === id)?.label ?? `#${id}` })),
        )
      }
      showSearch
      filterOption={false}
      onSearch={setTyped}
      options={options}
      loading={people.isFetching}
      data-testid={props.testId}
      style={{ width: '100%' }}
    />
  );
}
