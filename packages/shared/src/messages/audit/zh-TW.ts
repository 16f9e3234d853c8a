import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `audit.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'audit.typePersonnel': '人員資訊變更',
  'audit.unknownType': '不支援的審核類型',
  'audit.unknownRole': '請選擇有效的角色',
  'audit.nodeRequired': '請至少新增一個審核節點',
  'audit.tooManyNodes': '審核節點不能超過 {{max}} 個',
  'audit.approverRequired': '每個節點至少需要一位審核人（人員或角色）',
  'audit.tooManyApprovers': '每個節點的審核人不能超過 {{max}} 位',
  'audit.approverNotFound': '審核人不存在或已停用',
  'audit.activeExists': '該審核類型已有啟用的範本，請先停用它',
  'audit.templateNotFound': '審核範本不存在',
  'audit.templateInUse': '該範本還有審核中的單據，不能刪除',
  'audit.receiptNotFound': '審核單據不存在',
  'audit.notParty': '您不是該單據的申請人或審核人',
  'audit.notApprover': '您不是該單據的審核人',
  'audit.notYourTurn': '該單據目前不在您的審核節點',
  'audit.notReviewing': '該單據已不在審核中',
  'audit.notApplicant': '只有申請人可以進行此操作',
  'audit.notFirstNodeApprover': '您不是目前第一個審核節點的審核人',
  'audit.remarkRequired': '請填寫駁回原因',
  'audit.approved': '已通過',
  'audit.rejected': '已駁回',
  'audit.withdrawn': '已撤回',
} satisfies Translation<typeof zhCN>;
