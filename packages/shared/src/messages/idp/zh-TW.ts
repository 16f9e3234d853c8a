import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `idp.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'idp.startAfterEnd': '開始時間不能大於結束時間',
  'idp.resourceRequired': '請至少添加一項學習資源',
  'idp.passPercent': '及格線為試卷總分的 1% 到 100%',
  'idp.stepRequired': '作業至少需要一個步驟',
  'idp.tooManyAttachments': '最多上傳 {{max}} 個附件',
  'idp.reasonRequired': '請填寫駁回原因',
  'idp.notFound': '發展計劃不存在',
  'idp.supervisorNotFound': '請選擇本公司的在職人員作為上級',
  'idp.selfSupervisor': '不能選擇自己作為上級',
  'idp.notSupervisor': '只有該計劃的上級可以審批',
  'idp.notOwner': '只能操作自己的發展計劃',
  'idp.notEditable': '只有已撤回或已駁回的計劃可以修改',
  'idp.notReviewing': '該計劃不在審核中',
  'idp.notPassed': '計劃審核通過後才能開始學習',
  'idp.yearTaken': '{{year}} 年的發展計劃已存在',
  'idp.itemNotFound': '所選的學習資源不存在或不可見',
  'idp.attachmentNotFound': '附件不存在',
  'idp.stepNotFound': '作業步驟不存在',
  'idp.submitted': '已提交審核',
  'idp.withdrawn': '已撤回',
  'idp.decided': '審批完成',
} satisfies Translation<typeof zhCN>;
