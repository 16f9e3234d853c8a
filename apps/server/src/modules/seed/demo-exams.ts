import type { QuestionKey } from '@ascent/shared/question';
import type { DbOrTx } from '../../db/client.ts';
import { examReviewers, exams } from '../exam/exam.schema.ts';
import { practiceBanks } from '../practice/practice.schema.ts';
import { paperQuestions, papers, questionBanks, questions } from '../question/question.schema.ts';
import { surveyQuestions, surveys } from '../survey/survey.schema.ts';

/**
 * The demo company's exam corner, so a fresh `npm start` has something to sit, practise and
 * answer: a question bank of every type but case (open for practice), a fixed paper, an exam
 * open for a year (3 attempts, Q&A marked by the demo reviewer) and a training survey.
 */
const QUESTIONS: {
  type: 1 | 2 | 3 | 4 | 5;
  stem: string;
  options?: string[];
  key: QuestionKey;
  analysis: string;
  score: number;
}[] = [
  {
    type: 1,
    stem: '离开工位时，正确的做法是？',
    options: ['锁定屏幕', '保持登录，马上回来', '请同事帮忙看着'],
    key: { keys: ['A'] },
    analysis: '离开工位必须锁屏（Win + L）。',
    score: 20,
  },
  {
    type: 1,
    stem: '收到要求输入公司账号密码的可疑邮件，应该？',
    options: ['按邮件提示登录', '转发给同事确认', '不点击链接并上报信息安全部'],
    key: { keys: ['C'] },
    analysis: '可疑邮件不要点击，立即上报。',
    score: 20,
  },
  {
    type: 2,
    stem: '以下哪些是安全密码的要求？',
    options: ['至少 8 位', '包含账号名', '混合大小写、数字与符号', '与同事共用'],
    key: { keys: ['A', 'C'] },
    analysis: '密码至少 8 位，混合多类字符，不含账号名，不共用。',
    score: 20,
  },
  {
    type: 3,
    stem: '可以把公司文件上传到个人网盘，方便在家办公。',
    key: { keys: ['F'] },
    analysis: '公司数据不得存放到未经批准的个人服务。',
    score: 10,
  },
  {
    type: 4,
    stem: 'Windows 上锁屏的快捷键是 Win + ____。',
    key: { blanks: [['L']] },
    analysis: 'Win + L 立即锁定屏幕。',
    score: 10,
  },
  {
    type: 5,
    stem: '请简述你所在岗位最需要注意的一项信息安全要求。',
    key: { reference: '结合岗位说明一项具体要求及做法即可。' },
    analysis: '由阅卷人评分。',
    score: 20,
  },
];

export async function seedDemoExams(
  tx: DbOrTx,
  companyId: number,
  createdBy: number | null,
  reviewerId: number | null,
) {
  const [bank] = await tx
    .insert(questionBanks)
    .values({
      companyId,
      name: '信息安全基础题库',
      description: '信息安全基础培训配套题目',
      createdBy,
    })
    .returning();
  const ids: number[] = [];
  for (const q of QUESTIONS) {
    const [row] = await tx
      .insert(questions)
      .values({
        companyId,
        bankId: bank!.id,
        type: q.type,
        stem: q.stem,
        options: (q.options ?? []).map((text, i) => ({ key: String.fromCharCode(65 + i), text })),
        key: q.key,
        analysis: q.analysis,
        createdBy,
      })
      .returning({ id: questions.id });
    ids.push(row!.id);
  }
  await tx.insert(practiceBanks).values({ bankId: bank!.id, companyId });
  const total = QUESTIONS.reduce((s, q) => s + q.score, 0);
  const [paper] = await tx
    .insert(papers)
    .values({ companyId, name: '信息安全基础试卷', totalScore: total, passRatio: 0.6, createdBy })
    .returning();
  await tx.insert(paperQuestions).values(
    QUESTIONS.map((q, i) => ({
      paperId: paper!.id,
      questionId: ids[i]!,
      score: q.score,
      sort: i,
    })),
  );
  const now = new Date();
  const [exam] = await tx
    .insert(exams)
    .values({
      companyId,
      name: '信息安全基础考试',
      intro: '<p>共 6 题，满分 100 分，60 分及格。考试时长 30 分钟，可参加 3 次，取最高分。</p>',
      paperId: paper!.id,
      status: 'published',
      publishedAt: now,
      startAt: now,
      endAt: new Date(now.getTime() + 365 * 86_400_000),
      durationMinutes: 30,
      attemptsAllowed: 3,
      createdBy,
    })
    .returning();
  if (reviewerId) await tx.insert(examReviewers).values({ examId: exam!.id, userId: reviewerId });
  const [survey] = await tx
    .insert(surveys)
    .values({
      companyId,
      kind: 'questionnaire',
      title: '培训满意度调查',
      intro: '<p>感谢参加培训，请花一分钟告诉我们你的感受。</p>',
      status: 'published',
      publishedAt: now,
      anonymous: true,
      questionCount: 3,
      createdBy,
    })
    .returning();
  const opts = (texts: string[]) =>
    texts.map((text, i) => ({ key: String.fromCharCode(65 + i), text }));
  await tx.insert(surveyQuestions).values([
    { surveyId: survey!.id, sort: 0, type: 'rating', title: '整体满意度', ratingMax: 5 },
    {
      surveyId: survey!.id,
      sort: 1,
      type: 'multiple',
      title: '你最希望增加哪些培训内容？',
      options: opts(['信息安全', '沟通协作', '专业技能', '管理能力']),
      minChoices: 1,
      maxChoices: 2,
    },
    {
      surveyId: survey!.id,
      sort: 2,
      type: 'text',
      title: '其他建议',
      required: false,
      maxLength: 500,
    },
  ]);
}
