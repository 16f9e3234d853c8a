import type { TDownloadRecord } from '@ascent/shared/download';
import type { DownloadRow } from './download.repository.ts';

export function toDownloadRecord(r: DownloadRow, now: Date): TDownloadRecord {
  return {
    id: r.id,
    itemType: r.itemType,
    itemId: r.itemId,
    title: r.title,
    fileName: r.fileName,
    size: r.size,
    watermarked: r.watermarked,
    state: r.expiresAt.getTime() > now.getTime() ? 'ready' : 'expired',
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  };
}
