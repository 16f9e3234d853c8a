import { Select, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaperRow } from '@ascent/shared/question-admin';
import { fetchPapers } from '../api/exams-api.ts';
import { useDebounced } from '../hooks/use-debounced.ts';

/**
 * Picks the exam's paper from the company's papers (the question bank's paper list), searched
 * by name; each option shows its mode, total score and question count.
 */
export function PaperPicker(props: {
  value?: number;
  onChange?: (id: number) => void;
  /** The saved paper's name, shown before any search. */
  knownName?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed);
  const papers = useQuery({
    queryKey: ['manage', 'exam-papers', keyword],
    queryFn: () => fetchPapers(keyword),
    placeholderData: keepPreviousData,
  });
  const options = useMemo(() => {
    const describe = (p: TPaperRow) =>
      t('exams.paper.option', {
        name: p.name,
        mode: t(`exams.paper.mode.${p.mode}`),
        total: p.totalScore,
        count: p.questionCount,
      });
    const list = (papers.data?.list ?? []).map((p) => ({ value: p.id, label: describe(p) }));
    if (props.value && props.knownName && !list.some((o) => o.value === props.value))
      list.unshift({ value: props.value, label: props.knownName });
    return list;
  }, [papers.data, props.value, props.knownName, t]);
  const chosen = papers.data?.list.find((p) => p.id === props.value);

  return (
    <>
      <Select<number>
        value={props.value}
        onChange={(v) => props.onChange?.(v)}
        showSearch
        filterOption={false}
        onSearch={setTyped}
        options={options}
        loading={papers.isFetching}
        disabled={props.disabled}
        placeholder={t('exams.paper.placeholder')}
        aria-label={t('exams.field.paper')}
        notFoundContent={papers.isError ? t('exams.paper.loadFailed') : t('exams.paper.none')}
        data-testid="exam-paper"
        style={{ width: '100%' }}
      />
      {chosen && (
        <Typography.Text type="secondary">
          {t('exams.paper.passLine', {
            pass: Math.round(chosen.totalScore * chosen.passRatio * 10) / 10,
            total: chosen.totalScore,
          })}
        </Typography.Text>
      )}
    </>
  );
}
