import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `certificateExport.` messages in en-US. */
export default {
  'certificateExport.number': 'Number',
  'certificateExport.code': 'Verification code',
  'certificateExport.title': 'Certificate',
  'certificateExport.holder': 'Holder',
  'certificateExport.account': 'Account',
  'certificateExport.department': 'Department',
  'certificateExport.source': 'Source',
  'certificateExport.issuedAt': 'Issued',
  'certificateExport.expiresAt': 'Expires',
  'certificateExport.state': 'State',
  'certificateExport.revokeReason': 'Revoke reason',
  'certificateExport.sheet': 'Certificates',
  'certificateExport.state_valid': 'Valid',
  'certificateExport.state_expired': 'Expired',
  'certificateExport.state_revoked': 'Revoked',
} satisfies Translation<typeof zhCN>;
