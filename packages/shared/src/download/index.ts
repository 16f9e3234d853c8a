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

export const DOWNLOAD_STATES = ['ready', 'expired'] as const;
export type DownloadState = (typeof DOWNLOAD_STATES)[number];

/** A row of the download centre. */
export const ZDownloadRecord = z.object({
  id: z.number().int(),
  itemType: z.number().int(),
  itemId: z.number().int(),
  title: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  /** The learner's name and account are stamped on every page. */
  watermarked: z.boolean(),
  state: z.enum(DOWNLOAD_STATES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TDownloadRecord = z.infer<typeof ZDownloadRecord>;

/** file/download: a short-lived address that streams the file. */
export const ZDownloadLink = z.object({
  url: z.string(),
  fileName: z.string(),
  expiresAt: z.string(),
});
export type TDownloadLink = z.infer<typeof ZDownloadLink>;

/**
 * The address file/download hands out (`file/down/get?ticket=`): a browser download sends no
 * Authorization header, so the 5-minute ticket in the query is the credential.
 */
export const ZDownloadTicket = z.object({ ticket: z.string().max(100).default('') });

/** me/document/list: the learner's documents, paged (docs/decisions.md: one row per item). */
export const ZMyDocumentList = z.strictObject({
  ...pagingFields(50, 20),
});
export type TMyDocumentListQuery = z.input<typeof ZMyDocumentList>;

/**
 * A document the learner has downloaded: one row per item, newest download first, kept after
 * the 3-day download record expires (asking again makes a new download).
 */
export const ZMyDocument = z.object({
  itemType: z.number().int(),
  itemId: z.number().int(),
  /** The item's title and the file's name at the latest download. */
  title: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  /** How many times the learner downloaded it. */
  downloads: z.number().int(),
  lastDownloadedAt: z.string(),
  /** The latest download record, while it can still be fetched; else null. */
  readyRecordId: z.number().int().nullable(),
});
export type TMyDocument = z.infer<typeof ZMyDocument>;
