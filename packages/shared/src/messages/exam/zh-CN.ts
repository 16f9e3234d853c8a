import type { DomainMessages } from '../types.ts';

/**
 * The `exam.` messages in zh-CN, which defines the keys. Taking exams (spec s.8 exam messages).
 */
export default {
  'exam.notExist': '考试不存在',
  'exam.noRight': '您没有参加该考试的权限',
  'exam.notStarted': '考试尚未开始，请稍后再来',
  'exam.ended': '考试已结束',
  'exam.inProgress': '考试进行中，交卷后才能查看结果',
  'exam.wrongPassword': '考试密码错误',
  'exam.ipOutside': '您的 IP 地址不在本考试允许的范围内',
  'exam.signatureRequired': '请先签名再开始考试',
  'exam.attemptsUsedUp': '您的考试次数已用完',
  'exam.attemptsUsedUpToday': '您今天的考试次数已用完，请明天再来',
  'exam.tooEarly': '开考 {{minutes}} 分钟后才能交卷',
  'exam.attemptNotFound': '考试记录不存在',
  'exam.handedIn': '试卷已交，不能再作答',
  'exam.timeUp': '考试时间已到，试卷已自动提交',
  'exam.screenSwitchLimit': '切屏次数已达上限，试卷已强制提交',
  'exam.questionNotInPaper': '该试题不在本试卷中',
  'exam.paperMissing': '试卷不可用，请联系管理员',
  'exam.submitted': '交卷成功',
} satisfies DomainMessages<'exam'>;
