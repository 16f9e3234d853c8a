import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildAuditTemplate } from '../../../test/builders.ts';
import { auditKit } from './audit-test-kit.ts';

/**
 * The audit centre (spec s.7 "Audit") over the first audit type, personnel information
 * (type 2): submissions open receipts, approvers decide node by node, the applicant withdraws,
 * and the personnel change is applied only when the last node passes.
 */

describe('audit centre', () => {
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
    detail,
    decide,
    withdraw,
    submitPending,
  } = auditKit(() => s);

  describe('a two-node template: a person, then a role', () => {
    let org: Awaited<ReturnType<typeof setUpCompany>>;
    let first: Awaited<ReturnType<typeof person>>;
    let second: Awaited<ReturnType<typeof person>>;
    let stranger: Awaited<ReturnType<typeof person>>;
    let learner: Awaited<ReturnType<typeof person>>;
    let auditId: number;

    beforeAll(async () => {
      org = await setUpCompany();
      first = await person(org.company, { realName: 'First Approver' });
      second = await person(org.company, { roles: ['supervisor'] });
      stranger = await person(org.company);
      learner = await person(org.company, {
        needsInformation: true,
        departmentId: org.start.id,
        mobile: '13000000000',
        realName: 'Lena Learner',
      });
      await buildAuditTemplate(s.db, org.company.id, {
        nodes: [
          { name: 'Team lead', approverUserIds: [first.user.id] },
          { name: 'Supervisors', approverRoles: ['supervisor'] },
        ],
      });
    });

    it('a submission waits for approval: nothing applied, the modal says pending', async () => {
      const opened = await submitPending(learner.token, org.target.id);
      auditId = opened.auditId;
      expect(opened.firstNodeApprover).toBe(false);
      const p = await profile(learner.token);
      expect(p.departmentId).toBe(org.start.id);
      expect(p.mobile).toBe('13000000000');
      expect(p.isInformation).toBe(1);
      const i = await info(learner.token);
      expect(i.pending).toBe(true);
      expect(i.reject).toBeNull();
    });

    it('a second submission while one is under review is refused and changes nothing', async () => {
      const res = await submitInfo(learner.token, personnelBody(org.target.id, 'E-2'));
      expect(res.body).toEqual({
        ret: 1,
        msg: 'Your information is under review; you can submit again once it has been decided',
        data: null,
      });
      expect((await mine(learner.token)).body.data.total).toBe(1);
    });

    it('the applicant sees it in my submissions, under review at the first node', async () => {
      const res = await mine(learner.token);
      expect(res.body.ret).toBe(0);
      expect(res.body.data).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(res.body.data.list[0]).toMatchObject({
        auditId,
        type: 2,
        typeName: 'Personnel information change',
        status: 1,
        applicant: { id: learner.user.id, realName: 'Lena Learner' },
        currentNode: { seq: 1, name: 'Team lead' },
        nodeCount: 2,
      });
      expect((await mine(learner.token, { status: 2 })).body.data.total).toBe(0);
    });

    it('only the current node approver has it in my to-dos', async () => {
      expect((await todo(first.token)).body.data.list.map((r) => r.auditId)).toEqual([auditId]);
      expect((await todo(second.token)).body.data.total).toBe(0);
      expect((await todo(stranger.token)).body.data.total).toBe(0);
      expect((await todo(learner.token)).body.data.total).toBe(0);
    });

    it('the detail shows what is asked, before and after, to the applicant and every approver', async () => {
      const res = await detail(learner.token, auditId);
      expect(res.body.ret).toBe(0);
      const d = res.body.data;
      expect(d).toMatchObject({ auditId, status: 1, canDecide: false, canWithdraw: true });
      expect(d.lines).toContainEqual({ label: 'Department', value: 'Target', before: 'Start' });
      expect(d.lines).toContainEqual({ label: 'Education', value: 'Bachelor', before: '' });
      // Option texts in the reader's language too (issue 14, defect 12).
      const inChinese = (await detail(learner.token, auditId, 'zh-CN')).body.data;
      expect(inChinese.lines).toContainEqual({ label: '学历', value: '本科', before: '' });
      expect(d.audittmplnode).toMatchObject([
        {
          seq: 1,
          status: 1,
          appterMembers: [{ id: first.user.id, realName: 'First Approver' }],
          roles: [],
          approver: null,
        },
        { seq: 2, status: 0, appterMembers: [], roles: ['supervisor'] },
      ]);
      const zh = await detail(learner.token, auditId, 'zh-CN');
      expect(zh.body.data.typeName).toBe('人员信息变更');
      expect(zh.body.data.lines.map((l) => l.label)).toContain('所属部门');
      expect((await detail(first.token, auditId)).body.data).toMatchObject({
        canDecide: true,
        canWithdraw: false,
      });
      expect((await detail(second.token, auditId)).body.data.canDecide).toBe(false);
    });

    it('a stranger may not read it (ret 7); an unknown id is not found', async () => {
      expect((await detail(stranger.token, auditId)).body).toEqual({
        ret: 7,
        msg: 'You are neither the applicant nor an approver of this item',
        data: null,
      });
      expect((await detail(first.token, 999_999)).body).toMatchObject({
        ret: 1,
        msg: 'The approval item does not exist',
      });
    });

    it('refuses a decision by a stranger, by a later node, and a rejection without a remark', async () => {
      expect((await decide(stranger.token, { auditId, decision: 2 })).body).toMatchObject({
        ret: 7,
        msg: 'You are not an approver of this item',
      });
      expect((await decide(learner.token, { auditId, decision: 2 })).body.ret).toBe(7);
      expect((await decide(second.token, { auditId, decision: 2 })).body).toMatchObject({
        ret: 1,
        msg: 'This item is not waiting for your decision',
      });
      expect((await decide(first.token, { auditId, decision: 3 })).body).toMatchObject({
        ret: 1,
        msg: 'Please enter the reason for rejecting',
        data: { field: 'remark' },
      });
      expect(
        (await decide(first.token, { auditId, decision: 3, remark: '   ' }, 'zh-CN')).body.msg,
      ).toBe('请填写驳回原因');
      expect(
        (await decide(first.token, { auditId, decision: 3, remark: 'x'.repeat(501) })).body.msg,
      ).toBe('At most 500 characters');
      expect((await detail(learner.token, auditId)).body.data.status).toBe(1);
    });

    it('the first node passes: the receipt moves to the role node', async () => {
      const res = await decide(first.token, { auditId, decision: 2, remark: 'Looks right' });
      expect(res.body).toMatchObject({
        ret: 0,
        msg: 'Approved',
        data: { auditId, status: 1, currentNode: { seq: 2, name: 'Supervisors' } },
      });
      expect((await todo(first.token)).body.data.total).toBe(0);
      expect((await todo(second.token)).body.data.list.map((r) => r.auditId)).toEqual([auditId]);
      expect((await decide(first.token, { auditId, decision: 2 })).body.msg).toBe(
        'This item is not waiting for your decision',
      );
      // Still nothing applied.
      expect((await profile(learner.token)).departmentId).toBe(org.start.id);
    });

    it('the last node passes: the change is applied in the same step', async () => {
      const res = await decide(second.token, { auditId, decision: 2 });
      expect(res.body.data).toEqual({ auditId, status: 2, currentNode: null });
      const p = await profile(learner.token);
      expect(p.departmentId).toBe(org.target.id);
      expect(p.departmentName).toBe('Target');
      expect(p.mobile).toBe('13912345678');
      expect(p.isInformation).toBe(0);
      const i = await info(learner.token);
      expect(i.pending).toBe(false);
      expect(i.memberJson.fields.employeeNo).toBe('E-1001');
      const d = (await detail(learner.token, auditId)).body.data;
      expect(d).toMatchObject({ status: 2, currentNode: null, canWithdraw: false });
      expect(d.audittmplnode.map((n) => [n.status, n.approver?.id, n.remark])).toEqual([
        [2, first.user.id, 'Looks right'],
        [2, second.user.id, ''],
      ]);
      expect(d.audittmplnode.every((n) => n.decidedAt)).toBe(true);
    });

    it('a decided receipt takes no more decisions and cannot be withdrawn', async () => {
      expect(
        (await decide(second.token, { auditId, decision: 3, remark: 'late' })).body,
      ).toMatchObject({ ret: 1, msg: 'This item is no longer under review' });
      expect((await withdraw(learner.token, auditId)).body).toMatchObject({
        ret: 1,
        msg: 'This item is no longer under review',
      });
    });
  });

  describe('rejection, resubmission and withdrawal', () => {
    let org: Awaited<ReturnType<typeof setUpCompany>>;
    let admin: Awaited<ReturnType<typeof person>>;
    let stranger: Awaited<ReturnType<typeof person>>;

    beforeAll(async () => {
      org = await setUpCompany();
      admin = await person(org.company, { roles: ['admin'] });
      stranger = await person(org.company);
      await buildAuditTemplate(s.db, org.company.id, {
        nodes: [{ name: 'Administrators', approverRoles: ['admin'] }],
      });
    });

    const newcomer = () =>
      person(org.company, { needsInformation: true, departmentId: org.start.id });

    it('a role approver rejects with a reason: the modal shows it, nothing applied', async () => {
      const l = await newcomer();
      const { auditId } = await submitPending(l.token, org.target.id);
      expect((await todo(admin.token)).body.data.list.map((r) => r.auditId)).toContain(auditId);
      const res = await decide(admin.token, {
        auditId,
        decision: 3,
        remark: 'Wrong department',
      });
      expect(res.body).toMatchObject({ ret: 0, msg: 'Rejected', data: { status: 3 } });
      const i = await info(l.token);
      expect(i.reject).toEqual({ reason: 'Wrong department' });
      expect(i.pending).toBe(false);
      expect(i.editField.length).toBeGreaterThan(0);
      // The form starts from what was sent, to be fixed.
      expect(i.memberJson.fields.department).toBe(String(org.target.id));
      expect((await profile(l.token)).departmentId).toBe(org.start.id);
      expect((await detail(l.token, auditId)).body.data).toMatchObject({
        status: 3,
        reason: 'Wrong department',
        audittmplnode: [{ status: 3, approver: { id: admin.user.id }, remark: 'Wrong department' }],
      });

      // The learner fixes it and resubmits: a new receipt; approval applies it.
      const again = await submitPending(l.token, org.start.id);
      expect(again.auditId).not.toBe(auditId);
      expect((await info(l.token)).pending).toBe(true);
      expect((await mine(l.token)).body.data.list.map((r) => [r.auditId, r.status])).toEqual([
        [again.auditId, 1],
        [auditId, 3],
      ]);
      await decide(admin.token, { auditId: again.auditId, decision: 2 });
      expect((await profile(l.token)).isInformation).toBe(0);
      expect((await info(l.token)).reject).toBeNull();
    });

    it('only the applicant withdraws, only while under review; then may resubmit', async () => {
      const l = await newcomer();
      const { auditId } = await submitPending(l.token, org.target.id);
      expect((await withdraw(stranger.token, auditId)).body).toMatchObject({
        ret: 7,
        msg: 'Only the applicant can do this',
      });
      expect((await withdraw(admin.token, auditId)).body.ret).toBe(7);
      const res = await withdraw(l.token, auditId);
      expect(res.body).toMatchObject({ ret: 0, msg: 'Withdrawn', data: { auditId, status: 4 } });
      expect((await withdraw(l.token, auditId)).body.msg).toBe(
        'This item is no longer under review',
      );
      expect((await todo(admin.token)).body.data.list.map((r) => r.auditId)).not.toContain(auditId);
      expect((await decide(admin.token, { auditId, decision: 2 })).body.ret).toBe(1);
      const d = (await detail(l.token, auditId)).body.data;
      expect(d).toMatchObject({ status: 4, canWithdraw: false, canDecide: false });
      expect(d.audittmplnode[0]?.status).toBe(4);
      const i = await info(l.token);
      expect(i).toMatchObject({ pending: false, reject: null });
      expect(i.memberJson.fields.department).toBe(String(org.target.id));
      expect((await profile(l.token)).departmentId).toBe(org.start.id);
      const again = await submitInfo(l.token, personnelBody(org.target.id));
      expect(again.body.data.status).toBe('pending');
    });

    it('receipts of another company are neither listed nor readable', async () => {
      const other = await setUpCompany();
      const otherAdmin = await person(other.company, { roles: ['admin'] });
      const l = await newcomer();
      const { auditId } = await submitPending(l.token, org.target.id);
      expect((await todo(otherAdmin.token)).body.data.total).toBe(0);
      expect((await detail(otherAdmin.token, auditId)).body.ret).toBe(1);
      expect((await decide(otherAdmin.token, { auditId, decision: 2 })).body.ret).toBe(1);
    });

    it('lists page and filter', async () => {
      const res = await todo(admin.token, { page: 1, pageSize: 1 });
      expect(res.body.data.list).toHaveLength(1);
      expect(res.body.data.total).toBeGreaterThanOrEqual(2);
      expect((await todo(admin.token, { status: 2 })).body.data.total).toBe(0);
      expect((await todo(admin.token, { type: 77 })).body.data.total).toBe(0);
      expect((await mine(admin.token, { pageSize: 101 })).body.ret).toBe(1);
    });
  });
});
