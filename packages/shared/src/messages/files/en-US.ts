import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `files.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'files.imageSize': 'The picture must be {{sizes}} pixels',
  'files.imageUnreadable': 'The picture cannot be read',
  'files.notFound': 'The file does not exist',
  'files.uploadNotFound': 'The upload does not exist or has expired; please upload the file again',
  'files.chunkInvalid': 'The part number or size is wrong',
  'files.chunksMissing': '{{count}} parts of the file have not been uploaded yet',
  'files.useChunked': 'Files larger than {{max}} must be uploaded in parts',
  'files.packageInvalid': 'The package is not a valid zip file',
  'files.packageUnsafe': 'The package holds a file with an unsafe path: {{name}}',
  'files.packageTooLarge': 'The unpacked package would be larger than {{max}}',
  'files.packageNoEntry': 'The package has no index.html and no SCORM manifest (imsmanifest.xml)',
  'files.packageLinkExpired': 'This package link has expired; open the course again',
  'files.converterMissing':
    'LibreOffice is not installed on the server, so the document cannot be converted to PDF',
  'files.conversionFailed': 'The document could not be converted to PDF',
  'files.conversionTimeout': 'The document conversion took too long and was stopped',
  'files.notFailed': 'Only a document whose conversion failed can be submitted again',
  'files.notUploader': 'You can only resubmit documents you uploaded',
  'files.submitted': 'Submitted for conversion again',
} satisfies Translation<typeof zhCN>;
