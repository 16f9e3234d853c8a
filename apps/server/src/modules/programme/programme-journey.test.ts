import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import { AUDIT_TYPE } from '@ascent/shared/audit';
import type {
  TCertificateTemplateDetail,
  TCertificateVerification,
  TMyCertificate,
} from '@ascent/shared/certificate';
import type { TCourseAdminDetail } from '@ascent/shared/course';
import type {
  AnswerSaved,
  AttemptPaper,
  AttemptResult,
  ExamStartResult,
} from '@ascent/shared/exam';
import type { TInPersonDetail, TInPersonQr, TInPersonSignResult } from '@ascent/shared/in-person';
import type { TIdpDetail, TIdpOption } from '@ascent/shared/idp';
import type { TLearningReportResult } from '@ascent/shared/learning';
import type {
  TProgrammeAdminDetail,
  TProgrammeDetail,
  TProgrammeItemOpened,
  TProgrammeSave,
  TProgressLearnerRow,
} from '@ascent/shared/programme';
import type { TQuestionBankRow, TQuestionDetail } from '@ascent/shared/question-admin';
import type { TSignupAdminDetail, TSignupDetail, TSignupSubmitResult } from '@ascent/shared/signup';
import type { TTodoTask } from '@ascent/shared/task';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildAuditTemplate,
  buildCompany,
  buildDepartment,
  buildUser,
  CERTIFICATE_FIELDS,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

const HOUR = 3600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * The new hire's whole chain over real HTTP, every module registered for real (no stand-in
 * item sources, no fake sign-up target): the administrator builds a course, an exam, a
 * face-to-face session, a new-staff programme by sign-up holding the three, a sign-up with
 * approval and a certificate template through the admin calls; the learner signs up, is
 * approved in the audit centre, completes the course, signs in to the session with the
 * rotating QR token, passes the exam, and ends with the programme completed, a certificate
 * (PDF and public verification), the to-do centre and the admin report saying so. A second
 * part checks that enrolment reads what the learner did before (recompute from the item
 * sources) and that an IDP shows progress from the real course and exam sources.
 */
describe('programme journey (all modules real)', () => {
  let s: TestServer;
  let companyId: number;
  let admin: { id: number; token: string };
  let boss: { id: number; token: string };
  let dept: number;

  const newHire = async (realName: string) => {
    const u = await buildUser(s.db, {
      companyId,
      departmentId: dept,
      realName,
    });
    return { id: u.id, name: realName, token: (await s.api.login(u.account, TEST_PASSWORD)).token };
  };
  /** An admin call that must succeed; returns its data. */
  const manage = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await s.api.post<T>(`/api/manage/${path}`, body, { token: admin.token });
    expect(res.body, `${path}: ${JSON.stringify(res.body)}`).toMatchObject({ ret: 0 });
    return res.body.data;
  };
  /** A learner call that must succeed; returns its data. */
  const study = async <T>(path: string, body: unknown, token: string): Promise<T> => {
    const res = await s.api.post<T>(`/api/study/${path}`, body, { token });
    expect(res.body, `${path}: ${JSON.stringify(res.body)}`).toMatchObject({ ret: 0 });
    return res.body.data;
  };
  const getOk = async <T>(path: string, token: string | null): Promise<T> => {
    const res = await s.api.get<T>(path, { token });
    expect(res.body, `${path}: ${JSON.stringify(res.body)}`).toMatchObject({ ret: 0 });
    return res.body.data;
  };
  const programmeDetail = (id: number, token: string) =>
    getOk<TProgrammeDetail>(`/api/study/programme/${id}/detail`, token);
  const reportRow = async (programmeId: number, userId: number) => {
    const page = await manage<TPage<TProgressLearnerRow>>('programme/report/learners', {
      programmeId,
      pageSize: 200,
    });
    return page.list.find((r) => r.userId === userId);
  };

  /** A published course of one text resource, through the admin calls. */
  async function makeCourse(title: string) {
    const course = await manage<TCourseAdminDetail>('course/save', { title });
    const structured = await manage<TCourseAdminDetail>('course/structure/save', {
      courseId: course.id,
      chapters: [
        {
          title: 'Welcome',
          resources: [{ title: 'Read me', type: 5, content: '<p>Our company</p>' }],
        },
      ],
    });
    await manage('course/publish', { id: course.id });
    const resourceId = structured.chapters[0]!.resources[0]!.resourceId;
    return { id: course.id, resourceId };
  }

  /** A published exam (open now) of one single-choice question whose key is A. */
  async function makeExam(name: string) {
    const bank = await manage<TQuestionBankRow>('question/bank/save', { name: `${name} bank` });
    const question = await manage<TQuestionDetail>('question/save', {
      bankId: bank.id,
      type: 1,
      stem: 'Where is the fire exit?',
      options: ['Behind the stairs', 'On the roof'],
      answer: ['A'],
    });
    const paper = await manage<{ id: number }>('paper/save', {
      name: `${name} paper`,
      mode: 'fixed',
      passRatio: 0.6,
      questions: [{ questionId: question.id, score: 10 }],
    });
    const exam = await manage<{ id: number }>('exam/save', {
      name,
      paperId: paper.id,
      startAt: at(-HOUR),
      endAt: at(24 * HOUR),
      durationMinutes: 30,
    });
    await manage('exam/publish', { id: exam.id });
    return { id: exam.id, questionId: question.id };
  }

  /** The learner completes a course the way the course page does: a beat on its resource. */
  async function completeCourse(token: string, course: { id: number; resourceId: number }) {
    const beat = await study<TLearningReportResult>(
      'me/learning/log/report',
      { courseId: course.id, resourceId: course.resourceId, playId: `journey-${course.id}-play` },
      token,
    );
    expect(beat.resource.state).toBe('completed');
    expect(beat.courseState).toBe('completed');
  }

  /** Start, answer (key A: full marks) and hand in. */
  async function passExam(token: string, exam: { id: number; questionId: number }) {
    const started = await study<ExamStartResult>('exam/start', { examId: exam.id }, token);
    const paper = await getOk<AttemptPaper>(`/api/study/exam/attempt/${started.attemptId}`, token);
    expect(JSON.stringify(paper)).toContain(String(exam.questionId));
    await study<AnswerSaved>(
      'exam/answer',
      { attemptId: started.attemptId, questionId: exam.questionId, value: { keys: ['A'] }, seq: 1 },
      token,
    );
    await study('exam/submit', { attemptId: started.attemptId }, token);
    const result = await getOk<AttemptResult>(
      `/api/study/exam/attempt/${started.attemptId}/result`,
      token,
    );
    expect(result).toMatchObject({ passed: true });
  }

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    dept = (await buildDepartment(s.db, companyId, 'Plant')).id;
    const a = await buildUser(s.db, {
      companyId,
      roles: ['admin'],
      departmentId: dept,
      realName: 'Ada Admin',
    });
    admin = { id: a.id, token: (await s.api.login(a.account, TEST_PASSWORD)).token };
    const b = await buildUser(s.db, { companyId, departmentId: dept, realName: 'Bo Boss' });
    boss = { id: b.id, token: (await s.api.login(b.account, TEST_PASSWORD)).token };
    // Approval of sign-ups: an enabled template of type 3 with the administrator approving.
    await buildAuditTemplate(s.db, companyId, {
      type: AUDIT_TYPE.signup,
      nodes: [{ approverUserIds: [admin.id] }],
    });
  });
  afterAll(() => s?.close());

  describe('a new hire from sign-up to a verified certificate', () => {
    let course: { id: number; resourceId: number };
    let exam: { id: number; questionId: number };
    let inPersonId: number;
    let programmeId: number;
    let signupId: number;
    let hire: { id: number; name: string; token: string };

    it('the administrator builds the course, exam, session, programme, sign-up and certificate', async () => {
      course = await makeCourse('Company basics');
      exam = await makeExam('Safety exam');
      const face = await manage<TInPersonDetail>('face/save', {
        name: 'Welcome day',
        lessonHours: 2,
        address: 'Hall A',
        lecturer: 'Dr. Wu',
        // Starting soon: the sign-in window (30 minutes before) is open.
        startAt: at(10 * 60_000),
        endAt: at(3 * HOUR),
        requireSignOut: false,
      });
      inPersonId = face.id;

      const programme: TProgrammeSave = {
        kind: 'newstaff',
        name: 'New staff 2026',
        startAt: at(-HOUR),
        endAt: at(30 * 24 * HOUR),
        bySignup: true,
        stages: [
          {
            name: 'First week',
            items: [
              { itemType: 2, refId: course.id, compulsory: true },
              { itemType: 3, refId: exam.id, compulsory: true },
              { itemType: 8, refId: inPersonId, compulsory: true },
            ],
          },
        ],
      };
      const saved = await manage<TProgrammeAdminDetail>('programme/save', programme);
      programmeId = saved.id;
      expect(saved.stages[0]!.items.map((i) => [i.kind, i.compulsory])).toEqual([
        ['course', true],
        ['exam', true],
        ['face', true],
      ]);
      await manage('programme/publish', { id: programmeId });

      const signup = await manage<TSignupAdminDetail>('signup/save', {
        kind: 1,
        title: 'Join new staff 2026',
        targetId: programmeId,
        startAt: at(-HOUR),
        endAt: at(7 * 24 * HOUR),
        capacity: 20,
        requiresApproval: true,
      });
      signupId = signup.id;
      await manage('signup/status', { ids: [signupId], status: 'published' });

      const template = await manage<TCertificateTemplateDetail>('certificate/template/save', {
        name: 'New staff certificate',
        page: 'a4Landscape',
        fields: CERTIFICATE_FIELDS,
        validityMonths: 0,
        enabled: true,
        sources: [{ kind: 'programme', itemId: programmeId }],
      });
      expect(template.sources).toEqual([
        { kind: 'programme', itemId: programmeId, title: 'New staff 2026' },
      ]);
    });

    it('the new hire sees the sign-up on the programme, signs up and is approved in the audit centre', async () => {
      hire = await newHire('Nina Newhire');
      const before = await programmeDetail(programmeId, hire.token);
      // Its period as saved.
      expect(before.startAt).not.toBeNull();
      expect(before.endAt).not.toBeNull();
      expect(before).toMatchObject({
        enrolled: false,
        bySignup: true,
        signup: { signupId, mine: 'none', url: `/signup/detail?id=${signupId}` },
      });
      // Not a member yet: the items stay closed.
      const closed = await s.api.post(
        '/api/study/programme/item/open',
        { programmeId, itemId: before.stages[0]!.items[0]!.id },
        { token: hire.token },
      );
      expect(closed.body.ret).not.toBe(0);

      const submitted = await study<TSignupSubmitResult>('signup/submit', { signupId }, hire.token);
      expect(submitted.state).toBe('reviewing');
      expect(submitted.auditId).not.toBeNull();
      expect((await programmeDetail(programmeId, hire.token)).signup?.mine).toBe('reviewing');

      await study(
        'audittmpl/auditreceiptnodesubmit',
        { auditId: submitted.auditId, decision: 2 },
        admin.token,
      );
      const after = await programmeDetail(programmeId, hire.token);
      expect(after.enrolled).toBe(true);
      expect(after.signup?.mine).toBe('enrolled');
      expect(after.progress).toMatchObject({ percent: 0, compulsoryTotal: 3, compulsoryDone: 0 });
      const signupPage = await getOk<TSignupDetail>(
        `/api/study/signup/${signupId}/detail`,
        hire.token,
      );
      expect(signupPage.mineRecord?.state).toBe('enrolled');
    });

    it('completes the course, signs in to the session with a fresh QR token and passes the exam', async () => {
      const detail = await programmeDetail(programmeId, hire.token);
      const items = detail.stages[0]!.items;
      const courseItem = items.find((i) => i.kind === 'course')!;
      // The programme's item link leads to the course page.
      const opened = await study<TProgrammeItemOpened>(
        'programme/item/open',
        { programmeId, itemId: courseItem.id },
        hire.token,
      );
      expect(opened.url).toBe(`/course/detail?id=${course.id}`);
      await completeCourse(hire.token, course);
      // The course's own event reached the programme (the report reads the stored rows; the
      // learner's detail would refresh them from the item sources).
      expect(await reportRow(programmeId, hire.id)).toMatchObject({
        state: 'inProgress',
        compulsoryDone: 1,
      });

      const qr = await getOk<TInPersonQr>(
        `/api/manage/face/qr?sessionId=${inPersonId}&action=in`,
        admin.token,
      );
      const url = new URL(qr.url);
      expect(url.pathname).toBe('/train/sign');
      const signed = await study<TInPersonSignResult>(
        'face/sign',
        {
          sessionId: Number(url.searchParams.get('s')),
          action: url.searchParams.get('a'),
          token: url.searchParams.get('t'),
        },
        hire.token,
      );
      expect(signed.state).toBe('attended');
      expect((await reportRow(programmeId, hire.id))?.compulsoryDone).toBe(2);

      await passExam(hire.token, exam);
    });

    it('ends with the programme completed, a certificate, the to-do centre and the report saying so', async () => {
      // Everything below before the learner's detail refreshes anything: the events alone
      // completed the programme, issued the certificate and finished the task.
      expect(await reportRow(programmeId, hire.id)).toMatchObject({
        realName: 'Nina Newhire',
        source: 'signup',
        state: 'completed',
        percent: 100,
        compulsoryDone: 3,
        compulsoryTotal: 3,
      });

      const mine = await study<TPage<TMyCertificate>>('me/certificates', {}, hire.token);
      expect(mine.list).toHaveLength(1);
      const cert = mine.list[0]!;
      expect(cert).toMatchObject({
        title: 'New staff certificate',
        sourceKind: 'programme',
        sourceTitle: 'New staff 2026',
        state: 'valid',
      });
      const pdf = await s.api.post(
        '/api/study/me/certificate/pdf',
        { id: cert.id },
        { token: hire.token },
      );
      expect(pdf.file?.subarray(0, 5).toString()).toBe('%PDF-');
      const verified = await getOk<TCertificateVerification>(
        `/api/study/certificate/verify/${encodeURIComponent(cert.code)}`,
        null,
      );
      expect(verified).toMatchObject({
        result: 'valid',
        holderName: 'Nina Newhire',
        title: 'New staff certificate',
        number: cert.number,
      });

      const todo = await study<TPage<TTodoTask>>(
        'center/todo/list',
        { menuType: 'newstaff' },
        hire.token,
      );
      expect(todo.list).toEqual([
        expect.objectContaining({
          taskType: 9,
          id: programmeId,
          title: 'New staff 2026',
          progress: 100,
          completed: true,
        }),
      ]);

      const detail = await programmeDetail(programmeId, hire.token);
      expect(detail.stages[0]!.items.map((i) => [i.kind, i.state])).toEqual([
        ['course', 'completed'],
        ['exam', 'completed'],
        ['face', 'completed'],
      ]);
      expect(detail.stages[0]!.items.find((i) => i.kind === 'exam')!.passed).toBe(true);
      expect(detail.progress).toMatchObject({
        percent: 100,
        state: 'completed',
        compulsoryDone: 3,
        compulsoryTotal: 3,
      });
      expect(detail.progress.completedAt).not.toBeNull();
    });
  });

  describe('what was done before counts, and an IDP reads the real sources', () => {
    it('a course completed before enrolling counts as completed once enrolled', async () => {
      const course = await makeCourse('Code of conduct');
      const exam = await makeExam('Conduct quiz');
      const saved = await manage<TProgrammeAdminDetail>('programme/save', {
        kind: 'newstaff',
        name: 'Conduct onboarding',
        startAt: at(-HOUR),
        endAt: at(30 * 24 * HOUR),
        stages: [
          {
            name: 'Only stage',
            items: [
              { itemType: 2, refId: course.id, compulsory: true },
              { itemType: 3, refId: exam.id, compulsory: true },
            ],
          },
        ],
      } satisfies TProgrammeSave);
      await manage('programme/publish', { id: saved.id });

      const early = await newHire('Eli Early');
      await completeCourse(early.token, course);
      // Not a member (nobody is named, no sign-up): nothing to see yet.
      expect(await reportRow(saved.id, early.id)).toBeUndefined();

      await manage('programme/members/add', { programmeId: saved.id, userIds: [early.id] });
      // Read before the learner opens anything: enrolment itself read the course's record.
      expect(await reportRow(saved.id, early.id)).toMatchObject({
        source: 'admin',
        state: 'inProgress',
        percent: 50,
        compulsoryDone: 1,
        compulsoryTotal: 2,
      });
      const detail = await programmeDetail(saved.id, early.token);
      expect(detail.stages[0]!.items.map((i) => [i.kind, i.state])).toEqual([
        ['course', 'completed'],
        ['exam', 'notStarted'],
      ]);

      // Passing the exam now completes it.
      await passExam(early.token, exam);
      expect(await reportRow(saved.id, early.id)).toMatchObject({
        state: 'completed',
        percent: 100,
      });
    });

    it('an IDP of a picked course and exam shows progress from the real sources', async () => {
      const course = await makeCourse('Coaching basics');
      const exam = await makeExam('Coaching exam');
      const owner = await newHire('Ida Plan');
      const courses = await study<TIdpOption[]>(
        'idp/item/search',
        { kind: 'course', keyword: 'Coaching' },
        owner.token,
      );
      expect(courses.map((c) => c.id)).toEqual([course.id]);
      const exams = await study<TIdpOption[]>(
        'idp/item/search',
        { kind: 'exam', keyword: 'Coaching' },
        owner.token,
      );
      expect(exams.map((c) => c.id)).toEqual([exam.id]);
      const year = new Date().getFullYear();
      const saved = await study<TIdpDetail>(
        'idp/save',
        {
          year,
          startDate: `${year}-01-01`,
          endDate: `${year}-12-31`,
          supervisorId: boss.id,
          resources: [
            { kind: 'course', itemId: course.id },
            { kind: 'exam', itemId: exam.id, passPercent: 60 },
          ],
        },
        owner.token,
      );
      expect(saved.resources.map((r) => [r.kind, r.title, r.available, r.state])).toEqual([
        ['course', 'Coaching basics', true, 'notStarted'],
        ['exam', 'Coaching exam', true, 'notStarted'],
      ]);
      expect(saved.resources[1]).toMatchObject({ paperTotal: 10, passScore: 6 });
      expect(saved.progress).toBe(0);

      await completeCourse(owner.token, course);
      const half = await getOk<TIdpDetail>(`/api/study/idp/${saved.id}/detail`, owner.token);
      expect(half.resources.map((r) => r.state)).toEqual(['completed', 'notStarted']);
      expect(half.progress).toBe(50);

      await passExam(owner.token, exam);
      // The supervisor reads the same progress.
      const full = await getOk<TIdpDetail>(`/api/study/idp/${saved.id}/detail`, boss.token);
      expect(full.resources[1]).toMatchObject({ state: 'completed', passed: true, score: 10 });
      expect(full.progress).toBe(100);
      expect(full.completedCount).toBe(2);
    });
  });
});
