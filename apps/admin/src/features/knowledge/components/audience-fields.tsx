import { Form, Select, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { searchPeople } from '../api/knowledge-api.ts';
import { KNOWLEDGE_KEY, useAudienceChoices } from '../hooks/use-knowledge-admin.ts';
import { toTreeOptions } from '../../../components/tree-categories/tree-options.ts';

/**
 * Who sees an item with limited visibility: departments (and every department below them),
 * positions, people. `knownPeople` names the people already chosen.
 */
export function AudienceFields({ knownPeople }: { knownPeople: Record<number, string> }) {
  const { t } = useTranslation();
  const { departments, positions } = useAudienceChoices();
  const [keyword, setKeyword] = useState('');
  const people = useQuery({
    queryKey: [...KNOWLEDGE_KEY, 'people', keyword],
    queryFn: () => searchPeople(keyword),
  });
  const peopleOptions = [
    ...Object.entries(knownPeople).map(([id, name]) => ({ value: Number(id), label: name })),
    ...(people.data?.list ?? []).map((u) => ({
      value: u.id,
      label: `${u.realName} (${u.account})`,
    })),
  ].filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i);
  return (
    <>
      <Form.Item name={['audience', 'departmentIds']} label={t('knowledge.audience.departments')}>
        <TreeSelect
          multiple
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_PARENT}
          treeData={toTreeOptions(departments.data ?? [])}
          loading={departments.isPending}
          treeDefaultExpandAll
          placeholder={t('knowledge.audience.departmentsHint')}
        />
      </Form.Item>
      <Form.Item name={['audience', 'positions']} label={t('knowledge.audience.positions')}>
        <Select
          mode="multiple"
          loading={positions.isPending}
          options={(positions.data?.list ?? []).map((p) => ({ value: p.name, label: p.name }))}
        />
      </Form.Item>
      <Form.Item name={['audience', 'userIds']} label={t('knowledge.audience.people')}>
        <Select
          mode="multiple"
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          loading={people.isFetching}
          options={peopleOptions}
          placeholder={t('knowledge.audience.peopleHint')}
        />
      </Form.Item>
    </>
  );
}
