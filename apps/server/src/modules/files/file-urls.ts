import crypto from 'node:crypto';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { contentDisposition } from '../../core/xlsx.ts';

/**
 * Storage folders whose files anyone may fetch by address, cached for a year: covers and
 * pictures (uploads of kind `cover` and `image`, kept as plain addresses in covers, banners,
 * rich text and certificate backgrounds), people's avatars and company logos. Every other
 * folder is private (decisions.md, issue 12 item 9).
 */
export const PUBLIC_FOLDERS: readonly string[] = ['cover', 'image', 'avatars', 'logos'];

/** A signed address is good for 6 hours at least (a long video), 7 at most (see below). */
export const SIGNED_URL_SECONDS = 6 * 60 * 60;
/**
 * Expiries are rounded up to the next whole hour, so the replies of one hour hand out the same
 * address and a refetched page does not reload the video it is playing.
 */
const EXPIRY_STEP_SECONDS = 60 * 60;

/** Types a browser shows in the page (PDF, pictures, audio, video); never HTML, SVG or XML. */
const INLINE_EXTENSIONS = new Set([
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'bmp',
  'mp4',
  'm4v',
  'webm',
  'mov',
  'mp3',
  'm4a',
  'wav',
  'aac',
  'ogg',
]);

/** The storage folder of a key (`video/202611/<uuid>.mp4` -> `video`). */
export function folderOf(key: string): string {
  const slash = key.indexOf('/');
  return slash < 0 ? '' : key.slice(0, slash);
}

/** Whether a key is served to anyone by its address alone. */
export function isPublicKey(key: string): boolean {
  return PUBLIC_FOLDERS.includes(folderOf(key));
}

/** What a private file is answered with: shown in the page or saved, under its own name. */
export function privateDisposition(ext: string, name: string): string {
  const attachment = contentDisposition(name);
  return INLINE_EXTENSIONS.has(ext) ? attachment.replace(/^attachment/, 'inline') : attachment;
}

/**
 * The addresses of stored files. A public key's address is the plain `/api/files/<key>`; a
 * private key's carries an expiry and an HMAC-SHA256 under the server secret (the same bytes
 * in every process) of key, expiry and file name: `/api/files/<key>?e=<expiry>&n=<name>&s=<mac>`.
 * Only replies that have checked the caller's access to the file's item hand such an address
 * out (every module gets file addresses through the catalog), and `/api/files` serves a
 * private key only with a valid, unexpired signature.
 */
export function createFileUrls(
  storage: FileStorage,
  secret: Buffer,
  now: () => number = () => Date.now(),
) {
  const prefix = storage.url('');
  const mac = (key: string, expiry: number, name: string) =>
    crypto.createHmac('sha256', secret).update(`${key}\n${expiry}\n${name}`).digest('base64url');

  return {
    /** The address to hand out for a stored key (`name`: the name a saved copy gets). */
    of(key: string, name: string): string {
      const base = storage.url(key);
      if (isPublicKey(key)) return base;
      const seconds = Math.floor(now() / 1000) + SIGNED_URL_SECONDS;
      const expiry = Math.ceil(seconds / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      const query = `e=${expiry}&n=${encodeURIComponent(name)}&s=${mac(key, expiry, name)}`;
      return `${base}?${query}`;
    },

    /**
     * The file name a signed request for a private key carries when its signature is right
     * and unexpired; null otherwise (missing, malformed, tampered, expired or another key's).
     */
    verify(key: string, query: unknown): string | null {
      const q = (query ?? {}) as Record<string, unknown>;
      const { e, n, s } = q;
      if (typeof e !== 'string' || typeof n !== 'string' || typeof s !== 'string') return null;
      if (!/^\d{1,12}$/.test(e)) return null;
      const expiry = Number(e);
      if (expiry * 1000 <= now()) return null;
      const expected = Buffer.from(mac(key, expiry, n));
      const given = Buffer.from(s);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
      return n;
    },

    /** The storage key of an address this server handed out (signed or not); null otherwise. */
    keyOf(url: string | null): string | null {
      if (!url || !url.startsWith(prefix)) return null;
      const query = url.indexOf('?');
      return query < 0 ? url.slice(prefix.length) : url.slice(prefix.length, query);
    },
  };
}
export type FileUrls = ReturnType<typeof createFileUrls>;
