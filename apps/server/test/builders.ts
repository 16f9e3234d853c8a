import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { companies, websites, menus } from '../src/modules/company/company.schema.ts';
import { createDepartmentRepository } from '../src/modules/department/department.repository.ts';
import { createUserRepository, type NewUser } from '../src/modules/user/user.repository.ts';
import { users } from '../src/modules/user/user.schema.ts';
import { createPersonnelRepository } from '../src/modules/personnel/personnel.repository.ts';
import { createMessageRepository } from '../src/modules/message/message.repository.ts';
import { messages } from '../src/modules/message/message.schema.ts';
import { createAuthRepository } from '../src/modules/auth/auth.repository.ts';
import { loginThrottles } from '../src/modules/auth/auth.schema.ts';
import {
  learningActiveDays,
  learningCourseProgress,
  learningResourceProgress,
} from '../src/modules/learning/learning.schema.ts';
import { programmeMembers, programmes } from '../src/modules/programme/programme.schema.ts';
import { hashPassword } from '../src/core/password-hash.ts';
import { DEMO_FIELDS, DEMO_MENUS } from '../src/modules/seed/demo-company.ts';
import { audienceQueries } from '../src/core/audience.ts';
import { createAuditRepository } from '../src/modules/audit/audit.repository.ts';
import {
  courseAudience,
  courseChapters,
  courseResources,
  courses,
} from '../src/modules/course/course.schema.ts';
import {
  paperQuestions,
  paperRules,
  papers,
  questionBanks,
  questions,
} from '../src/modules/question/question.schema.ts';
import { examAudience, examReviewers, exams } from '../src/modules/exam/exam.schema.ts';
import { and } from 'drizzle-orm';
import type { TAnswerValue } from '@ascent/shared/question';
import type { TLangNames } from '@ascent/shared/platform';
import { examAnswers, examAttempts } from '../src/modules/exam/exam.schema.ts';
import { answerable, createQuestionReader } from '../src/modules/question/question.reader.ts';
import { markObjective, settleAttempt } from '../src/modules/exam/exam.marking.ts';
import {
  homeworkAudience,
  homeworkReviewers,
  homeworkSteps,
  homeworks,
} from '../src/modules/homework/homework.schema.ts';
import {
  surveyAudience,
  surveyPairs,
  surveyQuestions,
  surveys,
} from '../src/modules/survey/survey.schema.ts';

/** Test data through builders, never hand-written SQL in each test. */

export const TEST_PASSWORD = 'Gr4ve!Lamp_91';
let passwordHash: Promise<string> | undefined;
const hashOnce = (password: string) =>
  password === TEST_PASSWORD
    ? (passwordHash ??= hashPassword(TEST_PASSWORD))
    : hashPassword(password);

export async function buildCompany(db: Db, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Company ${crypto.randomBytes(3).toString('hex')}`, ...overrides })
    .returning();
  if (!company) throw new Error('buildCompany failed');
  const [site] = await db
    .insert(websites)
    .values({ companyId: company.id, platformName: 'Main site' })
    .returning();
  return { ...company, websiteId: site!.id };
}

export async function buildWebsite(db: Db, companyId: number, platformName: string, domain = '') {
  const [site] = await db.insert(websites).values({ companyId, platformName, domain }).returning();
  return site!;
}

export interface BuildMenusOptions {
  /** Only these menu codes (in DEMO_MENUS order); all when absent. */
  codes?: string[];
  /** These menu codes are stored unchecked (switched off). */
  unchecked?: string[];
}

/** The demo menus for a company (websiteId null: company-wide) or for one website. */
export async function buildMenus(
  db: Db,
  companyId: number,
  websiteId: number | null = null,
  opts: BuildMenusOptions = {},
) {
  const rows = DEMO_MENUS.filter(([menuCode]) => !opts.codes || opts.codes.includes(menuCode));
  await db.insert(menus).values(
    rows.map(([menuCode, zh_CN, zh_TW, en_US, url, labelId], i) => ({
      companyId,
      websiteId,
      menuCode,
      menuName: zh_CN,
      langNames: { zh_CN, zh_TW, en_US },
      url,
      labelId,
      sort: i,
      checked: !opts.unchecked?.includes(menuCode),
    })),
  );
}

export async function buildDepartment(
  db: Db,
  companyId: number,
  name: string,
  parentId: number | null = null,
) {
  return createDepartmentRepository(db).insert(companyId, name, parentId);
}

export interface BuildUserOptions extends Partial<NewUser> {
  companyId: number;
  roles?: string[];
  password?: string;
}

export async function buildUser(db: Db, opts: BuildUserOptions) {
  const { roles = [], password = TEST_PASSWORD, ...values } = opts;
  const user = await createUserRepository(db).insert(
    {
      account: `user_${crypto.randomBytes(4).toString('hex')}`,
      passwordHash: await hashOnce(password),
      changePassword: false,
      realName: 'Test User',
      ...values,
    },
    roles,
  );
  return { ...user, password };
}

/**
 * Many users at once (bulk inserts of 5,000), for volume tests: accounts `${prefix}_<n>`, the
 * test password, no roles beyond what the table implies. Returns how many were made.
 */
export async function buildManyUsers(
  db: Db,
  companyId: number,
  n: number,
  opts: { prefix?: string; departmentId?: number | null } = {},
): Promise<number> {
  const prefix = opts.prefix ?? `bulk_${crypto.randomBytes(3).toString('hex')}`;
  const hash = await hashOnce(TEST_PASSWORD);
  for (let start = 0; start < n; start += 5000) {
    const rows = Array.from({ length: Math.min(5000, n - start) }, (_, i) => ({
      companyId,
      account: `${prefix}_${start + i}`,
      passwordHash: hash,
      changePassword: false,
      realName: `Bulk ${start + i}`,
      departmentId: opts.departmentId ?? null,
    }));
    await db.insert(users).values(rows);
  }
  return n;
}

export async function buildPersonnelFields(db: Db, companyId: number) {
  const repo = createPersonnelRepository(db);
  for (const [i, f] of DEMO_FIELDS.entries()) await repo.insertField({ companyId, sort: i, ...f });
}

export interface BuildMessageOptions {
  isRead?: boolean;
  /** Soft-deleted by the user (deletedAt set). */
  deleted?: boolean;
}

export async function buildMessage(
  db: Db,
  companyId: number,
  userId: number,
  opts: boolean | BuildMessageOptions = false,
) {
  const { isRead = false, deleted = false } = typeof opts === 'boolean' ? { isRead: opts } : opts;
  if (!deleted)
    return createMessageRepository(db).insert({ companyId, userId, title: 'Hello', isRead });
  await db
    .insert(messages)
    .values({ companyId, userId, title: 'Deleted', isRead, deletedAt: new Date() });
}

/** Sets a user's status ('active' | 'disabled'), as an administrator would. */
export async function setUserStatus(db: Db, userId: number, status: 'active' | 'disabled') {
  await createUserRepository(db).update(userId, { status });
}

/** Flags (or clears) a user's forced password change, as an administrator's reset does. */
export async function setUserChangePassword(db: Db, userId: number, changePassword: boolean) {
  await createUserRepository(db).update(userId, { changePassword });
}

/**
 * Lets a running login lock run out: moves locked_until of a locked account into the past, the
 * state the database holds once the 15 minutes have passed. Refuses an account that is not
 * locked, so a test cannot pass by accident.
 */
export async function expireLoginLock(db: Db, account: string) {
  const key = account.toLowerCase();
  const throttle = await createAuthRepository(db).getThrottle(key);
  if (!throttle?.lockedUntil || throttle.lockedUntil.getTime() <= Date.now()) {
    throw new Error(`expireLoginLock: ${account} is not locked`);
  }
  await db
    .update(loginThrottles)
    .set({ lockedUntil: new Date(Date.now() - 1000) })
    .where(eq(loginThrottles.account, key));
}

/** The failure counter of an account (0 when none is kept). */
export async function loginFailures(db: Db, account: string): Promise<number> {
  return (await createAuthRepository(db).getThrottle(account.toLowerCase()))?.failures ?? 0;
}

/**
 * Makes the database refuse to insert a user with this account (a trigger raising an error),
 * as a full disk or a lost connection would stop an import half-way. Returns the undo.
 */
export async function failUserInsertsOf(db: Db, account: string): Promise<() => Promise<void>> {
  const literal = `'${account.replaceAll("'", "''")}'`;
  await db.execute(
    sql.raw(
      `create or replace function ascent_test_fail_user() returns trigger language plpgsql as $$ begin if new.account = ${literal} then raise exception 'simulated failure'; end if; return new; end $$`,
    ),
  );
  await db.execute(
    sql.raw(
      'create trigger ascent_test_fail_user before insert on users for each row execute function ascent_test_fail_user()',
    ),
  );
  return async () => {
    await db.execute(sql.raw('drop trigger ascent_test_fail_user on users'));
    await db.execute(sql.raw('drop function ascent_test_fail_user()'));
  };
}

export interface BuildAuditTemplateOptions {
  /** The audit type (default 2, personnel information). */
  type?: number;
  name?: string;
  enabled?: boolean;
  /** In order; each with people and/or roles. */
  nodes: {
    name?: string;
    langNames?: TLangNames;
    approverUserIds?: number[];
    approverRoles?: string[];
  }[];
}

/** An approval template with its nodes, as an administrator would set it up. */
export async function buildAuditTemplate(
  db: Db,
  companyId: number,
  opts: BuildAuditTemplateOptions,
) {
  const repo = createAuditRepository(db);
  const template = await repo.insertTemplate({
    companyId,
    type: opts.type ?? 2,
    name: opts.name ?? `Template ${crypto.randomBytes(3).toString('hex')}`,
    enabled: opts.enabled ?? true,
  });
  await repo.replaceTemplateNodes(
    template.id,
    opts.nodes.map((n, i) => ({
      seq: i + 1,
      name: n.name ?? `Node ${i + 1}`,
      langNames: n.langNames ?? {},
      approverUserIds: n.approverUserIds ?? [],
      approverRoles: n.approverRoles ?? [],
    })),
  );
  return template;
}

export interface BuildCourseOptions extends Partial<typeof courses.$inferInsert> {
  companyId: number;
  /** Chapters of resources; defaults to one chapter with one text resource. */
  chapters?: {
    title?: string;
    resources: (Partial<typeof courseResources.$inferInsert> & { type: number })[];
  }[];
  /** Audience rows for visibility 'limited'. */
  audience?: { kind: 'department' | 'position' | 'user'; ref: string }[];
}

/** A course with chapters and resources, published unless told otherwise. */
export async function buildCourse(db: Db, opts: BuildCourseOptions) {
  const {
    chapters = [{ resources: [{ type: 5, content: '<p>Text</p>' }] }],
    audience,
    ...row
  } = opts;
  const [course] = await db
    .insert(courses)
    .values({
      title: `Course ${crypto.randomBytes(3).toString('hex')}`,
      status: 'published',
      publishedAt: new Date(),
      visibility: audience ? 'limited' : 'all',
      ...row,
    })
    .returning();
  if (!course) throw new Error('buildCourse failed');
  const built: { chapterId: number; resourceIds: number[] }[] = [];
  for (const [ci, chapter] of chapters.entries()) {
    const [ch] = await db
      .insert(courseChapters)
      .values({ courseId: course.id, title: chapter.title ?? `Chapter ${ci + 1}`, sort: ci })
      .returning();
    const resourceIds: number[] = [];
    for (const [ri, res] of chapter.resources.entries()) {
      const [r] = await db
        .insert(courseResources)
        .values({
          courseId: course.id,
          chapterId: ch!.id,
          title: `Resource ${ci + 1}.${ri + 1}`,
          sort: ri,
          ...res,
        })
        .returning();
      resourceIds.push(r!.id);
    }
    built.push({ chapterId: ch!.id, resourceIds });
  }
  if (audience?.length) await audienceQueries(db, courseAudience).replace(course.id, audience);
  return { ...course, chapters: built };
}

// Question banks, questions and papers
/** A question bank in a company. */
export async function buildQuestionBank(
  db: Db,
  opts: Partial<typeof questionBanks.$inferInsert> & { companyId: number },
) {
  const [bank] = await db
    .insert(questionBanks)
    .values({ name: `Bank ${crypto.randomBytes(3).toString('hex')}`, ...opts })
    .returning();
  return bank!;
}

export interface BuildQuestionOptions extends Partial<typeof questions.$inferInsert> {
  companyId: number;
  bankId: number;
  type: number;
  /** A case question's sub-questions. */
  children?: (Partial<typeof questions.$inferInsert> & { type: number })[];
}

/**
 * A question. Defaults by type: single A-D with key A; multiple A-D with keys A and C;
 * judgement key T; fill one blank accepting "blue"; Q&A a reference text.
 */
export async function buildQuestion(db: Db, opts: BuildQuestionOptions) {
  const { children = [], ...row } = opts;
  const defaults = (type: number): Partial<typeof questions.$inferInsert> => {
    const abcd = ['A', 'B', 'C', 'D'].map((key) => ({ key, text: `Option ${key}` }));
    if (type === 1) return { options: abcd, key: { keys: ['A'] } };
    if (type === 2) return { options: abcd, key: { keys: ['A', 'C'] } };
    if (type === 3) return { key: { keys: ['T'] } };
    if (type === 4) return { stem: 'The sky is ____.', key: { blanks: [['blue']] } };
    if (type === 5) return { key: { reference: 'A model answer.' } };
    return {};
  };
  const [q] = await db
    .insert(questions)
    .values({
      stem: `Question ${crypto.randomBytes(3).toString('hex')}`,
      ...defaults(row.type),
      ...row,
    })
    .returning();
  for (const [i, child] of children.entries())
    await db.insert(questions).values({
      stem: `Sub-question ${i + 1}`,
      ...defaults(child.type),
      ...child,
      companyId: row.companyId,
      bankId: row.bankId,
      parentId: q!.id,
      sort: i,
    });
  return q!;
}

export interface BuildPaperOptions extends Partial<typeof papers.$inferInsert> {
  companyId: number;
  /** A fixed paper's questions with their scores, in order. */
  questions?: { questionId: number; score: number }[];
  /** A random paper's rules. */
  rules?: { bankId: number; type: number; difficulty?: number; count: number; score: number }[];
}

/** A paper; its total is the sum of its questions' (or rules') scores. */
export async function buildPaper(db: Db, opts: BuildPaperOptions) {
  const { questions: items = [], rules = [], ...row } = opts;
  const total =
    items.reduce((s, q) => s + q.score, 0) + rules.reduce((s, r) => s + r.count * r.score, 0);
  const [paper] = await db
    .insert(papers)
    .values({
      name: `Paper ${crypto.randomBytes(3).toString('hex')}`,
      mode: rules.length ? 'random' : 'fixed',
      totalScore: total,
      ...row,
    })
    .returning();
  if (items.length)
    await db
      .insert(paperQuestions)
      .values(items.map((q, i) => ({ paperId: paper!.id, ...q, sort: i })));
  if (rules.length)
    await db
      .insert(paperRules)
      .values(rules.map((r, i) => ({ paperId: paper!.id, ...r, sort: i })));
  return paper!;
}

export interface BuildExamOptions extends Partial<typeof exams.$inferInsert> {
  companyId: number;
  paperId: number;
  audience?: { kind: 'department' | 'position' | 'user'; ref: string }[];
  reviewerIds?: number[];
}

/** A published exam open from an hour ago for a day, 30 minutes long, one attempt. */
export async function buildExam(db: Db, opts: BuildExamOptions) {
  const { audience, reviewerIds = [], ...row } = opts;
  const now = Date.now();
  const [exam] = await db
    .insert(exams)
    .values({
      name: `Exam ${crypto.randomBytes(3).toString('hex')}`,
      status: 'published',
      publishedAt: new Date(),
      startAt: new Date(now - 3600_000),
      endAt: new Date(now + 24 * 3600_000),
      durationMinutes: 30,
      visibility: audience ? 'limited' : 'all',
      ...row,
    })
    .returning();
  if (audience?.length) await audienceQueries(db, examAudience).replace(exam!.id, audience);
  if (reviewerIds.length)
    await db
      .insert(examReviewers)
      .values(reviewerIds.map((userId) => ({ examId: exam!.id, userId })));
  return exam!;
}

// Attempts as an examinee leaves them (answered, handed in, marked at once)
export interface BuildAttemptWithAnswersOptions {
  exam: typeof exams.$inferSelect;
  userId: number;
  /** Answers by question id (a case's sub-questions by their own ids). */
  answers?: Record<number, TAnswerValue>;
  /** Handed in (default): objective answers scored by the one rule, then settled. */
  submitted?: boolean;
  submitReason?: string;
}

/**
 * An attempt with the exam's paper drawn for it and its answers saved; when handed in, each
 * objective answer carries its mark (scoreAnswer) and the attempt is settled (exam.marking.ts):
 * 'marked', or 'pending_marking' while answered Q&A parts wait for a reviewer.
 */
export async function buildAttemptWithAnswers(db: Db, opts: BuildAttemptWithAnswersOptions) {
  const { exam, userId, answers = {}, submitted = true } = opts;
  const reader = createQuestionReader();
  const drawn = await reader.draw(
    db,
    exam.companyId,
    exam.paperId,
    `${exam.id}:${userId}:${Date.now()}`,
  );
  if (!drawn) throw new Error('buildAttemptWithAnswers: the paper is gone');
  const rows = await reader.rowsOf(db, drawn.questions);
  const units = answerable(drawn.questions);
  const [previous] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.userId, userId)));
  const now = Date.now();
  const id = await db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(examAttempts)
      .values({
        companyId: exam.companyId,
        examId: exam.id,
        userId,
        attemptNo: (previous?.n ?? 0) + 1,
        // Handed in: settleAttempt decides 'marked' or 'pending_marking' (it leaves attempts
        // in progress alone).
        status: submitted ? 'pending_marking' : 'in_progress',
        paper: drawn.questions,
        totalScore: drawn.totalScore,
        passScore: drawn.passScore,
        multipleScoring: drawn.multipleScoring,
        startedAt: new Date(now - 10 * 60_000),
        deadline: new Date(now + exam.durationMinutes * 60_000),
        submittedAt: submitted ? new Date(now) : null,
        submitReason: submitted ? (opts.submitReason ?? 'manual') : null,
      })
      .returning();
    // Handed in: marked by the hand-in's own rule (exam.marking.ts).
    const given = new Map(
      units.flatMap((u) => (answers[u.id] ? [[u.id, answers[u.id]!] as const] : [])),
    );
    const marks = new Map(
      submitted
        ? markObjective(drawn.questions, rows, given, drawn.multipleScoring).marks.map((m) => [
            m.questionId,
            m,
          ])
        : [],
    );
    const values = units.flatMap((u, seq) => {
      const value = given.get(u.id);
      if (!value) return [];
      const mark = marks.get(u.id);
      return [
        {
          attemptId: attempt!.id,
          questionId: u.id,
          value,
          seq: seq + 1,
          score: mark?.score ?? null,
          correct: mark?.correct ?? null,
        },
      ];
    });
    if (values.length) await tx.insert(examAnswers).values(values);
    if (submitted) await settleAttempt(tx, attempt!.id);
    return attempt!.id;
  });
  const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, id));
  return row!;
}
export interface BuildHomeworkOptions extends Partial<typeof homeworks.$inferInsert> {
  companyId: number;
  /** Step titles (instructions 'Do <title>'); two steps by default. */
  steps?: string[];
  audience?: { kind: 'department' | 'position' | 'user'; ref: string }[];
  reviewerIds?: number[];
}

/** A published homework open from an hour ago for a day, with two steps and full score 100. */
export async function buildHomework(db: Db, opts: BuildHomeworkOptions) {
  const { steps = ['Read', 'Write'], audience, reviewerIds = [], ...row } = opts;
  const now = Date.now();
  const [homework] = await db
    .insert(homeworks)
    .values({
      title: `Homework ${crypto.randomBytes(3).toString('hex')}`,
      status: 'published',
      publishedAt: new Date(),
      startAt: new Date(now - 3600_000),
      endAt: new Date(now + 24 * 3600_000),
      visibility: audience ? 'limited' : 'all',
      ...row,
    })
    .returning();
  const stepRows = await db
    .insert(homeworkSteps)
    .values(
      steps.map((title, i) => ({
        homeworkId: homework!.id,
        sort: i + 1,
        title,
        content: `Do ${title}`,
      })),
    )
    .returning();
  if (audience?.length) await audienceQueries(db, homeworkAudience).replace(homework!.id, audience);
  if (reviewerIds.length)
    await db
      .insert(homeworkReviewers)
      .values(reviewerIds.map((userId) => ({ homeworkId: homework!.id, userId })));
  return { ...homework!, steps: stepRows.sort((a, b) => a.sort - b.sort) };
}

/** Moves a homework's window (to let it begin later or end in the past). */
export async function setHomeworkWindow(db: Db, id: number, startAt: Date, endAt: Date) {
  await db.update(homeworks).set({ startAt, endAt }).where(eq(homeworks.id, id));
}
import { practiceBanks, practiceSessions } from '../src/modules/practice/practice.schema.ts';

/** Opens question banks for practice (what the admin's practice banks page does). */
export async function openPracticeBanks(db: Db, companyId: number, bankIds: number[]) {
  await db
    .insert(practiceBanks)
    .values(bankIds.map((bankId) => ({ bankId, companyId, enabled: true })))
    .onConflictDoUpdate({ target: practiceBanks.bankId, set: { enabled: true } });
}

/**
 * Moves a practice session back in time: a daily set to an earlier day, or a simulation's
 * deadline into the past (what the clock does to a session left alone).
 */
export async function agePracticeSession(
  db: Db,
  sessionId: number,
  change: { day?: string; deadline?: Date },
) {
  await db.update(practiceSessions).set(change).where(eq(practiceSessions.id, sessionId));
}
/**
 * Makes the database refuse to insert a question with this stem (a trigger raising an error),
 * as a full disk or a lost connection would stop an import half-way. Returns the undo.
 */
export async function failQuestionInsertsOf(db: Db, stem: string): Promise<() => Promise<void>> {
  const literal = `'${stem.replaceAll("'", "''")}'`;
  await db.execute(
    sql.raw(
      `create or replace function ascent_test_fail_question() returns trigger language plpgsql as $$ begin if new.stem = ${literal} then raise exception 'simulated failure'; end if; return new; end $$`,
    ),
  );
  await db.execute(
    sql.raw(
      'create trigger ascent_test_fail_question before insert on questions for each row execute function ascent_test_fail_question()',
    ),
  );
  return async () => {
    await db.execute(sql.raw('drop trigger ascent_test_fail_question on questions'));
    await db.execute(sql.raw('drop function ascent_test_fail_question()'));
  };
}
// Questionnaires, votes and evaluations
export type BuildSurveyQuestion = Partial<typeof surveyQuestions.$inferInsert> & {
  type: 'single' | 'multiple' | 'text' | 'rating';
};

/**
 * The default questions: single (A-C, required), multiple (A-D, 1 to 2 choices), text (2 to 20
 * characters) and rating (1-5).
 */
export const DEFAULT_SURVEY_QUESTIONS: BuildSurveyQuestion[] = [
  {
    type: 'single',
    title: 'How was the training?',
    options: [
      { key: 'A', text: 'Good' },
      { key: 'B', text: 'Fair' },
      { key: 'C', text: 'Poor' },
    ],
  },
  {
    type: 'multiple',
    title: 'What did you like?',
    options: ['A', 'B', 'C', 'D'].map((key) => ({ key, text: `Part ${key}` })),
    minChoices: 1,
    maxChoices: 2,
  },
  { type: 'text', title: 'Anything else?', required: false, minLength: 2, maxLength: 20 },
  { type: 'rating', title: 'Rate the lecturer', ratingMax: 5 },
];

export interface BuildSurveyOptions extends Partial<typeof surveys.$inferInsert> {
  companyId: number;
  questions?: BuildSurveyQuestion[];
  audience?: { kind: 'department' | 'position' | 'user'; ref: string }[];
  pairs?: { evaluatorId: number; targetId: number }[];
}

/** A published questionnaire (by default) open now with no end, visible to everyone. */
export async function buildSurvey(db: Db, opts: BuildSurveyOptions) {
  const { questions = DEFAULT_SURVEY_QUESTIONS, audience, pairs = [], ...row } = opts;
  const [survey] = await db
    .insert(surveys)
    .values({
      kind: 'questionnaire',
      title: `Survey ${crypto.randomBytes(3).toString('hex')}`,
      status: 'published',
      publishedAt: new Date(),
      visibility: audience ? 'limited' : 'all',
      questionCount: questions.length,
      ...row,
    })
    .returning();
  const made = await db
    .insert(surveyQuestions)
    .values(
      questions.map((q, sort) => ({ title: `Q${sort + 1}`, ...q, surveyId: survey!.id, sort })),
    )
    .returning();
  if (audience?.length) await audienceQueries(db, surveyAudience).replace(survey!.id, audience);
  if (pairs.length)
    await db.insert(surveyPairs).values(pairs.map((p) => ({ surveyId: survey!.id, ...p })));
  return { ...survey!, questionIds: made.sort((a, b) => a.sort - b.sort).map((q) => q.id) };
}

/** Moves a survey's window (as time passing would): an end in the past makes it overdue. */
export async function setSurveyWindow(
  db: Db,
  id: number,
  window: { startAt?: Date | null; endAt?: Date | null },
) {
  await db.update(surveys).set(window).where(eq(surveys.id, id));
}
// Moving attempts and exams in time (imports with exam-admin's above)

/** Moves an attempt's start and deadline `minutes` into the past (time spent answering). */
export async function rewindAttempt(db: Db, attemptId: number, minutes: number) {
  const shift = sql`make_interval(mins => ${minutes})`;
  await db
    .update(examAttempts)
    .set({
      startedAt: sql`${examAttempts.startedAt} - ${shift}`,
      deadline: sql`${examAttempts.deadline} - ${shift}`,
    })
    .where(eq(examAttempts.id, attemptId));
}

/** Lets an attempt's time run out: its deadline a moment ago. */
export async function expireAttempt(db: Db, attemptId: number) {
  await db
    .update(examAttempts)
    .set({ deadline: sql`now() - interval '1 second'` })
    .where(eq(examAttempts.id, attemptId));
}

/** Moves an attempt to another cycle of its daily exam (as if taken that day). */
export async function setAttemptCycle(db: Db, attemptId: number, cycle: string) {
  await db.update(examAttempts).set({ cycle }).where(eq(examAttempts.id, attemptId));
}

/** A reviewer's mark on one answer (what exam review stores before it settles the attempt). */
export async function markAnswer(db: Db, attemptId: number, questionId: number, score: number) {
  await db
    .update(examAnswers)
    .set({ score })
    .where(and(eq(examAnswers.attemptId, attemptId), eq(examAnswers.questionId, questionId)));
}

/** Moves an exam's window (say, to end it). */
export async function setExamWindow(db: Db, examId: number, startAt: Date, endAt: Date) {
  await db.update(exams).set({ startAt, endAt }).where(eq(exams.id, examId));
}
import { inArray as inArrayP6 } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ItemKind } from '@ascent/shared/task';
import { knowledgeItems as knowledgeItemsP6 } from '../src/modules/knowledge/knowledge.schema.ts';
import type { ItemEvent, ItemSource } from '../src/core/learning-items.ts';

/**
 * Item sources for programme tests: where the owning module has not registered its source
 * (the items work lands separately), one that names the module's real rows (courses, exams,
 * knowledge items of the company) and says nobody has started them. Registered sources win.
 */
export function ensureItemSources(app: FastifyInstance) {
  const tables = {
    course: { table: courses, id: courses.id, title: courses.title, company: courses.companyId },
    exam: { table: exams, id: exams.id, title: exams.name, company: exams.companyId },
    knowledge: {
      table: knowledgeItemsP6,
      id: knowledgeItemsP6.id,
      title: knowledgeItemsP6.title,
      company: knowledgeItemsP6.companyId,
    },
  } as const;
  const pages: Record<string, string> = {
    course: '/course/detail?id=',
    exam: '/exam/detail?id=',
    knowledge: '/doc/detail?id=',
  };
  for (const kind of Object.keys(tables) as (keyof typeof tables)[]) {
    if (app.learningItems.sources.get(kind as ItemKind)) continue;
    const t = tables[kind];
    const source: ItemSource = {
      kind,
      async describe(q, companyId, ids) {
        if (!ids.length) return new Map();
        const rows = await q
          .select({ id: t.id, title: t.title, company: t.company })
          .from(t.table)
          .where(inArrayP6(t.id, ids));
        return new Map(
          rows
            .filter((r) => r.company === companyId)
            .map((r) => [r.id, { id: r.id, title: r.title, url: `${pages[kind]}${r.id}` }]),
        );
      },
      states: async () => new Map(),
      search: async () => [],
    };
    app.learningItems.sources.register(source);
  }
}

/** Emits an item event in its own transaction, as the owning module would. */
export async function emitItemEvent(
  app: FastifyInstance,
  db: Db,
  event: Omit<ItemEvent, 'at' | 'score'> & { score?: number | null },
) {
  await db.transaction((tx) =>
    app.learningItems.events.emit(tx, { score: null, at: new Date(), ...event }),
  );
}

/** A published knowledge item. */
export async function buildKnowledgeItem(db: Db, companyId: number, title = 'Handbook') {
  const [row] = await db
    .insert(knowledgeItemsP6)
    .values({ companyId, title, status: 'published', publishedAt: new Date() })
    .returning();
  return row!;
}
import { signupRooms, signups } from '../src/modules/signup/signup.schema.ts';

export interface BuildSignupOptions extends Partial<typeof signups.$inferInsert> {
  companyId: number;
}

/** A published sign-up open now (an hour ago to a day ahead), kind 3 with one text field. */
export async function buildSignup(db: Db, opts: BuildSignupOptions) {
  const now = Date.now();
  const [row] = await db
    .insert(signups)
    .values({
      kind: 3,
      title: `Sign-up ${crypto.randomBytes(3).toString('hex')}`,
      status: 'published',
      startAt: new Date(now - 3600_000),
      endAt: new Date(now + 86400_000),
      fields: [{ key: 'f1', label: 'Note', type: 'text', required: false, options: [] }],
      ...opts,
    })
    .returning();
  if (!row) throw new Error('buildSignup failed');
  return row;
}

/** Moves a sign-up's times (window, activity start, cancel deadline): time passing. */
export async function setSignupTimes(
  db: Db,
  id: number,
  times: Partial<
    Pick<typeof signups.$inferInsert, 'startAt' | 'endAt' | 'activityStartAt' | 'cancelDeadline'>
  >,
) {
  await db.update(signups).set(times).where(eq(signups.id, id));
}

/** A training room (kind 4). */
export async function buildRoom(
  db: Db,
  opts: Partial<typeof signupRooms.$inferInsert> & { companyId: number },
) {
  const [row] = await db
    .insert(signupRooms)
    .values({ name: 'Room A', place: 'Floor 3', capacity: 20, ...opts })
    .returning();
  return row!;
}
import {
  inPersonManagers,
  inPersonSessions,
  inPersonAudience,
} from '../src/modules/in-person/in-person.schema.ts';

export interface BuildInPersonOptions extends Partial<typeof inPersonSessions.$inferInsert> {
  companyId: number;
  managerIds?: number[];
  /** Limited to these people (else the whole company). */
  userIds?: number[];
}

/** A face-to-face session starting now by default (sign-in open), with its QR secret. */
export async function buildInPersonSession(db: Db, opts: BuildInPersonOptions) {
  const { managerIds = [], userIds = [], ...values } = opts;
  const now = Date.now();
  const [row] = await db
    .insert(inPersonSessions)
    .values({
      name: `Session ${crypto.randomBytes(3).toString('hex')}`,
      lessonHours: 2,
      address: 'Room 1',
      lecturer: 'Lee',
      startAt: new Date(now),
      endAt: new Date(now + 2 * 3600_000),
      qrSecret: crypto.randomBytes(32).toString('base64url'),
      visibility: userIds.length ? 'limited' : 'all',
      ...values,
    })
    .returning();
  if (managerIds.length)
    await db
      .insert(inPersonManagers)
      .values(managerIds.map((userId) => ({ sessionId: row!.id, userId })));
  if (userIds.length)
    await audienceQueries(db, inPersonAudience).replace(
      row!.id,
      userIds.map((id) => ({ kind: 'user', ref: String(id) })),
    );
  return row!;
}

/** Moves a session's times (windows are relative to them). */
export async function setInPersonTimes(db: Db, id: number, startAt: Date, endAt: Date) {
  await db.update(inPersonSessions).set({ startAt, endAt }).where(eq(inPersonSessions.id, id));
}
import type { TCertificateField } from '@ascent/shared/certificate';
import {
  certificateTemplateSources,
  certificateTemplates,
  certificates as issuedCertificates,
} from '../src/modules/certificate/certificate.schema.ts';

export const CERTIFICATE_FIELDS: TCertificateField[] = [
  { kind: 'holderName', x: 50, y: 40, fontSize: 28, colour: '#222222', align: 'center', text: '' },
  {
    kind: 'certificateName',
    x: 50,
    y: 20,
    fontSize: 32,
    colour: '#8a6d1e',
    align: 'center',
    text: '',
  },
  {
    kind: 'verificationCode',
    x: 90,
    y: 90,
    fontSize: 10,
    colour: '#555555',
    align: 'right',
    text: '',
  },
];

export interface BuildCertificateTemplateOptions extends Partial<
  typeof certificateTemplates.$inferInsert
> {
  companyId: number;
  sources?: { kind: 'course' | 'exam' | 'programme'; itemId: number }[];
}

/** An enabled certificate template (A4 landscape, three fields), with its sources. */
export async function buildCertificateTemplate(db: Db, opts: BuildCertificateTemplateOptions) {
  const { sources = [], ...row } = opts;
  const [template] = await db
    .insert(certificateTemplates)
    .values({
      name: `Certificate ${crypto.randomBytes(3).toString('hex')}`,
      fields: CERTIFICATE_FIELDS,
      ...row,
    })
    .returning();
  if (sources.length)
    await db
      .insert(certificateTemplateSources)
      .values(sources.map((s) => ({ templateId: template!.id, ...s })));
  return template!;
}

/** Moves a certificate's expiry (null: never expires). */
export async function setCertificateExpiry(db: Db, id: number, expiresAt: Date | null) {
  await db.update(issuedCertificates).set({ expiresAt }).where(eq(issuedCertificates.id, id));
}

// The dashboard's sources (issue 14): records as the learning, exam, audit and programme
// modules leave them.
/** The learner studied on the company's day `day` (what the first beat of a day writes). */
export async function buildActiveDay(db: Db, companyId: number, userId: number, day: string) {
  await db.insert(learningActiveDays).values({ companyId, userId, day }).onConflictDoNothing();
}

export interface BuildLearningRecordOptions {
  companyId: number;
  userId: number;
  courseId: number;
  /** Completed when given; studying otherwise. */
  completedAt?: Date | null;
  startedAt?: Date;
  percent?: number;
  /** Seconds studied on the course's first resource. */
  studiedSeconds?: number;
  resourceId?: number;
}

/** A learner's record of a course (and of one resource) as the learning module keeps it. */
export async function buildLearningRecord(db: Db, opts: BuildLearningRecordOptions) {
  const startedAt = opts.startedAt ?? new Date(Date.now() - 3600_000);
  const completed = !!opts.completedAt;
  await db.insert(learningCourseProgress).values({
    userId: opts.userId,
    courseId: opts.courseId,
    companyId: opts.companyId,
    state: completed ? 'completed' : 'studying',
    percent: opts.percent ?? (completed ? 100 : 50),
    startedAt,
    completedAt: opts.completedAt ?? null,
    lastStudiedAt: opts.completedAt ?? startedAt,
  });
  if (opts.resourceId)
    await db.insert(learningResourceProgress).values({
      userId: opts.userId,
      resourceId: opts.resourceId,
      courseId: opts.courseId,
      companyId: opts.companyId,
      state: completed ? 'completed' : 'studying',
      studiedSeconds: opts.studiedSeconds ?? 0,
      completedAt: opts.completedAt ?? null,
    });
}

/** An approval receipt of the applicant, under review unless told otherwise. */
export async function buildReceipt(
  db: Db,
  companyId: number,
  applicantId: number,
  status: number = 1,
) {
  return createAuditRepository(db).insertReceipt({
    companyId,
    type: 2,
    resourceId: applicantId,
    applicantId,
    status,
    nodeCount: 1,
  });
}

/** A published programme that ended at `endAt`, with members in the given states. */
export async function buildEndedProgramme(
  db: Db,
  companyId: number,
  endAt: Date,
  members: { userId: number; state: 'notStarted' | 'inProgress' | 'completed' }[],
) {
  const [p] = await db
    .insert(programmes)
    .values({
      companyId,
      kind: 'project',
      taskType: 1,
      name: `Programme ${crypto.randomBytes(3).toString('hex')}`,
      status: 'published',
      startAt: new Date(endAt.getTime() - 30 * 86_400_000),
      endAt,
      publishedAt: new Date(endAt.getTime() - 30 * 86_400_000),
    })
    .returning();
  if (members.length)
    await db.insert(programmeMembers).values(
      members.map((m) => ({
        programmeId: p!.id,
        userId: m.userId,
        companyId,
        source: 'admin',
        state: m.state,
        completedAt: m.state === 'completed' ? endAt : null,
      })),
    );
  return p!;
}
