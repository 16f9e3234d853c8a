import type { DomainMessages } from '../types.ts';

/** The `profile.` messages in zh-CN, which defines the keys. */
export default {
  'profile.infoNotRequired': '当前无需完善个人信息',
  'profile.infoSubmitted': '提交成功',
  'profile.avatarFormat': '头像仅支持 png、jpg、jpeg、gif 格式',
  'profile.infoPending': '您提交的信息正在审核中，审核完成前不能再次提交',
  'profile.submissionNotFound': '人员信息提交记录不存在',
} satisfies DomainMessages<'profile'>;
