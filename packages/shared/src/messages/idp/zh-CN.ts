import type { DomainMessages } from '../types.ts';

/** The `idp.` messages in zh-CN, which defines the keys. */
export default {
  'idp.startAfterEnd': '开始时间不能大于结束时间',
  'idp.resourceRequired': '请至少添加一项学习资源',
  'idp.passPercent': '及格线为试卷总分的 1% 到 100%',
  'idp.stepRequired': '作业至少需要一个步骤',
  'idp.tooManyAttachments': '最多上传 {{max}} 个附件',
  'idp.reasonRequired': '请填写驳回原因',
  'idp.notFound': '发展计划不存在',
  'idp.supervisorNotFound': '请选择本公司的在职人员作为上级',
  'idp.selfSupervisor': '不能选择自己作为上级',
  'idp.notSupervisor': '只有该计划的上级可以审批',
  'idp.notOwner': '只能操作自己的发展计划',
  'idp.notEditable': '只有已撤回或已驳回的计划可以修改',
  'idp.notReviewing': '该计划不在审核中',
  'idp.notPassed': '计划审核通过后才能开始学习',
  'idp.yearTaken': '{{year}} 年的发展计划已存在',
  'idp.itemNotFound': '所选的学习资源不存在或不可见',
  'idp.attachmentNotFound': '附件不存在',
  'idp.stepNotFound': '作业步骤不存在',
  'idp.submitted': '已提交审核',
  'idp.withdrawn': '已撤回',
  'idp.decided': '审批完成',
} satisfies DomainMessages<'idp'>;
