import { Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuditPerson } from '@ascent/shared/audit';
import { useCandidates } from '../hooks/use-candidates.ts';

interface PeopleSelectProps {
  /** People already named (their labels before any search). */
  known: TAuditPerson[];
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  testId?: string;
}

const labelOf = (p: TAuditPerson) => (p.realName ? `${p.realName} (${p.account})` : p.account);

/** Approvers by person: search the company's users by account or name. */
export function PeopleSelect({ known, id, value, onChange, testId }: PeopleSelectProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const candidates = useCandidates(keyword, open);
  const [seen, setSeen] = useState<Map<number, TAuditPerson>>(
    () => new Map(known.map((p) => [p.id, p])),
  );
  const options = useMemo(() => {
    const all = new Map(seen);
    for (const p of candidates.data ?? []) all.set(p.id, p);
    return [...all.values()].map((p) => ({ value: p.id, label: labelOf(p) }));
  }, [seen, candidates.data]);

  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value ?? []}
      onChange={(ids) => {
        const chosen = new Map(seen);
        for (const p of candidates.data ?? []) if (ids.includes(p.id)) chosen.set(p.id, p);
        setSeen(chosen);
        onChange?.(ids);
      }}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      onOpenChange={setOpen}
      options={options}
      placeholder={t('approvals.peoplePlaceholder')}
      notFoundContent={candidates.isFetching ? <Spin size="small" /> : t('approvals.noPeople')}
      data-testid={testId}
      style={{ width: '100%' }}
    />
  );
}
