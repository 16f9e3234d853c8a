import type {
  CertificatePage,
  CertificateSourceKind,
  TCertificateField,
  TCertificateTemplateDetail,
  TCertificateTemplateSave,
} from '@ascent/shared/certificate';
import type { TStoredFile } from '@ascent/shared/files';

export interface SourceValue {
  kind: CertificateSourceKind;
  itemId: number;
  title: string;
}

export interface TemplateFormValues {
  name: string;
  page: CertificatePage;
  background: TStoredFile | null;
  fields: TCertificateField[];
  validityMonths: number;
  enabled: boolean;
  sources: SourceValue[];
}

const field = (
  kind: TCertificateField['kind'],
  x: number,
  y: number,
  fontSize: number,
  align: TCertificateField['align'] = 'center',
  colour = '#1f1f1f',
): TCertificateField => ({ kind, x, y, fontSize, colour, align, text: '' });

/** A new template's fields: a usual certificate layout the admin moves about. */
export const DEFAULT_FIELDS: TCertificateField[] = [
  field('certificateName', 50, 18, 36, 'center', '#8a6d1e'),
  field('holderName', 50, 38, 28),
  field('sourceTitle', 50, 52, 16),
  field('issueDate', 12, 82, 12, 'left'),
  field('expiryDate', 88, 82, 12, 'right'),
  field('certificateNumber', 12, 90, 10, 'left', '#595959'),
  field('verificationCode', 88, 90, 10, 'right', '#595959'),
];

export function toFormValues(
  t: TCertificateTemplateDetail | null,
  background: TStoredFile | null,
): TemplateFormValues {
  if (!t)
    return {
      name: '',
      page: 'a4Landscape',
      background: null,
      fields: DEFAULT_FIELDS,
      validityMonths: 0,
      enabled: true,
      sources: [],
    };
  return {
    name: t.name,
    page: t.page,
    background,
    fields: t.fields,
    validityMonths: t.validityMonths,
    enabled: t.enabled,
    sources: t.sources,
  };
}

export function toSaveBody(v: TemplateFormValues, id?: number): TCertificateTemplateSave {
  return {
    ...(id ? { id } : {}),
    name: v.name,
    page: v.page,
    backgroundFileId: v.background?.fileId ?? null,
    fields: v.fields,
    validityMonths: v.validityMonths,
    enabled: v.enabled,
    sources: v.sources.map((s) => ({ kind: s.kind, itemId: s.itemId })),
  };
}
