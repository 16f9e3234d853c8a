import { Select } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useBankOptions } from '../hooks/use-question-bank.ts';

/**
 * Picks a question bank, searching banks by name on the server (the first 50 matches).
 * `knownName` names the chosen bank when it is not among the matches.
 */
export function BankSelect(props: {
  value?: number | null;
  onChange: (id: number | undefined, name: string) => void;
  knownName?: string;
  allowClear?: boolean;
  placeholder?: string;
  style?: CSSProperties;
  testId?: string;
  status?: 'error';
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const banks = useBankOptions(keyword);
  const options = (banks.data?.list ?? []).map((b) => ({ value: b.id, label: b.name }));
  if (props.value && props.knownName && !options.some((o) => o.value === props.value))
    options.unshift({ value: props.value, label: props.knownName });
  return (
    <Select
      showSearch
      allowClear={props.allowClear}
      filterOption={false}
      onSearch={setKeyword}
      loading={banks.isFetching}
      value={props.value ?? undefined}
      onChange={(id: number | undefined) =>
        props.onChange(id, options.find((o) => o.value === id)?.label ?? '')
      }
      options={options}
      placeholder={props.placeholder ?? t('questionBank.bank.pick')}
      aria-label={props.placeholder ?? t('questionBank.bank.pick')}
      notFoundContent={banks.isFetching ? undefined : t('questionBank.bank.none')}
      style={props.style}
      status={props.status}
      data-testid={props.testId}
    />
  );
}
