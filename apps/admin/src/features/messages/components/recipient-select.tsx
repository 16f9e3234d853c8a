import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecipientSearch } from '../hooks/use-recipient-search.ts';
import { personLabel, type PersonOption } from '../lib/send-form.ts';

interface RecipientSelectProps {
  id?: string;
  value?: PersonOption[];
  onChange?: (value: PersonOption[]) => void;
}

/** People to send to, found by account or name (at most 20 suggestions at a time). */
export function RecipientSelect({ id, value, onChange }: RecipientSelectProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = useRecipientSearch(typed);
  return (
    <Select<PersonOption[]>
      id={id}
      mode="multiple"
      labelInValue
      value={value}
      onChange={(v) => onChange?.(v)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onBlur={() => setTyped('')}
      options={(search.data ?? []).map((p) => ({ value: p.id, label: personLabel(p) }))}
      notFoundContent={search.isFetching ? <Spin size="small" /> : t('messages.noPeople')}
      placeholder={t('messages.searchPeople')}
      style={{ width: '100%' }}
      data-testid="msg-people"
    />
  );
}
