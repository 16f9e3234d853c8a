import type { CSSProperties } from 'react';
import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDepartmentOptions } from '../hooks/use-department-tree.ts';

export interface DepartmentTreeSelectProps {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  testId?: string;
  style?: CSSProperties;
}

/** The company's department tree as one choice (a form control: value and onChange). */
export function DepartmentTreeSelect(props: DepartmentTreeSelectProps) {
  const { t } = useTranslation();
  const tree = useDepartmentOptions();
  return (
    <div data-testid={props.testId} style={props.style}>
      <TreeSelect<number>
        id={props.id}
        value={props.value}
        onChange={(v) => props.onChange?.(v ?? undefined)}
        treeData={tree.data ?? []}
        loading={tree.isLoading}
        notFoundContent={tree.isError ? t('users.departmentsFailed') : undefined}
        placeholder={props.placeholder}
        // Outside a form item (no id its label points at), the placeholder names the field.
        aria-label={props.id ? undefined : props.placeholder}
        allowClear={props.allowClear}
        showSearch
        treeNodeFilterProp="title"
        treeDefaultExpandAll
        style={{ width: '100%' }}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}
