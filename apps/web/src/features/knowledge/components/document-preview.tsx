import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TStoredFile } from '@ascent/shared/files';
import { PdfViewer } from '../../learning/components/PdfViewer.tsx';

/**
 * The document of a knowledge item in the learning helper's pdf.js viewer (with the spec's
 * watermark), or why it cannot be shown yet.
 */
export function DocumentPreview({ file }: { file: TStoredFile }) {
  const { t } = useTranslation();
  if (file.previewUrl) return <PdfViewer url={file.previewUrl} watermark />;
  if (file.conversionState === 'pending' || file.conversionState === 'converting')
    return <Alert type="info" showIcon message={t('knowledge.converting')} />;
  return <Alert type="warning" showIcon message={t('knowledge.noPreview')} />;
}
