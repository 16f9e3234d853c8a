import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `profile.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'profile.infoNotRequired': '目前無需完善個人資訊',
  'profile.infoSubmitted': '提交成功',
  'profile.avatarFormat': '頭像僅支援 png、jpg、jpeg、gif 格式',
  'profile.infoPending': '您提交的資訊正在審核中，審核完成前不能再次提交',
  'profile.submissionNotFound': '人員資訊提交紀錄不存在',
} satisfies Translation<typeof zhCN>;
