import type { DomainMessages } from '../types.ts';

/**
 * The `certificateExport.` messages in zh-CN, which defines the keys: the column headers, sheet
 * name and states of the admin's certificate export (an xlsx the server writes; never shown in a
 * browser, so they are among the server's own messages).
 */
export default {
  'certificateExport.number': '证书编号',
  'certificateExport.code': '验证码',
  'certificateExport.title': '证书名称',
  'certificateExport.holder': '持有人',
  'certificateExport.account': '账号',
  'certificateExport.department': '部门',
  'certificateExport.source': '来源',
  'certificateExport.issuedAt': '颁发日期',
  'certificateExport.expiresAt': '有效期至',
  'certificateExport.state': '状态',
  'certificateExport.revokeReason': '撤销原因',
  'certificateExport.sheet': '证书',
  'certificateExport.state_valid': '有效',
  'certificateExport.state_expired': '已过期',
  'certificateExport.state_revoked': '已撤销',
} satisfies DomainMessages<'certificateExport'>;
