import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchReviewers } from '../api/exams-api.ts';
import { useDebounced } from '../hooks/use-debounced.ts';

/** Names the exam's reviewers: the company's exam reviewers and administrators. */
export function ReviewerSelect(props: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Reviewers already named (from the exam's detail). */
  known: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed);
  const found = useQuery({
    queryKey: ['manage', 'exam-reviewers', keyword],
    queryFn: () => searchReviewers(keyword),
    placeholderData: keepPreviousData,
  });
  const options = useMemo(() => {
    const all = new Map<number, string>(props.known.map((p) => [p.id, p.name]));
    for (const p of found.data ?? []) all.set(p.id, `${p.realName || p.account} (${p.account})`);
    return [...all].map(([value, label]) => ({ value, label }));
  }, [props.known, found.data]);
  return (
    <Select<number[]>
      mode="multiple"
      value={props.value}
      onChange={(v) => props.onChange?.(v)}
      showSearch
      filterOption={false}
      onSearch={setTyped}
      options={options}
      loading={found.isFetching}
      placeholder={t('exams.reviewers.placeholder')}
      aria-label={t('exams.field.reviewers')}
      notFoundContent={t('exams.reviewers.none')}
      data-testid="exam-reviewers"
      style={{ width: '100%' }}
    />
  );
}
