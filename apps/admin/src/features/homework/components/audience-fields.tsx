import { Form, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDepartmentNode } from '@ascent/shared/platform';
import { useAudienceChoices } from '../hooks/use-homework-admin.ts';
import { PeopleSelect } from './people-select.tsx';

type TreeOption = { value: number; title: string; children: TreeOption[] };
const toTree = (nodes: TDepartmentNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.list) }));

/** Who receives a homework with limited visibility: departments (and below), positions, people. */
export function AudienceFields({ knownPeople }: { knownPeople: Record<number, string> }) {
  const { t } = useTranslation();
  const { departments, positions } = useAudienceChoices();
  return (
    <>
      <Form.Item name={['audience', 'departmentIds']} label={t('homework.form.departments')}>
        <TreeSelect
          multiple
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_PARENT}
          treeData={toTree(departments.data ?? [])}
          loading={departments.isPending}
          treeDefaultExpandAll
          placeholder={t('homework.form.departmentsHint')}
        />
      </Form.Item>
      <Form.Item name={['audience', 'positions']} label={t('homework.form.positions')}>
        <Select
          mode="multiple"
          loading={positions.isPending}
          options={(positions.data?.list ?? []).map((p) => ({ value: p.name, label: p.name }))}
        />
      </Form.Item>
      <Form.Item name={['audience', 'userIds']} label={t('homework.form.people')}>
        <PeopleSelect
          known={knownPeople}
          placeholder={t('homework.form.peopleHint')}
          testId="homework-audience-people"
        />
      </Form.Item>
    </>
  );
}
