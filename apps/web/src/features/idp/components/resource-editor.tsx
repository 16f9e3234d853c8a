import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Empty, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IDP_LIMITS, IDP_RESOURCE_KINDS, type IdpPickedKind } from '@ascent/shared/idp';
import { draftKey, type DraftResource } from '../lib/idp-draft.ts';
import { HomeworkEditor } from './homework-editor.tsx';
import { ItemPicker } from './item-picker.tsx';

/** The plan's learning content: picked items, exam pass lines, the own homework, in order. */
export function ResourceEditor({
  value,
  onChange,
}: {
  value: DraftResource[];
  onChange: (v: DraftResource[]) => void;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState<IdpPickedKind | null>(null);
  const replace = (i: number, r: DraftResource) => onChange(value.map((x, j) => (j === i ? r : x)));
  const move = (i: number, d: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + d]] = [next[i + d]!, next[i]!];
    onChange(next);
  };
  const add = (kind: (typeof IDP_RESOURCE_KINDS)[number]) => {
    if (kind === 'homework')
      onChange([
        ...value,
        { key: draftKey(), kind, title: '', steps: [{ title: '', content: '' }], files: [] },
      ]);
    else setPicking(kind);
  };
  return (
    <div className="idp-resources">
      {value.length === 0 && <Empty description={t('idp.noResources')} />}
      {value.map((r, i) => (
        <Card
          key={r.key}
          size="small"
          data-testid="idp-resource-edit"
          data-kind={r.kind}
          title={
            <Space wrap>
              <Typography.Text type="secondary">{t(`idp.kind.${r.kind}`)}</Typography.Text>
              {r.kind !== 'homework' && <Typography.Text strong>{r.title}</Typography.Text>}
            </Space>
          }
          extra={
            <Space size={4}>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('idp.up')}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('idp.down')}
                disabled={i === value.length - 1}
                onClick={() => move(i, 1)}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('idp.remove')}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              />
            </Space>
          }
        >
          {r.kind === 'exam' && (
            <Space wrap>
              <span>{t('idp.passLine')}</span>
              <InputNumber
                min={1}
                max={100}
                precision={0}
                value={r.passPercent}
                suffix="%"
                onChange={(v) => replace(i, { ...r, passPercent: v ?? 60 })}
                data-testid="idp-pass-percent"
              />
              <Typography.Text type="secondary">{t('idp.passLineHint')}</Typography.Text>
            </Space>
          )}
          {r.kind === 'homework' && <HomeworkEditor value={r} onChange={(h) => replace(i, h)} />}
        </Card>
      ))}
      <Dropdown
        disabled={value.length >= IDP_LIMITS.resources}
        menu={{
          items: IDP_RESOURCE_KINDS.map((k) => ({ key: k, label: t(`idp.kind.${k}`) })),
          onClick: ({ key }) => add(key as (typeof IDP_RESOURCE_KINDS)[number]),
        }}
      >
        <Button type="dashed" block data-testid="idp-add-resource">
          {t('idp.addResource')}
        </Button>
      </Dropdown>
      {picking && (
        <ItemPicker
          kind={picking}
          onClose={() => setPicking(null)}
          onPick={(item) => {
            const base = { key: draftKey(), itemId: item.id, title: item.title };
            onChange([
              ...value,
              picking === 'exam'
                ? { ...base, kind: 'exam', passPercent: 60 }
                : { ...base, kind: picking },
            ]);
            setPicking(null);
          }}
        />
      )}
    </div>
  );
}
