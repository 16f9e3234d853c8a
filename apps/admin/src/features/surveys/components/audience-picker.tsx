import { Select, Space, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TDepartmentNode } from '@ascent/shared/platform';
import type { TSurveyAudience } from '@ascent/shared/survey';
import { fetchDepartments, fetchPositions } from '../api/surveys-api.ts';
import { SURVEYS_KEY } from '../lib/survey-paths.ts';
import { PeopleSelect } from './people-select.tsx';

type TreeOption = { value: number; title: string; children: TreeOption[] };
const toTree = (nodes: TDepartmentNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.list) }));

/** Who may answer a limited questionnaire or vote: departments (and below), positions, people. */
export function AudiencePicker(props: {
  value?: TSurveyAudience;
  onChange?: (v: TSurveyAudience) => void;
  knownPeople: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const value = props.value ?? { departmentIds: [], positions: [], userIds: [] };
  const departments = useQuery({
    queryKey: [...SURVEYS_KEY, 'departments'],
    queryFn: fetchDepartments,
  });
  const positions = useQuery({ queryKey: [...SURVEYS_KEY, 'positions'], queryFn: fetchPositions });
  const set = (patch: Partial<TSurveyAudience>) => props.onChange?.({ ...value, ...patch });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <TreeSelect<number[]>
        aria-label={t('surveys.audience.departments')}
        placeholder={t('surveys.audience.departments')}
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
        aria-label={t('surveys.audience.positions')}
        placeholder={t('surveys.audience.positions')}
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
        placeholder={t('surveys.audience.people')}
      />
    </Space>
  );
}
