import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_TYPE, type TAuditReceiptDetail } from '@ascent/shared/audit';
import type { TCourseSimpleDetail } from '@ascent/shared/course';
import type { TSignupAdminDetail, TSignupSubmitResult } from '@ascent/shared/signup';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildAuditTemplate,
  buildCompany,
  buildCourse,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

const HOUR = 3600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * GET study/course/{id}/detail/simple (spec s.7 "Audit", issue 22): the course behind a
 * course-enrolment sign-up (kind 5) for the approvers of its receipts, whatever the course's
 * audience; the receipt's detail links to it.
 */
describe('course detail/simple', () => {
  let s: TestServer;
  let companyId: number;
  let adminToken: string;
  let approver: string;
  let stranger: string;
  let applicant: { id: number; token: string };
  let course: number;
  let unrelated: number;
  let auditId: number;

  const login = async (opts: Parameters<typeof buildUser>[1]) => {
    const user = await buildUser(s.db, opts);
    return { id: user.id, token: (await s.api.login(user.account, TEST_PASSWORD)).token };
  };
  const simple = (token: string, id: number | string = course, lang = 'en-US') =>
    s.api.get<TCourseSimpleDetail>(`/api/study/course/${id}/detail/simple`, { token, lang });

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    adminToken = (await login({ companyId, roles: ['admin'] })).token;
    const a = await login({ companyId });
    approver = a.token;
    stranger = (await login({ companyId })).token;
    // The applicant may not see the course yet (limited to someone else, needs sign-up).
    const other = await buildUser(s.db, { companyId });
    course = (
      await buildCourse(s.db, {
        companyId,
        title: 'Advanced Excel',
        lecturerName: 'Mia',
        credits: 2,
        studyHours: 3,
        requiresSignup: true,
        audience: [{ kind: 'user', ref: String(other.id) }],
        chapters: [
          {
            resources: [
              { type: 5, content: '<p>One</p>' },
              { type: 5, content: '<p>Two</p>' },
            ],
          },
          { resources: [{ type: 5, content: '<p>Three</p>' }] },
        ],
      })
    ).id;
    unrelated = (await buildCourse(s.db, { companyId, title: 'Unrelated' })).id;
    await buildAuditTemplate(s.db, companyId, {
      type: AUDIT_TYPE.signup,
      nodes: [{ approverUserIds: [a.id] }],
    });
    const saved = await s.api.post<TSignupAdminDetail>(
      '/api/manage/signup/save',
      {
        kind: 5,
        title: 'Excel enrolment',
        targetId: course,
        startAt: at(-HOUR),
        endAt: at(86400_000),
        requiresApproval: true,
      },
      { token: adminToken },
    );
    expect(saved.body.ret, saved.body.msg).toBe(0);
    await s.api.post(
      '/api/manage/signup/status',
      { ids: [saved.body.data.id], status: 'published' },
      { token: adminToken },
    );
    applicant = await login({ companyId });
    const submitted = await s.api.post<TSignupSubmitResult>(
      '/api/study/signup/submit',
      { signupId: saved.body.data.id },
      { token: applicant.token },
    );
    expect(submitted.body.data.state).toBe('reviewing');
    auditId = submitted.body.data.auditId!;
  });
  afterAll(() => s?.close());

  it("shows the approver the course behind the receipt, past the course's audience", async () => {
    const receipt = await s.api.get<TAuditReceiptDetail>(
      `/api/study/audittmpl/${auditId}/auditreceiptdetail`,
      { token: approver },
    );
    expect(receipt.body.data.links).toEqual([{ kind: 'course', id: course }]);
    const res = await simple(approver);
    expect(res.body).toMatchObject({
      ret: 0,
      data: {
        courseId: course,
        title: 'Advanced Excel',
        lecturerName: 'Mia',
        credits: 2,
        studyHours: 3,
        status: 'published',
        chapterCount: 2,
        resourceCount: 3,
      },
    });
    // The applicant and the company's admins read it too (the rule of the sibling reads).
    expect((await simple(applicant.token)).body.ret).toBe(0);
    expect((await simple(adminToken)).body.ret).toBe(0);
  });

  it('refuses anyone else, courses no receipt names, other companies and bad ids', async () => {
    expect((await simple(stranger)).body).toEqual({
      ret: 7,
      msg: 'You are neither the applicant nor an approver of this item',
      data: null,
    });
    expect((await simple(approver, unrelated)).body.ret).toBe(7);
    const elsewhere = await buildCompany(s.db);
    const foreignAdmin = await login({ companyId: elsewhere.id, roles: ['admin'] });
    expect((await simple(foreignAdmin.token, course, 'zh-CN')).body).toMatchObject({
      ret: 1,
      msg: '课程不存在',
    });
    expect((await simple(approver, 2_000_000)).body.ret).toBe(1);
    expect((await simple(approver, 'x')).body).toMatchObject({ ret: 1, msg: 'Parameter error' });
  });
});
