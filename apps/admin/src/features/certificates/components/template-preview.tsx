import { useTranslation } from 'react-i18next';
import { pageSize, type CertificatePage, type TCertificateField } from '@ascent/shared/certificate';

const SHIFT = { left: '0', center: '-50%', right: '-100%' } as const;

/**
 * The live preview of a design: the page at its proportions, the background stretched over it
 * (as the PDF draws it), each field at its place with sample words. Sizes follow the page's
 * width (container units), so the preview matches the PDF at any width. A click places the
 * selected field there.
 */
export function TemplatePreview({
  page,
  backgroundUrl,
  fields,
  selected,
  onSelect,
  onPlace,
  sample,
}: {
  page: CertificatePage;
  backgroundUrl: string | null;
  fields: TCertificateField[];
  selected: number | null;
  onSelect: (index: number) => void;
  onPlace: (x: number, y: number) => void;
  sample: Record<Exclude<TCertificateField['kind'], 'customText'>, string>;
}) {
  const { t } = useTranslation();
  const size = pageSize(page);
  return (
    <div className="cert-preview-frame">
      <div
        className="cert-preview"
        data-testid="certificate-preview"
        role="presentation"
        style={{
          aspectRatio: `${size.width} / ${size.height}`,
          backgroundImage: backgroundUrl ? `url("${backgroundUrl}")` : undefined,
          ['--page-width' as string]: String(size.width),
        }}
        onClick={(e) => {
          const box = e.currentTarget.getBoundingClientRect();
          const x = ((e.clientX - box.left) / box.width) * 100;
          const y = ((e.clientY - box.top) / box.height) * 100;
          onPlace(Math.round(x * 10) / 10, Math.round(y * 10) / 10);
        }}
      >
        {fields.map((f, i) => (
          <span
            key={i}
            role="button"
            tabIndex={0}
            title={t(`certificates.field.${f.kind}`)}
            data-testid="certificate-preview-field"
            className={i === selected ? 'cert-preview-field is-selected' : 'cert-preview-field'}
            style={{
              left: `${f.x}%`,
              top: `${f.y}%`,
              color: f.colour,
              transform: `translateX(${SHIFT[f.align]})`,
              ['--font-size' as string]: String(f.fontSize),
            }}
            onClick={(e) => {
              e.stopPropagation();
              onSelect(i);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') onSelect(i);
            }}
          >
            {f.kind === 'customText'
              ? f.text || t('certificates.field.customText')
              : sample[f.kind]}
          </span>
        ))}
      </div>
      <div className="cert-preview-hint">{t('certificates.form.previewHint')}</div>
    </div>
  );
}
