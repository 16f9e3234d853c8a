import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `practice.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'practice.tooManyBanks': '最多選擇 {{max}} 個題庫',
  'practice.tooManyPoints': '最多選擇 {{max}} 個知識點',
  'practice.banksRequired': '請至少選擇一個題庫',
  'practice.interestRequired': '請至少選擇一個題庫或知識點',
  'practice.simulationRequired': '請選擇模擬試卷',
  'practice.bankNotOpen': '您無權練習該題庫',
  'practice.noBanks': '暫無開放練習的題庫',
  'practice.noQuestions': '沒有可練習的試題',
  'practice.wrongEmpty': '錯題本是空的，繼續保持！',
  'practice.sessionNotFound': '練習不存在',
  'practice.finished': '本次練習已結束',
  'practice.notFinished': '本次練習尚未結束',
  'practice.alreadyAnswered': '該題已作答',
  'practice.answerRequired': '請先作答',
  'practice.notInSession': '該題不屬於本次練習',
  'practice.timeUp': '時間已到，試卷已自動交卷',
  'practice.simulationNotFound': '模擬試卷不存在或未開放',
  'practice.bankNotFound': '題庫不存在',
  'practice.paperNotFound': '試卷不存在',
  'practice.paperEmpty': '試卷沒有試題',
  'practice.submitted': '交卷成功',
  'practice.banksOpened': '已開放練習',
  'practice.banksClosed': '已關閉練習',
  'practice.wrongRemoved': '已移出錯題本',
} satisfies Translation<typeof zhCN>;
