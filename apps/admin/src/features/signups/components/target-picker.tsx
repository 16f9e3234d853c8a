import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTargetOptions } from '../hooks/use-signups-admin.ts';

/**
 * The programme (kind 1) or course (kind 5) a sign-up admits to, searched by title through
 * the admin items search; the saved target's title shows before any search.
 */
export function TargetPicker({
  kind,
  value,
  onChange,
  knownTitle,
}: {
  kind: 'programme' | 'course';
  value?: number | null;
  onChange?: (v: number | null) => void;
  knownTitle: string | null;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const options = useTargetOptions(kind, keyword);
  const list = options.data ?? [];
  const withKnown =
    value && knownTitle && !list.some((o) => o.id === value)
      ? [{ id: value, title: knownTitle }, ...list]
      : list;
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      allowClear
      value={value ?? undefined}
      onChange={(v?: number) => onChange?.(v ?? null)}
      loading={options.isFetching}
      placeholder={t(`signups.form.targetHint.${kind}`)}
      notFoundContent={t('signups.form.noTargets')}
      options={withKnown.map((o) => ({ value: o.id, label: o.title }))}
      data-testid="signup-target"
    />
  );
}
