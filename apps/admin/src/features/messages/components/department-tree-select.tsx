import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDepartmentTree } from '../hooks/use-department-tree.ts';

interface DepartmentTreeSelectProps {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
}

/**
 * Departments to send to. Choosing a department covers its sub-departments (the server adds
 * them), so a checked parent stands for its whole branch.
 */
export function DepartmentTreeSelect({ id, value, onChange }: DepartmentTreeSelectProps) {
  const { t } = useTranslation();
  const tree = useDepartmentTree();
  return (
    <TreeSelect<number[]>
      id={id}
      value={value}
      onChange={onChange}
      treeData={tree.treeData}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      loading={tree.isLoading}
      status={tree.isError ? 'error' : undefined}
      placeholder={tree.isError ? t('messages.departmentsFailed') : t('messages.chooseDepartments')}
      notFoundContent={t('messages.noDepartments')}
      style={{ width: '100%' }}
      data-testid="msg-departments"
    />
  );
}
