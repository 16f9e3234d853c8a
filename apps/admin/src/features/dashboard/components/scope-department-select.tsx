import type { CSSProperties } from 'react';
import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { TScopeDepartment } from '@ascent/shared/dashboard';
import { fetchScopeDepartments } from '../api/dashboard-api.ts';
import { DASHBOARD_KEY } from '../lib/dashboard-paths.ts';

interface Option {
  value: number;
  title: string;
  children: Option[];
}

/** The flat list (parents before children) as TreeSelect data. */
export function toScopeOptions(rows: readonly TScopeDepartment[]): Option[] {
  const byId = new Map<number, Option>();
  const roots: Option[] = [];
  for (const r of rows) {
    const option: Option = { value: r.id, title: r.name, children: [] };
    byId.set(r.id, option);
    const parent = r.parentId === null ? undefined : byId.get(r.parentId);
    (parent ? parent.children : roots).push(option);
  }
  return roots;
}

/**
 * The departments a learner report may be filtered by: the company's for an administrator,
 * the subtrees a unit manager or supervisor looks after (the server's answer).
 */
export function ScopeDepartmentSelect(props: {
  value?: number;
  onChange: (value: number | undefined) => void;
  placeholder: string;
  style?: CSSProperties;
  testId?: string;
}) {
  const tree = useQuery({
    queryKey: [...DASHBOARD_KEY, 'departments'],
    queryFn: fetchScopeDepartments,
    select: toScopeOptions,
    staleTime: 60_000,
  });
  return (
    <div data-testid={props.testId} style={props.style}>
      <TreeSelect<number>
        value={props.value}
        onChange={(v) => props.onChange(v ?? undefined)}
        treeData={tree.data ?? []}
        loading={tree.isLoading}
        placeholder={props.placeholder}
        aria-label={props.placeholder}
        allowClear
        showSearch
        treeNodeFilterProp="title"
        treeDefaultExpandAll
        style={{ width: '100%' }}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}
