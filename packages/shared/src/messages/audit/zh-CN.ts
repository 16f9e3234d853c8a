import type { DomainMessages } from '../types.ts';

/**
 * The `audit.` messages in zh-CN, which defines the keys. Approvals and the audit centre (spec s.3
 * "Approval status", s.4, s.7 "Audit").
 */
export default {
  'audit.typePersonnel': '人员信息变更',
  'audit.unknownType': '不支持的审核类型',
  'audit.unknownRole': '请选择有效的角色',
  'audit.nodeRequired': '请至少添加一个审核节点',
  'audit.tooManyNodes': '审核节点不能超过 {{max}} 个',
  'audit.approverRequired': '每个节点至少需要一位审核人（人员或角色）',
  'audit.tooManyApprovers': '每个节点的审核人不能超过 {{max}} 位',
  'audit.approverNotFound': '审核人不存在或已停用',
  'audit.activeExists': '该审核类型已有启用的模板，请先停用它',
  'audit.templateNotFound': '审核模板不存在',
  'audit.templateInUse': '该模板还有审核中的单据，不能删除',
  'audit.receiptNotFound': '审核单据不存在',
  'audit.notParty': '您不是该单据的申请人或审核人',
  'audit.notApprover': '您不是该单据的审核人',
  'audit.notYourTurn': '该单据当前不在您的审核节点',
  'audit.notReviewing': '该单据已不在审核中',
  'audit.notApplicant': '只有申请人可以进行此操作',
  'audit.notFirstNodeApprover': '您不是当前第一个审核节点的审核人',
  'audit.remarkRequired': '请填写驳回原因',
  'audit.approved': '已通过',
  'audit.rejected': '已驳回',
  'audit.withdrawn': '已撤回',
} satisfies DomainMessages<'audit'>;
