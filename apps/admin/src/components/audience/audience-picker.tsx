import { Select, Space, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { TDepartmentNode } from '@ascent/shared/platform';
import { AUDIENCE_KEY, fetchDepartments, fetchPositions } from './audience-api.ts';
import { PeopleSelect } from './people-select.tsx';

/** The audience of a limited course, exam, questionnaire or vote. */
export type Audience = { departmentIds: number[]; positions: string[]; userIds: number[] };

type TreeOption = { value: number; title: string; children: TreeOption[] };
const toTree = (nodes: TDepartmentNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.list) }));

/** Who may see or take something limited: departments (and below), positions, people. */
export function AudiencePicker(props: {
  value?: Audience;
  onChange?: (v: Audience) => void;
  /** Names of people already chosen (from the detail being edited). */
  knownPeople: { id: number; name: string }[];
  /** The three fields' labels (also their placeholders), in the feature's own words. */
  texts: { departments: string; positions: string; people: string };
}) {
  const { texts } = props;
  const value = props.value ?? { departmentIds: [], positions: [], userIds: [] };
  const departments = useQuery({
    queryKey: [...AUDIENCE_KEY, 'departments'],
    queryFn: fetchDepartments,
  });
  const positions = useQuery({ queryKey: [...AUDIENCE_KEY, 'positions'], queryFn: fetchPositions });
  const set = (patch: Partial<Audience>) => props.onChange?.({ ...value, ...patch });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <TreeSelect<number[]>
        aria-label={texts.departments}
        placeholder={texts.departments}
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
        aria-label={texts.positions}
        placeholder={texts.positions}
        value={value.positions}
        onChange={(v) => set({ positions: v })}
        options={(positions.data?.list ?? []).map((p) => ({ value: p.name, label: p.name }))}
        loading={positions.isLoading}
        style={{ width: '100%' }}
      />
      <PeopleSelect
        value={value.userIds}
        onChange={(v) => set({ userIds: v })}
        known={props.knownPeople}
        placeholder={texts.people}
      />
    </Space>
  );
}
