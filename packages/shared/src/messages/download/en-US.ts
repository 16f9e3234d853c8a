import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `download.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'download.notAllowed': 'This item may not be downloaded',
  'download.itemNotFound': 'The item does not exist or you may not view it',
  'download.unknownType': 'Items of this type cannot be downloaded',
  'download.notReady': 'The document is still being converted. Please try again later',
  'download.fileMissing': 'The file does not exist or has been deleted',
  'download.notFound': 'The download does not exist',
  'download.expired': 'The download link has expired (links last 3 days). Please download it again',
  'download.linkExpired':
    'This download address is no longer valid. Get a new one in the download centre',
  'download.watermarkFailed': 'The watermark could not be added to this document',
  'download.added': 'Added to the download centre',
} satisfies Translation<typeof zhCN>;
