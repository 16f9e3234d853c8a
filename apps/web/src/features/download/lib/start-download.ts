import type { TDownloadLink } from '@ascent/shared/download';

/** Starts the browser's download of a link file/download handed out. */
export function startDownload(link: TDownloadLink, doc: Document = document): void {
  const a = doc.createElement('a');
  a.href = link.url;
  a.download = link.fileName;
  a.rel = 'noopener';
  doc.body.appendChild(a);
  a.click();
  a.remove();
}
