import { TreeSelect } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../hooks/use-question-bank.ts';
import { toTreeOptions } from '../../../components/tree-categories/tree-options.ts';

/** Picks a question bank category from the company's tree. */
export function CategorySelect(props: {
  value?: number | null;
  onChange?: (id: number | null) => void;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  const tree = useCategories();
  return (
    <TreeSelect
      allowClear
      treeDefaultExpandAll
      placeholder={t('questionBank.bank.category')}
      aria-label={t('questionBank.bank.category')}
      treeData={toTreeOptions(tree.data ?? [])}
      loading={tree.isPending}
      value={props.value ?? undefined}
      onChange={(v: number | undefined) => props.onChange?.(v ?? null)}
      style={props.style}
    />
  );
}
