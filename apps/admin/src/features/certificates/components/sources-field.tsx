import { PlusOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CERTIFICATE_LIMITS,
  CERTIFICATE_SOURCE_KINDS,
  type CertificateSourceKind,
} from '@ascent/shared/certificate';
import { searchItems } from '../api/certificate-api.ts';
import { CERTIFICATE_KEY } from '../hooks/use-certificates-admin.ts';
import type { SourceValue } from '../lib/template-form.ts';

/**
 * What issues the template: a course completed, an exam passed, a programme completed. The
 * admin picks a kind, searches its items by title, and adds them.
 */
export function SourcesField({
  value = [],
  onChange,
}: {
  value?: SourceValue[];
  onChange?: (sources: SourceValue[]) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<CertificateSourceKind>('programme');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [itemId, setItemId] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const items = useQuery({
    queryKey: [...CERTIFICATE_KEY, 'items', kind, keyword],
    queryFn: () => searchItems({ kind, keyword }),
    placeholderData: keepPreviousData,
  });
  const chosen = new Set(value.map((s) => `${s.kind}:${s.itemId}`));
  const options = (items.data ?? [])
    .filter((o) => !chosen.has(`${kind}:${o.id}`))
    .map((o) => ({ value: o.id, label: o.title }));

  const add = () => {
    const item = items.data?.find((o) => o.id === itemId);
    if (!item) return;
    onChange?.([...value, { kind, itemId: item.id, title: item.title }]);
    setItemId(null);
  };

  return (
    <div className="cert-sources" data-testid="certificate-sources">
      <Space wrap>
        <Select
          aria-label={t('certificates.form.sourceKind')}
          data-testid="certificate-source-kind"
          value={kind}
          style={{ width: 170 }}
          onChange={(k) => {
            setKind(k);
            setItemId(null);
          }}
          options={CERTIFICATE_SOURCE_KINDS.map((k) => ({
            value: k,
            label: t(`certificates.sourceKind.${k}`),
          }))}
        />
        <Select<number>
          showSearch
          allowClear
          aria-label={t('certificates.form.sourceItem')}
          data-testid="certificate-source-item"
          placeholder={t('certificates.form.sourceItemPlaceholder')}
          value={itemId ?? undefined}
          filterOption={false}
          onSearch={setTyped}
          onChange={(v) => setItemId(v ?? null)}
          loading={items.isFetching}
          notFoundContent={t('certificates.form.noItems')}
          options={options}
          style={{ width: 300 }}
        />
        <Button
          icon={<PlusOutlined />}
          disabled={itemId === null || value.length >= CERTIFICATE_LIMITS.sources}
          onClick={add}
          data-testid="certificate-source-add"
        >
          {t('certificates.form.addSource')}
        </Button>
      </Space>
      <div className="cert-source-tags">
        {value.length === 0 && (
          <span className="cert-muted">{t('certificates.form.noSources')}</span>
        )}
        {value.map((s) => (
          <Tag
            key={`${s.kind}:${s.itemId}`}
            closable
            data-testid="certificate-source"
            onClose={() => onChange?.(value.filter((v) => v !== s))}
          >
            {t(`certificates.sourceKind.${s.kind}`)}: {s.title || `#${s.itemId}`}
          </Tag>
        ))}
      </div>
    </div>
  );
}
