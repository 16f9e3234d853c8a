import { Select, Space, TreeSelect } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCourseAudience } from '@ascent/shared/course';
import type { TDepartmentNode } from '@ascent/shared/platform';
import { fetchDepartments, fetchPositions, searchPeople } from '../api/courses-api.ts';

type TreeOption = { value: number; title: string; children: TreeOption[] };
const toTree = (nodes: TDepartmentNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.list) }));

/** Who may see a limited course: departments (and below), positions, people. */
export function AudiencePicker(props: {
  value?: TCourseAudience;
  onChange?: (v: TCourseAudience) => void;
  /** Names of people already chosen (from the course detail). */
  knownPeople: { id: number; account: string; realName: string }[];
}) {
  const { t } = useTranslation();
  const value = props.value ?? { departmentIds: [], positions: [], userIds: [] };
  const departments = useQuery({
    queryKey: ['manage', 'course-audience', 'departments'],
    queryFn: fetchDepartments,
  });
  const positions = useQuery({
    queryKey: ['manage', 'course-audience', 'positions'],
    queryFn: fetchPositions,
  });
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const people = useQuery({
    queryKey: ['manage', 'course-audience', 'people', keyword],
    queryFn: () => searchPeople(keyword),
    placeholderData: keepPreviousData,
  });
  const peopleOptions = useMemo(() => {
    const all = new Map<number, string>();
    for (const p of [...props.knownPeople, ...(people.data ?? [])])
      all.set(p.id, `${p.realName} (${p.account})`);
    return [...all].map(([id, label]) => ({ value: id, label }));
  }, [props.knownPeople, people.data]);
  const set = (patch: Partial<TCourseAudience>) => props.onChange?.({ ...value, ...patch });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <TreeSelect<number[]>
        aria-label={t('courses.audience.departments')}
        placeholder={t('courses.audience.departments')}
        value={value.departmentIds}
        onChange={(v) => set({ departmentIds: v })}
        treeData={toTree(departments.data ?? [])}
        treeCheckable
        treeCheckStrictly={false}
        showCheckedStrategy={TreeSelect.SHOW_PARENT}
        treeDefaultExpandAll
        loading={departments.isLoading}
        style={{ width: '100%' }}
      />
      <Select<string[]>
        mode="multiple"
        aria-label={t('courses.audience.positions')}
        placeholder={t('courses.audience.positions')}
        value={value.positions}
        onChange={(v) => set({ positions: v })}
        options={(positions.data?.list ?? []).map((p) => ({ value: p.name, label: p.name }))}
        loading={positions.isLoading}
        style={{ width: '100%' }}
      />
      <Select<number[]>
        mode="multiple"
        aria-label={t('courses.audience.people')}
        placeholder={t('courses.audience.people')}
        value={value.userIds}
        onChange={(v) => set({ userIds: v })}
        showSearch
        filterOption={false}
        onSearch={setTyped}
        options={peopleOptions}
        loading={people.isFetching}
        style={{ width: '100%' }}
      />
    </Space>
  );
}
