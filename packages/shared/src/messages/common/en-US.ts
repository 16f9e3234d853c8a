import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `common.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'common.success': 'Success',
  'common.modified': 'Modified successfully',
  'common.operationFailed': 'Operation failed',
  'common.parameterError': 'Parameter error',
  'common.malformedMultipart':
    'The upload is malformed; please choose the file and upload it again',
  'common.notFound': 'The page you are visiting does not exist',
  'common.internal': 'Something went wrong on our side. Please try again later',
  'common.malformedJson': 'The request body is not valid JSON',
  'common.bodyTooLarge': 'The request body is too large',
  'common.unsupportedMediaType': 'Unsupported request content type',
  'common.contentEmpty': 'Content cannot be empty',
  'common.rateLimited': 'Too many requests. Please try again later',
  'common.timeout': 'The request timed out',
  'common.networkError': 'Network error. Please check your connection',
  'common.licence': 'The licence is missing or has expired',
  'common.deleteFailed': 'Delete failed!',
  'common.deleted': 'Deleted successfully',
  'common.created': 'Created successfully',
  'common.listChanged': 'The list has changed. Reload and try again',
} satisfies Translation<typeof zhCN>;
