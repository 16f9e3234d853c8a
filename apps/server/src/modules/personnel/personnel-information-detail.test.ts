import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInformationDetail } from '@ascent/shared/profile';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildAuditTemplate, buildCompany } from '../../../test/builders.ts';
import { auditKit } from '../audit/audit-test-kit.ts';

/**
 * GET InformationDetail?id= (spec s.7 "Audit", issue 22): a personnel-information submission
 * as its approvers read it, submitted values against the applicant's current ones; for the
 * applicant, the receipt's approvers and admins only.
 */
describe('InformationDetail', () => {
  let s: TestServer;
  const kit = auditKit(() => s);
  let org: Awaited<ReturnType<typeof kit.setUpCompany>>;
  let approver: Awaited<ReturnType<typeof kit.person>>;
  let roleApprover: Awaited<ReturnType<typeof kit.person>>;
  let stranger: Awaited<ReturnType<typeof kit.person>>;
  let admin: Awaited<ReturnType<typeof kit.person>>;
  let learner: Awaited<ReturnType<typeof kit.person>>;
  let submissionId: number;

  beforeAll(async () => {
    s = await startTestServer();
    org = await kit.setUpCompany();
    approver = await kit.person(org.company, { realName: 'Ada Approver' });
    roleApprover = await kit.person(org.company, { roles: ['supervisor'] });
    stranger = await kit.person(org.company);
    admin = await kit.person(org.company, { roles: ['admin'] });
    learner = await kit.person(org.company, {
      needsInformation: true,
      departmentId: org.start.id,
      mobile: '13000000000',
      realName: 'Lena Learner',
      account: 'lena.learner',
    });
    await buildAuditTemplate(s.db, org.company.id, {
      nodes: [
        { name: 'Team lead', approverUserIds: [approver.user.id] },
        { name: 'Supervisors', approverRoles: ['supervisor'] },
      ],
    });
    submissionId = (await kit.submitPending(learner.token, org.target.id)).resourceId;
  });
  afterAll(() => s.close());

  const read = (token: string, id: number | string = submissionId, lang = 'en-US') =>
    s.api.get<TInformationDetail>(`/api/study/InformationDetail?id=${id}`, { token, lang });

  it('shows an approver the submitted values against the current ones', async () => {
    const res = await read(approver.token);
    expect(res.body.ret).toBe(0);
    const d = res.body.data;
    expect(d).toMatchObject({
      id: submissionId,
      applicant: {
        userId: learner.user.id,
        account: 'lena.learner',
        realName: 'Lena Learner',
        departmentName: 'Start',
      },
      status: 1,
      decidedAt: null,
    });
    // In the company's field order.
    expect(d.items.map((i) => i.key)).toEqual([
      'department',
      'mobile',
      'employeeNo',
      'education',
      'hireDate',
      'skills',
    ]);
    const byKey = new Map(d.items.map((i) => [i.key, i]));
    expect(byKey.get('department')).toEqual({
      key: 'department',
      label: 'Department',
      submitted: 'Target',
      current: 'Start',
      changed: true,
    });
    expect(byKey.get('mobile')).toMatchObject({
      submitted: '13912345678',
      current: '13000000000',
      changed: true,
    });
    expect(byKey.get('education')).toMatchObject({
      label: 'Education',
      submitted: 'Bachelor',
      current: '',
      changed: true,
    });
    // In the caller's language.
    const zh = await read(approver.token, submissionId, 'zh-CN');
    expect(zh.body.data.items.find((i) => i.key === 'department')?.label).toBe('所属部门');
    expect(zh.body.data.items.find((i) => i.key === 'education')?.submitted).toBe('本科');
  });

  it('lets the later node, the applicant and an admin read it', async () => {
    for (const who of [roleApprover, learner, admin])
      expect((await read(who.token)).body.data.id).toBe(submissionId);
  });

  it('refuses anyone else, other companies, unknown and malformed ids', async () => {
    expect((await read(stranger.token)).body).toEqual({
      ret: 7,
      msg: 'You are neither the applicant nor an approver of this item',
      data: null,
    });
    const elsewhere = await buildCompany(s.db);
    const foreigner = await kit.person(elsewhere, { roles: ['admin'] });
    expect((await read(foreigner.token)).body).toMatchObject({
      ret: 1,
      msg: 'The personnel information submission does not exist',
    });
    expect((await read(approver.token, 2_000_000)).body.ret).toBe(1);
    expect((await read(approver.token, 'abc')).body).toMatchObject({
      ret: 1,
      msg: 'Parameter error',
    });
  });

  it('after approval the current values are the submitted ones', async () => {
    const detail = await read(approver.token);
    expect(detail.body.data.status).toBe(1);
    const receipts = await kit.todo(approver.token);
    const auditId = receipts.body.data.list.find((r) => r.resourceId === submissionId)!.auditId;
    expect((await kit.decide(approver.token, { auditId, decision: 2 })).body.ret).toBe(0);
    expect((await kit.decide(roleApprover.token, { auditId, decision: 2 })).body.ret).toBe(0);
    const after = (await read(approver.token)).body.data;
    expect(after.status).toBe(2);
    expect(after.decidedAt).not.toBeNull();
    expect(after.items.find((i) => i.key === 'department')).toMatchObject({
      submitted: 'Target',
      current: 'Target',
      changed: false,
    });
  });
});
