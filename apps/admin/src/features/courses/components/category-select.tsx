import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCategories } from '../api/courses-api.ts';
import { CATEGORIES_KEY } from '../lib/course-paths.ts';
import { toCategoryOptions } from '../lib/category-options.ts';

/** A course category (the tree), or none. */
export function CategorySelect(props: {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: CATEGORIES_KEY, queryFn: fetchCategories });
  const treeData = useMemo(() => toCategoryOptions(query.data ?? []), [query.data]);
  return (
    <TreeSelect<number>
      id={props.id}
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      treeData={treeData}
      allowClear
      treeDefaultExpandAll
      loading={query.isLoading}
      status={query.isError ? 'error' : undefined}
      placeholder={props.placeholder ?? t('courses.field.categoryNone')}
      // Outside a form item (no id its label points at), the placeholder names the field.
      aria-label={props.id ? undefined : props.placeholder}
      style={props.style ?? { width: '100%' }}
    />
  );
}
