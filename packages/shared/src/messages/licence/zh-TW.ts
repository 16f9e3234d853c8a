import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `licence.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'licence.expired': '平台授權已於 {{date}} 到期，請聯絡平台營運方續期',
  'licence.seats': '平台使用中的帳號（{{used}} 個）超出授權允許的 {{seats}} 個，請聯絡平台營運方',
} satisfies Translation<typeof zhCN>;
