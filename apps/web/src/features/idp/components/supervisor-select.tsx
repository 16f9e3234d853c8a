import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchSupervisors } from '../api/idp-api.ts';

interface Option {
  value: number;
  label: string;
}

/** Picks the plan's supervisor among the people of the company (never oneself). */
export function SupervisorSelect({
  value,
  onChange,
}: {
  value: { id: number; label: string } | null;
  onChange: (v: { id: number; label: string } | null) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      searchSupervisors(keyword.trim().slice(0, 20))
        .then((people) => {
          if (live)
            setOptions(
              people.map((p) => ({
                value: p.id,
                label: p.realName ? `${p.realName} (${p.account})` : p.account,
              })),
            );
        })
        .catch(() => live && setOptions([]))
        .finally(() => live && setLoading(false));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);
  const shown =
    value && !options.some((o) => o.value === value.id)
      ? [{ value: value.id, label: value.label }, ...options]
      : options;
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      loading={loading}
      placeholder={t('idp.supervisorPlaceholder')}
      value={value?.id}
      options={shown}
      onChange={(id: number | undefined) => {
        const o = shown.find((x) => x.value === id);
        onChange(o ? { id: o.value, label: o.label } : null);
      }}
      data-testid="idp-supervisor"
      className="idp-wide"
    />
  );
}
