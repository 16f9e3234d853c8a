import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchDepartmentTree } from '../api/messages-api.ts';
import { toTreeData } from '../lib/send-form.ts';
import { messageKeys } from './query-keys.ts';

/** The company's departments as TreeSelect data. */
export function useDepartmentTree() {
  const query = useQuery({ queryKey: messageKeys.departments, queryFn: fetchDepartmentTree });
  const treeData = useMemo(() => toTreeData(query.data ?? []), [query.data]);
  return { ...query, treeData };
}
