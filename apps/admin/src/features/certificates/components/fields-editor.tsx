import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CERTIFICATE_ALIGNS,
  CERTIFICATE_FIELD_KINDS,
  CERTIFICATE_LIMITS,
  type TCertificateField,
} from '@ascent/shared/certificate';

/** The fields placed on the page: kind, position, size, colour, alignment, custom text. */
export function FieldsEditor({
  value = [],
  onChange,
  selected,
  onSelect,
}: {
  value?: TCertificateField[];
  onChange?: (fields: TCertificateField[]) => void;
  selected: number | null;
  onSelect: (index: number | null) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<TCertificateField>) =>
    onChange?.(value.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  const num = (v: number | null, fallback: number) => (v === null ? fallback : v);
  return (
    <div className="cert-fields" data-testid="certificate-fields">
      {value.map((f, i) => (
        <div
          key={i}
          className={i === selected ? 'cert-field-row is-selected' : 'cert-field-row'}
          onFocus={() => onSelect(i)}
          onClick={() => onSelect(i)}
        >
          <Space wrap size={[8, 4]}>
            <Select
              aria-label={t('certificates.form.fieldKind')}
              value={f.kind}
              style={{ width: 150 }}
              onChange={(kind) => set(i, { kind })}
              options={CERTIFICATE_FIELD_KINDS.map((k) => ({
                value: k,
                label: t(`certificates.field.${k}`),
              }))}
            />
            <InputNumber
              aria-label="x"
              addonBefore="X%"
              min={0}
              max={100}
              step={0.5}
              value={f.x}
              style={{ width: 120 }}
              onChange={(v) => set(i, { x: num(v, f.x) })}
            />
            <InputNumber
              aria-label="y"
              addonBefore="Y%"
              min={0}
              max={100}
              step={0.5}
              value={f.y}
              style={{ width: 120 }}
              onChange={(v) => set(i, { y: num(v, f.y) })}
            />
            <InputNumber
              aria-label={t('certificates.form.fontSize')}
              addonBefore={t('certificates.form.fontSize')}
              min={CERTIFICATE_LIMITS.fontSizeMin}
              max={CERTIFICATE_LIMITS.fontSizeMax}
              value={f.fontSize}
              style={{ width: 140 }}
              onChange={(v) => set(i, { fontSize: num(v, f.fontSize) })}
            />
            <input
              type="color"
              aria-label={t('certificates.form.colour')}
              className="cert-colour"
              value={f.colour}
              onChange={(e) => set(i, { colour: e.target.value })}
            />
            <Select
              aria-label={t('certificates.form.align')}
              value={f.align}
              style={{ width: 100 }}
              onChange={(align) => set(i, { align })}
              options={CERTIFICATE_ALIGNS.map((a) => ({
                value: a,
                label: t(`certificates.align.${a}`),
              }))}
            />
            {f.kind === 'customText' && (
              <Input
                aria-label={t('certificates.field.customText')}
                placeholder={t('certificates.form.customTextPlaceholder')}
                value={f.text}
                maxLength={CERTIFICATE_LIMITS.customText}
                style={{ width: 220 }}
                onChange={(e) => set(i, { text: e.target.value })}
              />
            )}
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('certificates.form.removeField')}
              onClick={(e) => {
                e.stopPropagation();
                onSelect(null);
                onChange?.(value.filter((_, j) => j !== i));
              }}
            />
          </Space>
        </div>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={value.length >= CERTIFICATE_LIMITS.fields}
        onClick={() => {
          onChange?.([
            ...value,
            {
              kind: 'customText',
              x: 50,
              y: 70,
              fontSize: 14,
              colour: '#1f1f1f',
              align: 'center',
              text: '',
            },
          ]);
          onSelect(value.length);
        }}
      >
        {t('certificates.form.addField')}
      </Button>
    </div>
  );
}
