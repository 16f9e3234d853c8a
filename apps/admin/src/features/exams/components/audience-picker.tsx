import { Select, Space, TreeSelect } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TExamAudience } from '@ascent/shared/exam';
import type { TDepartmentNode } from '@ascent/shared/platform';
import { fetchDepartments, fetchPositions, searchPeople } from '../api/exams-api.ts';
import { useDebounced } from '../hooks/use-debounced.ts';
import { EMPTY_AUDIENCE } from '../lib/exam-form.ts';

type TreeOption = { value: number; title: string; children: TreeOption[] };
const toTree = (nodes: TDepartmentNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.list) }));

/** Who takes a limited exam: departments (and below), positions, people. */
export function AudiencePicker(props: {
  value?: TExamAudience;
  onChange?: (v: TExamAudience) => void;
  /** People already chosen (from the exam's detail). */
  knownPeople: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const value = props.value ?? EMPTY_AUDIENCE;
  const departments = useQuery({
    queryKey: ['manage', 'exam-audience', 'departments'],
    queryFn: fetchDepartments,
  });
  const positions = useQuery({
    queryKey: ['manage', 'exam-audience', 'positions'],
    queryFn: fetchPositions,
  });
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed);
  const people = useQuery({
    queryKey: ['manage', 'exam-audience', 'people', keyword],
    queryFn: () => searchPeople(keyword),
    placeholderData: keepPreviousData,
  });
  const peopleOptions = useMemo(() => {
    const all = new Map<number, string>(props.knownPeople.map((p) => [p.id, p.name]));
    for (const p of people.data ?? []) all.set(p.id, `${p.realName || p.account} (${p.account})`);
    return [...all].map(([id, label]) => ({ value: id, label }));
  }, [props.knownPeople, people.data]);
  const set = (patch: Partial<TExamAudience>) => props.onChange?.({ ...value, ...patch });

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <TreeSelect<number[]>
        aria-label={t('exams.audience.departments')}
        placeholder={t('exams.audience.departments')}
        value={value.departmentIds}
        onChange={(v) => set({ departmentIds: v })}
        treeData={toTree(departments.data ?? [])}
        treeCheckable
        showCheckedStrategy={TreeSelect.SHOW_PARENT}
        treeDefaultExpandAll
        loading={departments.isLoading}
        style={{ width: '100%' }}
      />
      <Select<string[]>
        mode="multiple"
        aria-label={t('exams.audience.positions')}
        placeholder={t('exams.audience.positions')}
        value={value.positions}
        onChange={(v) => set({ positions: v })}
        options={(positions.data?.list ?? []).map((p) => ({ value: p.name, label: p.name }))}
        loading={positions.isLoading}
        style={{ width: '100%' }}
      />
      <Select<number[]>
        mode="multiple"
        aria-label={t('exams.audience.people')}
        placeholder={t('exams.audience.people')}
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
