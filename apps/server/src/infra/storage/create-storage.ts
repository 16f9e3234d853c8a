import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { LocalDiskStorage, type FileStorage } from './file-storage.ts';

/**
 * The file storage the configuration chooses: local disk under `<dataDir>/uploads`, or the
 * S3-compatible object storage when S3_* are set (its SDK loaded only then), with local
 * scratch space under `<dataDir>/scratch`. `prefix` goes after the configured S3_PREFIX (test
 * servers sharing one bucket).
 */
export async function createFileStorage(
  config: Pick<AppConfig, 'dataDir' | 's3'>,
  prefix = '',
): Promise<FileStorage> {
  if (!config.s3) return new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
  const { S3Storage } = await import('./s3-storage.ts');
  return new S3Storage(
    { ...config.s3, prefix: config.s3.prefix + prefix },
    path.join(config.dataDir, 'scratch'),
  );
}
