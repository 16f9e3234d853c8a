/**
 * What the page benchmarks (page-weight.ts, lighthouse.ts) open, made ready on a fresh demo
 * server through the API: the learner and the administrator past their first login's forced
 * change (to the passwords given), the learner's personnel information handed in (its prompt
 * stays closed), a course the learner sees and an exam attempt in progress.
 */
import { signInAsPerson } from '../apps/server/test/sign-in.ts';

const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Welcome@2026';

async function api<T>(baseUrl: string, route: string, body: unknown, token: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `token ${token}` },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as { ret: number; msg: string; data: T };
  if (reply.ret !== 0) throw new Error(`${route}: ${reply.ret} ${reply.msg}`);
  return reply.data;
}

export interface DemoPages {
  learnerToken: string;
  courseId: number;
  attemptId: number;
}

export async function prepareDemoPages(
  base: string,
  learnerPassword: string,
  adminPassword: string,
): Promise<DemoPages> {
  // The learner's password changed first (the demo's first login asks for it), through the API.
  const learner = await signInAsPerson(
    base,
    'study/accountLogin',
    'learner',
    DEMO_PASSWORD,
    learnerPassword,
  );
  await signInAsPerson(base, 'manage/accountLogin', 'admin', DEMO_PASSWORD, adminPassword);
  // The personnel information handed in (pending approval), as a learner past the first day
  // has: its prompt (a form of its own, loaded when it opens) stays closed.
  const tree = await api<{ id: number }[]>(base, 'study/department/tree', {}, learner.token);
  await api(
    base,
    'study/me/EditIsInformation',
    {
      department: String(tree[0]!.id),
      mobile: '13800138014',
      fields: {
        employeeNo: 'E-0014',
        education: 'bachelor',
        hireDate: '2024-03-01',
        skills: 'frontend',
      },
    },
    learner.token,
  );
  const courses = await api<{ list: { courseId: number }[] }>(
    base,
    'study/course/list',
    { pageSize: 1 },
    learner.token,
  );
  const courseId = courses.list[0]?.courseId;
  if (!courseId) throw new Error('the demo learner sees no course');
  const exams = await api<{ list: { id: number }[] }>(
    base,
    'study/me/exam/list',
    { tab: 'todo' },
    learner.token,
  );
  const examId = exams.list[0]?.id;
  if (!examId) throw new Error('the demo learner has no open exam');
  const { attemptId } = await api<{ attemptId: number }>(
    base,
    'study/exam/start',
    { examId },
    learner.token,
  );
  return { learnerToken: learner.token, courseId, attemptId };
}
