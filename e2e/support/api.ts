import { signInAsPerson } from '../../apps/server/test/sign-in.ts';
import { DEMO_PASSWORD } from './flows.ts';

/** Calls the API directly (test setup that is not what the test is about). */

export interface Reply<T = unknown> {
  ret: number;
  msg: string;
  data: T;
}

/** GET when body is undefined, else POST of JSON; rejects unless ret is 0. */
export async function apiCall<T = unknown>(
  baseUrl: string,
  path: string,
  body: unknown,
  token: string,
): Promise<T> {
  const reply = await apiReply<T>(baseUrl, path, body, token);
  if (reply.ret !== 0) throw new Error(`${path}: ${reply.ret} ${reply.msg}`);
  return reply.data;
}

/** The whole envelope, whatever its ret (to check a refusal). */
export async function apiReply<T = unknown>(
  baseUrl: string,
  path: string,
  body: unknown,
  token: string | null,
): Promise<Reply<T>> {
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `token ${token}` } : {}),
      'accept-language': 'en-US',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Reply<T>;
}

/**
 * Signs in through `path` as the account's person does (a password change the login asks for
 * is made first, to `newPassword`) and returns the token.
 */
export async function apiLogin(
  baseUrl: string,
  path: 'study/accountLogin' | 'manage/accountLogin',
  account: string,
  password: string,
  newPassword: string,
): Promise<string> {
  return (await signInAsPerson(baseUrl, path, account, password, newPassword)).token;
}

/**
 * A new learner of the demo company, made by the demo administrator through the API (its first
 * sign-in changes the administrator's password to `adminPassword` if no file did yet), signed
 * in with its first password changed, and its personnel information handed in (pending
 * approval, so the prompt stays closed). Answers the learner's token.
 */
export async function createReadyLearner(
  baseUrl: string,
  learner: {
    account: string;
    realName: string;
    initialPassword: string;
    password: string;
    adminPassword: string;
    mobile: string;
    employeeNo: string;
  },
): Promise<string> {
  const admin = await apiLogin(
    baseUrl,
    'manage/accountLogin',
    'admin',
    DEMO_PASSWORD,
    learner.adminPassword,
  );
  const tree = await apiCall<{ id: number }[]>(baseUrl, 'study/department/tree', undefined, admin);
  await apiCall(
    baseUrl,
    'manage/user/create',
    {
      account: learner.account,
      realName: learner.realName,
      departmentId: tree[0]!.id,
      password: learner.initialPassword,
    },
    admin,
  );
  const token = await apiLogin(
    baseUrl,
    'study/accountLogin',
    learner.account,
    learner.initialPassword,
    learner.password,
  );
  await apiCall(
    baseUrl,
    'study/me/EditIsInformation',
    {
      department: String(tree[0]!.id),
      mobile: learner.mobile,
      fields: {
        employeeNo: learner.employeeNo,
        education: 'bachelor',
        hireDate: '2024-03-01',
        skills: 'frontend',
      },
    },
    token,
  );
  return token;
}

/**
 * Puts a course in progress for the learner `token`: one beat of the first resource of the first
 * demo course that has more than one (so it is started, not finished). Returns that course.
 */
export async function startACourse(
  baseUrl: string,
  token: string,
  playId: string,
): Promise<{ courseId: number; title: string }> {
  const courses = await apiCall<{ list: { courseId: number; title: string }[] }>(
    baseUrl,
    'study/course/list',
    { page: 1, pageSize: 20 },
    token,
  );
  for (const c of courses.list) {
    const detail = await apiCall<{ chapters: { resources: { resourceId: number }[] }[] }>(
      baseUrl,
      `study/course/${c.courseId}/detail`,
      undefined,
      token,
    );
    const resources = detail.chapters.flatMap((ch) => ch.resources);
    if (resources.length < 2) continue;
    await apiCall(
      baseUrl,
      'study/me/learning/log/report',
      { courseId: c.courseId, resourceId: resources[0]!.resourceId, playId },
      token,
    );
    return { courseId: c.courseId, title: c.title };
  }
  throw new Error('the demo has no course of two resources');
}

/** An API bound to a site and a token: `apiCall` without repeating them. */
export type BoundCall = <T = unknown>(path: string, body: unknown) => Promise<T>;
export const boundCall =
  (baseUrl: string, token: string): BoundCall =>
  (path, body) =>
    apiCall(baseUrl, path, body, token);

/** A question as manage/question/save takes it (its bank added), with its score on the paper. */
export interface PaperQuestion {
  question: Record<string, unknown>;
  score: number;
}

/**
 * A fixed paper made through the admin API: a question bank named `name` holding the questions,
 * and a paper of them that passes at 60 %. Answers the paper's id and the questions' ids.
 */
export async function createPaper(
  call: BoundCall,
  name: string,
  questions: readonly PaperQuestion[],
): Promise<{ paperId: number; questionIds: number[] }> {
  const bank = await call<{ id: number }>('manage/question/bank/save', { name });
  const questionIds: number[] = [];
  for (const { question } of questions)
    questionIds.push(
      (await call<{ id: number }>('manage/question/save', { bankId: bank.id, ...question })).id,
    );
  const paper = await call<{ id: number }>('manage/paper/save', {
    name,
    mode: 'fixed',
    passRatio: 0.6,
    questions: questions.map(({ score }, i) => ({ questionId: questionIds[i], score })),
  });
  return { paperId: paper.id, questionIds };
}

/**
 * An exam saved (open from a minute ago for a day unless it says) and published; its id.
 * Without an `audience` it is every learner's: it comes first in their to-dos (nearest due),
 * and home-todos.e2e.ts expects the demo programmes among a new learner's first five, so a
 * test for one learner makes it `visibility: 'limited'` with them in `audience.userIds`.
 */
export async function publishExam(
  call: BoundCall,
  exam: { name: string; paperId: number; durationMinutes: number } & Record<string, unknown>,
): Promise<number> {
  const { id } = await call<{ id: number }>('manage/exam/save', {
    startAt: new Date(Date.now() - 60_000).toISOString(),
    endAt: new Date(Date.now() + 86_400_000).toISOString(),
    ...exam,
  });
  await call('manage/exam/publish', { id });
  return id;
}
