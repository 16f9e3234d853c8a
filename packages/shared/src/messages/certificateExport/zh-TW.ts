import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `certificateExport.` messages in zh-TW. */
export default {
  'certificateExport.number': '證書編號',
  'certificateExport.code': '驗證碼',
  'certificateExport.title': '證書名稱',
  'certificateExport.holder': '持有人',
  'certificateExport.account': '帳號',
  'certificateExport.department': '部門',
  'certificateExport.source': '來源',
  'certificateExport.issuedAt': '頒發日期',
  'certificateExport.expiresAt': '有效期至',
  'certificateExport.state': '狀態',
  'certificateExport.revokeReason': '撤銷原因',
  'certificateExport.sheet': '證書',
  'certificateExport.state_valid': '有效',
  'certificateExport.state_expired': '已過期',
  'certificateExport.state_revoked': '已撤銷',
} satisfies Translation<typeof zhCN>;
