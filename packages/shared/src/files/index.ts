/**
 * Stored files and uploads (spec s.5, s.9): what a stored file looks like to both sites,
 * the upload kinds with their size and format limits, and document conversion states.
 * The files module owns the rules; this is the shared contract.
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { formatSize } from '../common/index.ts';

/** Document conversion (spec s.4): pending, converting, failed, converted. */
export const CONVERSION_STATES = ['none', 'pending', 'converting', 'failed', 'converted'] as const;
export type ConversionState = (typeof CONVERSION_STATES)[number];

/** What an upload is for; each kind has its own formats and size limit (spec s.9). */
export const UPLOAD_KINDS = [
  'video',
  'audio',
  'document',
  'image',
  'package',
  'cover',
  // A learner's homework attachment (spec s.9: 5 of 200MB)
  'homework',
  // A face-to-face session's materials (up to 20 of 1 GB)
  'faceMaterial',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** A stored file as the API hands it out. */
export const ZStoredFile = z.object({
  fileId: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  ext: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  /** Where the original is served (signed-in users of the company). */
  url: z.string(),
  /** Documents: the conversion state; 'none' for every other kind and for PDFs/images. */
  conversionState: z.enum(CONVERSION_STATES),
  /** Why a conversion failed, as a catalogue key (e.g. 'files.converterMissing'). */
  conversionError: z.string().nullable(),
  /** Documents: the PDF to show (the original PDF, or the converted one once converted). */
  previewUrl: z.string().nullable(),
  /**
   * H5 and SCORM packages: the call (POST, signed in) that answers the package's address on
   * the package origin (TPackageLaunch); packages are never served from the product's origin.
   */
  launchUrl: z.string().nullable(),
  /** SCORM packages: '1.2' or '2004'; null otherwise. */
  scormVersion: z.enum(['1.2', '2004']).nullable(),
  /** Video and audio: the duration in seconds when known. */
  durationSeconds: z.number().nullable(),
});
export type TStoredFile = z.infer<typeof ZStoredFile>;

// ---------------------------------------------------------------------------------------------
// Upload rules (spec s.5 "Uploads: size not 0, supported format"; s.9 sizes and formats). The
// server and both sites check an upload with the same rule before anything is sent or stored.

const MB = 1024 * 1024;

export interface TImageSize {
  width: number;
  height: number;
}

export interface UploadRule {
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
  /** The largest accepted size in bytes ("under 100 MB": at most this many bytes). */
  maxBytes: number;
  /** Images whose pixel size must be one of these (covers: 130x130 or 260x150). */
  dimensions?: readonly TImageSize[];
}

/** Attachments a person hands in or a session hands out: documents, pictures, video, audio, archives. */
const ATTACHMENT_EXTENSIONS = [
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'pdf',
  'txt',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'mp4',
  'mov',
  'avi',
  'wmv',
  'flv',
  'mp3',
  'm4a',
  'wav',
  'zip',
  'rar',
];

/** What each upload kind accepts (spec s.9; video's maximum is decisions.md's choice). */
export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  video: { extensions: ['mp4', 'avi', 'mov', 'wmv', 'rm', 'rmvb', 'flv'], maxBytes: 2048 * MB },
  audio: { extensions: ['mp3', 'm4a', 'wav', 'aac'], maxBytes: 500 * MB },
  document: {
    extensions: ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'txt'],
    maxBytes: 100 * MB,
  },
  image: { extensions: ['png', 'jpg', 'jpeg', 'gif'], maxBytes: 10 * MB },
  package: { extensions: ['zip'], maxBytes: 1024 * MB },
  cover: {
    extensions: ['jpg', 'jpeg', 'png'],
    maxBytes: 1 * MB,
    dimensions: [
      { width: 130, height: 130 },
      { width: 260, height: 150 },
    ],
  },
  // Documents, pictures, video, audio and archives, each at most 200MB
  homework: {
    extensions: ATTACHMENT_EXTENSIONS,
    maxBytes: 200 * MB,
  },
  // Documents, pictures, video, audio and archives, each at most 1 GB
  faceMaterial: {
    extensions: ATTACHMENT_EXTENSIONS,
    maxBytes: 1024 * MB,
  },
};

/** Learners upload pictures and documents only (`study/upload/file`). */
export const STUDY_UPLOAD_KINDS = ['image', 'document'] as const satisfies readonly UploadKind[];
export type StudyUploadKind = (typeof STUDY_UPLOAD_KINDS)[number];

/** Documents that are converted to PDF before they are shown (a PDF is shown as it is). */
export const CONVERTIBLE_EXTENSIONS = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt'] as const;

/** Resumable uploads: the client sends chunks of CHUNK_SIZE; the server takes up to MAX_CHUNK_BYTES. */
export const CHUNK_SIZE = 4 * MB;
export const MIN_CHUNK_BYTES = 256 * 1024;
export const MAX_CHUNK_BYTES = 8 * MB;
/** Files above this size go through the chunked upload; smaller ones as one multipart request. */
export const CHUNKED_THRESHOLD = 8 * MB;
/** The one-request (multipart) upload refuses files larger than this: use the chunked upload. */
export const SINGLE_UPLOAD_MAX_BYTES = 100 * MB;

/** The lower-case extension of a file name, '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Checks a file's name and size against its kind's rule. Returns null when it may be
 * uploaded, else the refusal as a catalogue message ref (size 0, format, too large).
 */
export function checkUpload(kind: UploadKind, name: string, size: number): string | null {
  const rule = UPLOAD_RULES[kind];
  const ext = fileExtension(name);
  if (!rule.extensions.includes(ext))
    return messageRef('upload.format', { formats: rule.extensions.join(', ') });
  if (size <= 0) return messageRef('upload.empty');
  if (size > rule.maxBytes)
    return messageRef('upload.tooLarge', { max: formatSize(rule.maxBytes) });
  return null;
}

/** Checks an image's pixel size against its kind's rule (covers); null when it fits. */
export function checkImageSize(kind: UploadKind, size: TImageSize | null): string | null {
  const allowed = UPLOAD_RULES[kind].dimensions;
  if (!allowed) return null;
  const sizes = allowed.map((d) => `${d.width}x${d.height}`).join(', ');
  if (!size || !allowed.some((d) => d.width === size.width && d.height === size.height))
    return messageRef('files.imageSize', { sizes });
  return null;
}

/** The accept attribute for a file input of a kind (".mp4,.avi,..."). */
export function acceptOf(kind: UploadKind): string {
  return UPLOAD_RULES[kind].extensions.map((e) => `.${e}`).join(',');
}

export { readImageSize } from './image-size.ts';

// ---------------------------------------------------------------------------------------------
// Requests and replies

const zKind = z.enum(UPLOAD_KINDS, { error: messageRef('common.parameterError') });
const zFileId = z.coerce
  .number({ error: messageRef('common.parameterError') })
  .int({ error: messageRef('common.parameterError') })
  .positive({ error: messageRef('common.parameterError') })
  .max(2_147_483_647, { error: messageRef('common.parameterError') });

/** Multipart fields of the one-request uploads (besides the file). */
export const ZUploadKindField = z.object({ kind: zKind });
/** A learner's upload: the kind, or none (the server goes by the file's extension). */
export const ZStudyUploadKindField = z.object({
  kind: z.enum(STUDY_UPLOAD_KINDS, { error: messageRef('common.parameterError') }).optional(),
});

/** `POST /api/manage/upload/chunk/init`: starts or resumes a chunked upload. */
export const ZChunkInit = z
  .object({
    kind: zKind,
    name: z
      .string({ error: messageRef('common.parameterError') })
      .trim()
      .min(1, { error: messageRef('validation.required') })
      .max(255, { error: messageRef('validation.tooLong', { max: 255 }) })
      // eslint-disable-next-line no-control-regex
      .refine((n) => !/[\\/\u0000-\u001f]/.test(n), { error: messageRef('common.parameterError') }),
    size: z
      .number({ error: messageRef('common.parameterError') })
      .int({ error: messageRef('common.parameterError') })
      .min(0, { error: messageRef('common.parameterError') })
      .max(Number.MAX_SAFE_INTEGER, { error: messageRef('common.parameterError') }),
    chunkSize: z
      .number({ error: messageRef('common.parameterError') })
      .int({ error: messageRef('common.parameterError') })
      .min(MIN_CHUNK_BYTES, { error: messageRef('common.parameterError') })
      .max(MAX_CHUNK_BYTES, { error: messageRef('common.parameterError') }),
  })
  .strict();
export type TChunkInit = z.infer<typeof ZChunkInit>;

export const ZChunkInitResponse = z.object({
  uploadId: z.string(),
  /** The chunk indexes the server already holds (a resumed upload sends only the others). */
  receivedChunks: z.array(z.number().int()),
  chunkSize: z.number().int(),
  chunkCount: z.number().int(),
});
export type TChunkInitResponse = z.infer<typeof ZChunkInitResponse>;

/** The reply to one chunk: every chunk index the server now holds. */
export const ZChunkReceived = z.object({ receivedChunks: z.array(z.number().int()) });
export type TChunkReceived = z.infer<typeof ZChunkReceived>;

/** The path parameters of a chunk. */
export const ZChunkParams = z.object({
  uploadId: z.uuid({ error: messageRef('files.uploadNotFound') }),
  index: z.coerce
    .number({ error: messageRef('common.parameterError') })
    .int({ error: messageRef('common.parameterError') })
    .min(0, { error: messageRef('common.parameterError') })
    .max(100_000, { error: messageRef('common.parameterError') }),
});
export const ZUploadIdParam = z.object({
  uploadId: z.uuid({ error: messageRef('files.uploadNotFound') }),
});

/** One stored file by id (`document/change/submit`, the admin's re-submit and lookup). */
export const ZFileIdRequest = z.object({ fileId: zFileId }).strict();
export type TFileIdRequest = z.infer<typeof ZFileIdRequest>;
export const ZFileIdParam = z.object({ id: zFileId });

/** `POST /api/study/upload/file` (spec s.7 "Files": response file, url, exist). */
export const ZStudyUploadResponse = z.object({
  file: ZStoredFile,
  url: z.string(),
  /** true when the same person had already uploaded the same bytes: that file is returned. */
  exist: z.boolean(),
});
export type TStudyUploadResponse = z.infer<typeof ZStudyUploadResponse>;

// Packages run on their own origin (decisions.md, "Package origin")
/** `POST /api/files/launch/:fileId/:pkgId` (a package's `launchUrl`): the file and its folder id. */
export const ZPackageLaunchParam = z.object({
  fileId: zFileId,
  pkgId: z.string().regex(/^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/),
});
/** Where the learner's frame opens the package, and the origin its messages come from. */
export const ZPackageLaunch = z.object({ url: z.string(), origin: z.string() });
export type TPackageLaunch = z.infer<typeof ZPackageLaunch>;
