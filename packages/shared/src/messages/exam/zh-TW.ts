import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `exam.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'exam.notExist': '考試不存在',
  'exam.noRight': '您沒有參加該考試的權限',
  'exam.notStarted': '考試尚未開始，請稍後再來',
  'exam.ended': '考試已結束',
  'exam.inProgress': '考試進行中，交卷後才能查看結果',
  'exam.wrongPassword': '考試密碼錯誤',
  'exam.ipOutside': '您的 IP 位址不在本考試允許的範圍內',
  'exam.signatureRequired': '請先簽名再開始考試',
  'exam.attemptsUsedUp': '您的考試次數已用完',
  'exam.attemptsUsedUpToday': '您今天的考試次數已用完，請明天再來',
  'exam.tooEarly': '開考 {{minutes}} 分鐘後才能交卷',
  'exam.attemptNotFound': '考試記錄不存在',
  'exam.handedIn': '試卷已交，不能再作答',
  'exam.timeUp': '考試時間已到，試卷已自動提交',
  'exam.screenSwitchLimit': '切換畫面次數已達上限，試卷已強制提交',
  'exam.questionNotInPaper': '該試題不在本試卷中',
  'exam.paperMissing': '試卷不可用，請聯絡管理員',
  'exam.submitted': '交卷成功',
} satisfies Translation<typeof zhCN>;
