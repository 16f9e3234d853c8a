import { Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdpPickedKind, TIdpOption } from '@ascent/shared/idp';
import { searchIdpItems } from '../api/idp-api.ts';

/** Chooses one item of a kind among those the learner may open (the learner-side search). */
export function ItemPicker({
  kind,
  onPick,
  onClose,
}: {
  kind: IdpPickedKind;
  onPick: (item: TIdpOption) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<TIdpOption[]>([]);
  const [loading, setLoading] = useState(true);
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      searchIdpItems({ kind, keyword: keyword.trim().slice(0, 20) })
        .then((found) => live && setOptions(found))
        .catch(() => live && setOptions([]))
        .finally(() => live && setLoading(false));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [kind, keyword]);
  return (
    <Modal
      open
      title={t('idp.pickTitle', { kind: t(`idp.kind.${kind}`) })}
      okText={t('idp.add')}
      okButtonProps={{ disabled: chosen === null }}
      onOk={() => {
        const item = options.find((o) => o.id === chosen);
        if (item) onPick(item);
      }}
      onCancel={onClose}
    >
      <Select
        className="idp-wide"
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        loading={loading}
        placeholder={t('idp.searchPlaceholder')}
        notFoundContent={loading ? null : t('idp.noItems')}
        value={chosen ?? undefined}
        onChange={(v: number) => setChosen(v)}
        options={options.map((o) => ({ value: o.id, label: o.title }))}
        data-testid="idp-pick-select"
      />
    </Modal>
  );
}
