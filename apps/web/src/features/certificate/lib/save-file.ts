import type { FileDownload } from '@ascent/client/api';

/** Hands a downloaded file to the browser as a download under its own name. */
export function saveFile({ blob, filename }: FileDownload): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
