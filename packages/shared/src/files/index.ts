/**
 * Stored files and uploads (spec s.5, s.9): what a stored file looks like to both sites,
 * the upload kinds with their size and format limits, and document conversion states.
 * The files module owns the rules; this is the shared contract.
 */

/** Document conversion (spec s.4): pending, converting, failed, converted. */
export const CONVERSION_STATES = ['none', 'pending', 'converting', 'failed', 'converted'] as const;
export type ConversionState = (typeof CONVERSION_STATES)[number];

/** What an upload is for; each kind has its own formats and size limit (spec s.9). */
export const UPLOAD_KINDS = ['video', 'audio', 'document', 'image', 'package', 'cover'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** A stored file as the API hands it out. */
export interface TStoredFile {
  fileId: number;
  name: string;
  size: number;
  mime: string;
  ext: string;
  kind: UploadKind;
  /** Where the original is served (signed-in users of the company). */
  url: string;
  /** Documents: the conversion state; 'none' for every other kind and for PDFs/images. */
  conversionState: ConversionState;
  /** Why a conversion failed, as a catalogue key (e.g. 'files.converterMissing'). */
  conversionError: string | null;
  /** Documents: the PDF to show (the original PDF, or the converted one once converted). */
  previewUrl: string | null;
  /** H5 and SCORM packages: the URL of the launch page inside the unpacked package. */
  launchUrl: string | null;
  /** SCORM packages: '1.2' or '2004'; null otherwise. */
  scormVersion: '1.2' | '2004' | null;
  /** Video and audio: the duration in seconds when known. */
  durationSeconds: number | null;
}
