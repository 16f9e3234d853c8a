import { Button, Select, Space } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROGRAMME_ITEM_TYPES } from '@ascent/shared/programme';
import { ITEM_KIND_OF_TYPE, type ItemKind, type LearningItemType } from '@ascent/shared/task';
import { searchItems } from '../api/programme-api.ts';
import { PROGRAMME_KEY } from '../hooks/use-programmes.ts';

/** Picks one learning item: its type, then an item of that kind searched by name. */
export function ItemPicker(props: {
  /** Item types offered; a package picks programmes (kind 'programme'). */
  mode: 'items' | 'programmes';
  onPick: (item: { itemType: number; refId: number; title: string }) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [itemType, setItemType] = useState<number>(props.mode === 'programmes' ? 35 : 2);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<number | undefined>();
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const kind: ItemKind =
    props.mode === 'programmes'
      ? 'programme'
      : (ITEM_KIND_OF_TYPE[itemType as LearningItemType] ?? 'course');
  const options = useQuery({
    queryKey: [...PROGRAMME_KEY, 'items', kind, keyword],
    queryFn: () => searchItems(kind, keyword),
    placeholderData: keepPreviousData,
  });
  const pick = () => {
    const option = options.data?.find((o) => o.id === chosen);
    if (!option) return;
    props.onPick({ itemType, refId: option.id, title: option.title });
    setChosen(undefined);
  };
  return (
    <Space wrap data-testid={props.testId}>
      {props.mode === 'items' ? (
        <Select<number>
          aria-label={t('programmes.form.itemType')}
          value={itemType}
          onChange={(v) => {
            setItemType(v);
            setChosen(undefined);
          }}
          options={PROGRAMME_ITEM_TYPES.map((type) => ({
            value: type,
            label: t(`programmes.itemType.t${type}`),
          }))}
          style={{ width: 160 }}
          data-testid={`${props.testId}-type`}
        />
      ) : null}
      <Select<number>
        showSearch
        allowClear
        filterOption={false}
        aria-label={t('programmes.form.itemSearch')}
        placeholder={t('programmes.form.itemSearch')}
        value={chosen}
        onChange={setChosen}
        onSearch={setTyped}
        loading={options.isFetching}
        notFoundContent={options.isError ? t('programmes.form.searchFailed') : undefined}
        options={(options.data ?? []).map((o) => ({ value: o.id, label: o.title }))}
        style={{ width: 280 }}
        data-testid={`${props.testId}-search`}
      />
      <Button onClick={pick} disabled={chosen === undefined} data-testid={`${props.testId}-add`}>
        {t('programmes.form.addItem')}
      </Button>
    </Space>
  );
}
