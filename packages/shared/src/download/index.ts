/**
 * The download centre (spec s.2 /mine/down; s.7 file/down/list, file/download, file/downsadd;
 * s.9 downloads expire after 3 days).
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { pagingFields } from '../validators/index.ts';

export const DOWNLOAD_VALID_DAYS = 3;
/** Minutes a URL handed out by file/download stays usable. */
export const DOWNLOAD_URL_MINUTES = 5;

const zId = z
  .number({ error: messageRef('common.parameterError') })
  .int({ error: messageRef('common.parameterError') })
  .positive({ error: messageRef('common.parameterError') })
  .max(2_147_483_647, { error: messageRef('common.parameterError') });

/** file/downsadd: ask for a download of an item's document (item types of spec s.3). */
export const ZDownloadAdd = z.strictObject({ itemType: zId, itemId: zId });
export type TDownloadAdd = z.infer<typeof ZDownloadAdd>;

export const ZDownloadList = z.strictObject({
  ...pagingFields(100, 20),
});
export type TDownloadListQuery = z.input<typeof ZDownloadList>;

export const ZDownloadGet = z.strictObject({ id: zId });

export type DownloadState = 'ready' | 'expired';

/** A row of the download centre. */
export interface TDownloadRecord {
  id: number;
  itemType: number;
  itemId: number;
  title: string;
  fileName: string;
  size: number;
  /** The learner's name and account are stamped on every page. */
  watermarked: boolean;
  state: DownloadState;
  createdAt: string;
  expiresAt: string;
}

/** file/download: a short-lived address that streams the file. */
export interface TDownloadLink {
  url: string;
  fileName: string;
  expiresAt: string;
}

/** me/document/list: the learner's documents, paged (docs/decisions.md: one row per item). */
export const ZMyDocumentList = z.strictObject({
  ...pagingFields(50, 20),
});
export type TMyDocumentListQuery = z.input<typeof ZMyDocumentList>;

/**
 * A document the learner has downloaded: one row per item, newest download first, kept after
 * the 3-day download record expires (asking again makes a new download).
 */
export interface TMyDocument {
  itemType: number;
  itemId: number;
  /** The item's title and the file's name at the latest download. */
  title: string;
  fileName: string;
  size: number;
  /** How many times the learner downloaded it. */
  downloads: number;
  lastDownloadedAt: string;
  /** The latest download record, while it can still be fetched; else null. */
  readyRecordId: number | null;
}
