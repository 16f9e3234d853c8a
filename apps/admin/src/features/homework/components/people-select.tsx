import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePeopleSearch } from '../hooks/use-homework-admin.ts';

/**
 * Picks people by name or account (typed), showing the company's homework reviewers before
 * anything is typed. `known` names those already chosen (from the homework's detail).
 */
export function PeopleSelect(props: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  known: Record<number, string>;
  placeholder: string;
  testId: string;
  id?: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const people = usePeopleSearch(keyword);
  const options = useMemo(() => {
    const all = new Map<number, string>(Object.entries(props.known).map(([k, v]) => [+k, v]));
    for (const p of people.data?.list ?? []) {
      const reviewer = p.roles.includes('homework_reviewer')
        ? ` · ${t('homework.form.reviewerRole')}`
        : '';
      all.set(p.id, `${p.realName} (${p.account})${reviewer}`);
    }
    return [...all].map(([value, label]) => ({ value, label }));
  }, [props.known, people.data, t]);
  return (
    <Select<number[]>
      id={props.id}
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setTyped}
      value={props.value ?? []}
      onChange={(v) => props.onChange?.(v)}
      options={options}
      loading={people.isFetching}
      placeholder={props.placeholder}
      data-testid={props.testId}
      style={{ width: '100%' }}
    />
  );
}
