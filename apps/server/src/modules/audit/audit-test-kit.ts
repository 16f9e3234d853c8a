import { expect } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type {
  TAuditDecisionResult,
  TAuditReceipt,
  TAuditReceiptDetail,
} from '@ascent/shared/audit';
import type {
  TEditIsInformationResponse,
  TIsInformationResponse,
  TProfile,
} from '@ascent/shared/profile';
import type { TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildDepartment,
  buildPersonnelFields,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

type Company = Awaited<ReturnType<typeof buildCompany>>;

/**
 * What the audit centre's API tests do again and again: a company asking for personnel
 * information, people in it, and the audit calls. `server` is read at each call (the test
 * server starts in beforeAll).
 */
export function auditKit(server: () => TestServer) {
  /** A company asking for personnel information, with two departments. */
  async function setUpCompany() {
    const company = await buildCompany(server().db, { isInformation: 1 });
    await buildPersonnelFields(server().db, company.id);
    const start = await buildDepartment(server().db, company.id, 'Start');
    const target = await buildDepartment(server().db, company.id, 'Target');
    return { company, start, target };
  }

  async function person(company: Company, opts: Partial<Parameters<typeof buildUser>[1]> = {}) {
    const user = await buildUser(server().db, { companyId: company.id, ...opts });
    return { user, token: (await server().api.login(user.account, TEST_PASSWORD)).token };
  }

  const personnelBody = (departmentId: number, employeeNo = 'E-1001') => ({
    department: String(departmentId),
    mobile: '13912345678',
    fields: {
      employeeNo,
      education: '["bachelor"]',
      hireDate: '2024-03-15',
      skills: '["frontend"]',
    },
  });
  const submitInfo = (token: string, body: unknown, lang = 'en-US') =>
    server().api.post<TEditIsInformationResponse>('/api/study/me/EditIsInformationV2', body, {
      token,
      lang,
    });
  const info = async (token: string) =>
    (await server().api.get<TIsInformationResponse>('/api/study/me/IsInformation', { token })).body
      .data;
  const profile = async (token: string) =>
    (await server().api.get<TProfile>('/api/study/me/profile', { token })).body.data;
  const mine = (token: string, body: Record<string, unknown> = {}) =>
    server().api.post<TPage<TAuditReceipt>>('/api/study/audittmpl/auditreceiptbyinitlist', body, {
      token,
    });
  const todo = (token: string, body: Record<string, unknown> = {}) =>
    server().api.post<TPage<TAuditReceipt>>('/api/study/audittmpl/auditreceiptbytodolist', body, {
      token,
    });
  const detail = (token: string, auditId: number, lang = 'en-US') =>
    server().api.get<TAuditReceiptDetail>(`/api/study/audittmpl/${auditId}/auditreceiptdetail`, {
      token,
      lang,
    });
  const decide = (token: string, body: Record<string, unknown>, lang = 'en-US') =>
    server().api.post<TAuditDecisionResult>('/api/study/audittmpl/auditreceiptnodesubmit', body, {
      token,
      lang,
    });
  const withdraw = (token: string, auditId: number) =>
    server().api.post<TAuditDecisionResult>(
      '/api/study/audittmpl/withdraw',
      { auditId },
      { token },
    );

  /** Submits valid personnel information and returns the opened receipt's id. */
  async function submitPending(token: string, departmentId: number) {
    const res = await submitInfo(token, personnelBody(departmentId));
    expect(res.body.ret, res.body.msg).toBe(0);
    expect(res.body.data.status).toBe('pending');
    return res.body.data.audit!;
  }

  return {
    setUpCompany,
    person,
    personnelBody,
    submitInfo,
    info,
    profile,
    mine,
    todo,
    detail,
    decide,
    withdraw,
    submitPending,
  };
}
