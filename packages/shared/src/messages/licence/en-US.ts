import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `licence.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'licence.expired':
    "The platform's licence expired on {{date}}. Please ask the platform's operator to renew it",
  'licence.seats':
    'The platform has {{used}} active accounts, more than the {{seats}} its licence allows. Please contact the platform’s operator',
} satisfies Translation<typeof zhCN>;
