import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `practice.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'practice.tooManyBanks': 'Choose at most {{max}} question banks',
  'practice.tooManyPoints': 'Choose at most {{max}} knowledge points',
  'practice.banksRequired': 'Choose at least one question bank',
  'practice.interestRequired': 'Choose at least one question bank or knowledge point',
  'practice.simulationRequired': 'Choose a simulation paper',
  'practice.bankNotOpen': 'You have no right to practise this question bank',
  'practice.noBanks': 'No question bank is open for practice yet',
  'practice.noQuestions': 'There are no questions to practise here',
  'practice.wrongEmpty': 'Your wrong-question book is empty. Keep it up!',
  'practice.sessionNotFound': 'The practice does not exist',
  'practice.finished': 'This practice has already ended',
  'practice.notFinished': 'This practice has not ended yet',
  'practice.alreadyAnswered': 'You have already answered this question',
  'practice.answerRequired': 'Please answer the question first',
  'practice.notInSession': 'The question is not part of this practice',
  'practice.timeUp': 'Time is up: the paper has been handed in',
  'practice.simulationNotFound': 'The simulation paper does not exist or is not open',
  'practice.bankNotFound': 'The question bank does not exist',
  'practice.paperNotFound': 'The paper does not exist',
  'practice.paperEmpty': 'The paper has no questions',
  'practice.submitted': 'Handed in',
  'practice.banksOpened': 'Opened for practice',
  'practice.banksClosed': 'Closed for practice',
  'practice.wrongRemoved': 'Removed from the wrong-question book',
} satisfies Translation<typeof zhCN>;
