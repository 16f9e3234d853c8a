import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditDecisionResult } from '@ascent/shared/audit';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildAuditTemplate } from '../../../test/builders.ts';
import { auditKit } from './audit-test-kit.ts';

/** me/AuditReceiptSubmit, and personnel information without an active template. */
describe('audit centre: self-approval and no template', () => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const {
    setUpCompany,
    person,
    personnelBody,
    submitInfo,
    info,
    profile,
    mine,
    todo,
    submitPending,
  } = auditKit(() => s);

  describe('me/AuditReceiptSubmit: the applicant approving the first node', () => {
    let org: Awaited<ReturnType<typeof setUpCompany>>;

    beforeAll(async () => {
      org = await setUpCompany();
      await buildAuditTemplate(s.db, org.company.id, {
        nodes: [{ name: 'Administrators', approverRoles: ['admin'] }],
      });
    });
    const selfSubmit = (token: string, body: Record<string, unknown>) =>
      s.api.post<TAuditDecisionResult>('/api/study/me/AuditReceiptSubmit', body, { token });

    it('an administrator submitting their own information passes the first node', async () => {
      const a = await person(org.company, {
        roles: ['admin'],
        needsInformation: true,
        departmentId: org.start.id,
      });
      const opened = await submitPending(a.token, org.target.id);
      expect(opened.firstNodeApprover).toBe(true);
      const other = await person(org.company, { roles: ['admin'] });
      const body = {
        auditId: opened.auditId,
        resourceId: opened.resourceId,
        auditReceiptNode: [{ nodeId: opened.nodeId, appterMembers: [] }],
      };
      expect((await selfSubmit(other.token, body)).body.ret).toBe(7);
      expect(
        (await selfSubmit(a.token, { ...body, resourceId: opened.resourceId + 1000 })).body.ret,
      ).toBe(1);
      expect(
        (
          await selfSubmit(a.token, {
            ...body,
            auditReceiptNode: [{ nodeId: opened.nodeId + 1000 }],
          })
        ).body.msg,
      ).toBe('You are not an approver of the first node waiting for a decision');
      const res = await selfSubmit(a.token, body);
      expect(res.body).toMatchObject({ ret: 0, data: { status: 2, currentNode: null } });
      expect((await profile(a.token)).departmentId).toBe(org.target.id);
      expect((await selfSubmit(a.token, body)).body.msg).toBe(
        'This item is no longer under review',
      );
    });

    it('an applicant who is not the first node approver is refused', async () => {
      const l = await person(org.company, { needsInformation: true, departmentId: org.start.id });
      const opened = await submitPending(l.token, org.target.id);
      expect(opened.firstNodeApprover).toBe(false);
      const res = await selfSubmit(l.token, {
        auditId: opened.auditId,
        resourceId: opened.resourceId,
        auditReceiptNode: [{ nodeId: opened.nodeId }],
      });
      expect(res.body.msg).toBe('You are not an approver of the first node waiting for a decision');
      expect((await info(l.token)).pending).toBe(true);
    });
  });

  it('without an active template the information applies at once, as before', async () => {
    const org = await setUpCompany();
    const admin = await person(org.company, { roles: ['admin'] });
    await buildAuditTemplate(s.db, org.company.id, {
      enabled: false,
      nodes: [{ approverRoles: ['admin'] }],
    });
    const l = await person(org.company, { needsInformation: true, departmentId: org.start.id });
    const res = await submitInfo(l.token, personnelBody(org.target.id));
    expect(res.body.data).toEqual({ status: 'applied', audit: null });
    expect((await profile(l.token)).departmentId).toBe(org.target.id);
    expect((await mine(l.token)).body.data.total).toBe(0);
    expect((await todo(admin.token)).body.data.total).toBe(0);
  });
});
