import type { DomainMessages } from '../types.ts';

/** The `practice.` messages in zh-CN, which defines the keys. */
export default {
  'practice.tooManyBanks': '最多选择 {{max}} 个题库',
  'practice.tooManyPoints': '最多选择 {{max}} 个知识点',
  'practice.banksRequired': '请至少选择一个题库',
  'practice.interestRequired': '请至少选择一个题库或知识点',
  'practice.simulationRequired': '请选择模拟试卷',
  'practice.bankNotOpen': '您无权练习该题库',
  'practice.noBanks': '暂无开放练习的题库',
  'practice.noQuestions': '没有可练习的试题',
  'practice.wrongEmpty': '错题本是空的，继续保持！',
  'practice.sessionNotFound': '练习不存在',
  'practice.finished': '本次练习已结束',
  'practice.notFinished': '本次练习尚未结束',
  'practice.alreadyAnswered': '该题已作答',
  'practice.answerRequired': '请先作答',
  'practice.notInSession': '该题不属于本次练习',
  'practice.timeUp': '时间已到，试卷已自动交卷',
  'practice.simulationNotFound': '模拟试卷不存在或未开放',
  'practice.bankNotFound': '题库不存在',
  'practice.paperNotFound': '试卷不存在',
  'practice.paperEmpty': '试卷没有试题',
  'practice.submitted': '交卷成功',
  'practice.banksOpened': '已开放练习',
  'practice.banksClosed': '已关闭练习',
  'practice.wrongRemoved': '已移出错题本',
} satisfies DomainMessages<'practice'>;
