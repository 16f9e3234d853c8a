import type { TCourseResource } from '@ascent/shared/course';
import { ConversionState } from './conversion-state.tsx';
import { PdfViewer } from './PdfViewer.tsx';

/** A document: the PDF (original or converted) with the watermark, or its conversion state. */
export function DocumentPlayer({
  resource,
  onPage,
}: {
  resource: TCourseResource;
  onPage: (page: number, pages: number) => void;
}) {
  const file = resource.file;
  if (!file) return null;
  if (!file.previewUrl) return <ConversionState file={file} />;
  return <PdfViewer url={file.previewUrl} watermark onPage={onPage} />;
}
