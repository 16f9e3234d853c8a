import { z } from 'zod';
import { endpoint, endpoints } from '../api/index.ts';
import { ZEmptyRequest } from '../config/company-config.ts';
import { ZAdminEarningRule, ZEarningRuleSave, ZLedgerRule } from './index.ts';

/** Earning rules (issue 17): the admin's settings and the learner's view of them. */
export const earningEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/earning/rule/list',
    auth: 'admin',
    summary: "Every earning rule with the company's settings or the defaults",
    body: ZEmptyRequest,
    output: z.array(ZAdminEarningRule),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/earning/rule/save',
    auth: 'admin',
    summary: "Sets one earning rule's amount, cycle, daily limit, bonus, remark and state",
    body: ZEarningRuleSave,
    output: ZAdminEarningRule,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/me/studyscore/rule',
    auth: 'user',
    summary: 'The rules that give credits and study hours (those turned on)',
    output: z.array(ZLedgerRule),
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/me/integral/rule',
    auth: 'user',
    summary: 'The rules that give points (those turned on)',
    output: z.array(ZLedgerRule),
  }),
);
