import type { TEarningRuleSave } from '@ascent/shared/earning';
import { api } from '../../../app/services.ts';

export const fetchEarningRules = () => api.call('POST /api/manage/earning/rule/list');
export const saveEarningRule = (input: TEarningRuleSave) =>
  api.call('POST /api/manage/earning/rule/save', input, { silent: true });
