import path from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { formatSize } from '@ascent/shared/common';
import { ARCHIVE_LIMITS, ArchiveRefused, checkZipFile } from '../../core/archive-guard.ts';
import { AppError, fail } from '../../core/errors.ts';
import { safePackagePath, type FileStorage } from '../../infra/storage/file-storage.ts';
import { readScormManifest } from './scorm-manifest.ts';

/** Zip bombs: the most an unpacked package may hold (files, bytes, one file's ratio). */
const LIMITS = ARCHIVE_LIMITS.package;

/** A package the zip guard refuses, as the uploader reads it. */
function refusal(err: ArchiveRefused): AppError {
  switch (err.problem) {
    case 'tooLarge':
    case 'tooManyEntries':
      return fail('files.packageTooLarge', { max: formatSize(LIMITS.maxTotalBytes) });
    case 'ratio':
    case 'sizeMismatch':
      return fail('upload.archiveUnsafe');
    default:
      return fail('files.packageInvalid');
  }
}

export interface UnpackedPackage {
  packageRoot: string;
  packageEntry: string;
  scormVersion: '1.2' | '2004' | null;
}

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: true, decodeStrings: true, validateEntrySizes: true },
      (err, zip) => (err || !zip ? reject(err ?? new Error('no zip')) : resolve(zip)),
    ),
  );

const readStream = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) =>
      err || !stream ? reject(err ?? new Error('no stream')) : resolve(stream),
    ),
  );

/** A refusal for an entry name yauzl itself rejects (absolute, `..`, backslashes). */
function unsafeName(err: Error): string | null {
  const m = /^(?:invalid relative path|absolute path|invalid characters in fileName): (.*)$/.exec(
    err.message,
  );
  return m ? m[1]! : null;
}

/**
 * Unpacks an uploaded zip into a fresh `pkg/<uuid>/` folder of the storage and finds how to
 * launch it: a SCORM manifest (imsmanifest.xml: version and the first SCO's href) or an H5
 * index.html, at the top or inside one top folder. Refuses unsafe paths (zip-slip), zips the
 * guard refuses from their central directory (more than LIMITS unpacked), entries whose real
 * size differs from the declared one (yauzl's `validateEntrySizes`), and packages with nothing
 * to launch; nothing is kept on refusal.
 */
export async function unpackPackage(
  storage: FileStorage,
  zipFile: string,
): Promise<UnpackedPackage> {
  try {
    await checkZipFile(zipFile, LIMITS);
  } catch (err) {
    throw err instanceof ArchiveRefused ? refusal(err) : fail('files.packageInvalid');
  }
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(zipFile);
  } catch {
    throw fail('files.packageInvalid');
  }
  const root = storage.newPackageRoot();
  const names: string[] = [];
  const manifests = new Map<string, string>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', (err: Error) => {
        const name = unsafeName(err);
        reject(
          name !== null ? fail('files.packageUnsafe', { name }) : fail('files.packageInvalid'),
        );
      });
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        void (async () => {
          if (entry.fileName.endsWith('/')) return zip.readEntry();
          const rel = safePackagePath(entry.fileName);
          if (!rel) throw fail('files.packageUnsafe', { name: entry.fileName });
          const stream = await readStream(zip, entry);
          if (
            path.posix.basename(rel).toLowerCase() === 'imsmanifest.xml' &&
            entry.uncompressedSize < 5_000_000
          ) {
            const chunks: Buffer[] = [];
            stream.on('data', (c: Buffer) => chunks.push(c));
            await storage.putPackageFile(root, rel, stream);
            manifests.set(rel, Buffer.concat(chunks).toString('utf8'));
          } else {
            await storage.putPackageFile(root, rel, stream);
          }
          names.push(rel);
          zip.readEntry();
        })().catch((err: unknown) => {
          zip.close();
          reject(err instanceof AppError ? err : fail('files.packageInvalid'));
        });
      });
      zip.readEntry();
    });

    // Shallowest first: the package's top, or its one top folder.
    const depth = (n: string) => n.split('/').length;
    const manifest = [...manifests.keys()].sort((a, b) => depth(a) - depth(b))[0];
    if (manifest && depth(manifest) <= 2) {
      const launch = readScormManifest(manifests.get(manifest)!);
      if (launch) {
        const dir = path.posix.dirname(manifest);
        const entry = path.posix.normalize(dir === '.' ? launch.href : `${dir}/${launch.href}`);
        const [file] = entry.split(/[?#]/);
        if (file && safePackagePath(file) && names.includes(file))
          return { packageRoot: root, packageEntry: entry, scormVersion: launch.version };
      }
    }
    const index = names
      .filter((n) => /^(?:[^/]+\/)?index\.html?$/i.test(n))
      .sort((a, b) => depth(a) - depth(b))[0];
    if (index) return { packageRoot: root, packageEntry: index, scormVersion: null };
    throw fail('files.packageNoEntry');
  } catch (err) {
    await storage.removePackage(root);
    throw err;
  }
}
