import { DOWNLOADS_PATH, MY_DOCUMENTS_PATH } from './lib/download-paths.ts';
import type { MineEntry } from '../../app/router/mine-entries.ts';

/** The personal centre's entries for the download centre and my documents. */
export const mineEntries: MineEntry[] = [
  { key: 'down', labelKey: 'download.title', path: DOWNLOADS_PATH, order: 300 },
  { key: 'documents', labelKey: 'download.documentsTitle', path: MY_DOCUMENTS_PATH, order: 305 },
];
