import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  QUESTION_TYPE,
  type LearnerQuestion,
  type MultipleScoring,
  type QuestionKey,
  type QuestionType,
  type RevealedQuestion,
} from '@ascent/shared/question';
import type { DbOrTx } from '../../db/client.ts';
import { createTtlCache } from '../../core/ttl-cache.ts';
import { paperQuestions, paperRules, papers, questions } from './question.schema.ts';

/**
 * One question of an examinee's paper as drawn: its id, its score, the order its options are
 * shown in (null: stored order), and a case's sub-questions. Stored with the attempt, so a
 * reload, a restart or a reviewer sees the same paper.
 */
export interface DrawnQuestion {
  id: number;
  score: number;
  options: string[] | null;
  children: DrawnQuestion[];
}

export interface PaperInfo {
  id: number;
  companyId: number;
  name: string;
  mode: 'fixed' | 'random';
  totalScore: number;
  passScore: number;
  passRatio: number;
  questionCount: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  multipleScoring: MultipleScoring;
}

export interface DrawnPaper {
  questions: DrawnQuestion[];
  totalScore: number;
  passScore: number;
  multipleScoring: MultipleScoring;
}

export type QuestionRow = typeof questions.$inferSelect;

interface FixedMaterial {
  info: PaperInfo;
  /** A fixed paper's questions in order with their scores (empty for a random paper). */
  picked: { row: QuestionRow; score: number }[];
  /** The cases' sub-questions by case id (null for a random paper: read per draw). */
  kids: Map<number, QuestionRow[]> | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A small seeded PRNG (mulberry32 over a string hash): the same seed draws the same order. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A case's score split evenly among its sub-questions (the last takes the rounding rest). */
export function splitScore(total: number, parts: number): number[] {
  if (parts <= 0) return [];
  const each = round1(total / parts);
  const out = Array.from({ length: parts }, () => each);
  out[parts - 1] = round1(total - each * (parts - 1));
  return out;
}

/** Every answerable unit of a drawn paper: plain questions and the sub-questions of cases. */
export function answerable(drawn: readonly DrawnQuestion[]): DrawnQuestion[] {
  return drawn.flatMap((q) => (q.children.length ? q.children : [q]));
}

/**
 * Reads questions and papers for the modules that put questions in front of learners (exams,
 * daily exams, practice): draws a paper for one examinee, loads the rows of a drawn paper, and
 * renders them without keys (while answering) or with keys (results, reviewers). Every read
 * takes the caller's handle first (the database, or the transaction it runs in).
 */
export function createQuestionReader(opts: { cacheMs?: number } = {}) {
  /**
   * With `cacheMs` (the exam module, where thousands of examinees open the same paper within a
   * minute), a fixed paper's material and the rows shown while answering are reused for that
   * long in this process; marking always reads fresh rows through a reader without a cache.
   */
  const cacheMs = opts.cacheMs ?? 0;
  const materials = cacheMs ? createTtlCache<string, FixedMaterial | null>(cacheMs, 1000) : null;
  const rowCache = new Map<number, { row: QuestionRow; at: number }>();

  async function load(tx: DbOrTx, ids: readonly number[]): Promise<Map<number, QuestionRow>> {
    const map = new Map<number, QuestionRow>();
    if (!ids.length) return map;
    const unique = [...new Set(ids)];
    const rows = await tx
      .select()
      .from(questions)
      .where(inArray(questions.id, unique))
      .orderBy(asc(questions.id));
    for (const r of rows) map.set(r.id, r);
    return map;
  }

  async function childrenOf(tx: DbOrTx, parentIds: readonly number[]) {
    const byParent = new Map<number, QuestionRow[]>();
    if (!parentIds.length) return byParent;
    const rows = await tx
      .select()
      .from(questions)
      .where(and(inArray(questions.parentId, [...parentIds]), isNull(questions.deletedAt)))
      .orderBy(asc(questions.parentId), asc(questions.sort), asc(questions.id));
    for (const r of rows) {
      const list = byParent.get(r.parentId!) ?? [];
      list.push(r);
      byParent.set(r.parentId!, list);
    }
    return byParent;
  }

  /** Turns top-level rows with scores into drawn questions (children split, options shuffled). */
  async function drawRows(
    tx: DbOrTx,
    picked: { row: QuestionRow; score: number }[],
    random: () => number,
    shuffleOptions: boolean,
    /** Sub-questions of the cases, when already read (a fixed paper's material). */
    preloaded: Map<number, QuestionRow[]> | null = null,
  ): Promise<DrawnQuestion[]> {
    const cases = picked.filter((p) => p.row.type === QUESTION_TYPE.case).map((p) => p.row.id);
    const kids = preloaded ?? (await childrenOf(tx, cases));
    const optionOrder = (row: QuestionRow) =>
      shuffleOptions && row.options.length > 1
        ? shuffled(
            row.options.map((o) => o.key),
            random,
          )
        : null;
    return picked.map(({ row, score }) => {
      const children = kids.get(row.id) ?? [];
      const scores = splitScore(score, children.length);
      return {
        id: row.id,
        score: children.length ? round1(scores.reduce((a, b) => a + b, 0)) : score,
        options: optionOrder(row),
        children: children.map((c, i) => ({
          id: c.id,
          score: scores[i]!,
          options: optionOrder(c),
          children: [],
        })),
      };
    });
  }

  async function paperInfo(
    tx: DbOrTx,
    companyId: number,
    paperId: number,
  ): Promise<PaperInfo | null> {
    const [p] = await tx
      .select()
      .from(papers)
      .where(
        and(eq(papers.id, paperId), eq(papers.companyId, companyId), isNull(papers.deletedAt)),
      );
    if (!p) return null;
    const [count] =
      p.mode === 'random'
        ? await tx
            .select({ n: sql<number>`coalesce(sum(${paperRules.count}), 0)::int` })
            .from(paperRules)
            .where(eq(paperRules.paperId, p.id))
        : await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(paperQuestions)
            .where(eq(paperQuestions.paperId, p.id));
    return {
      id: p.id,
      companyId: p.companyId,
      name: p.name,
      mode: p.mode === 'random' ? 'random' : 'fixed',
      totalScore: p.totalScore,
      passRatio: p.passRatio,
      passScore: round1(p.totalScore * p.passRatio),
      questionCount: count?.n ?? 0,
      shuffleQuestions: p.shuffleQuestions,
      shuffleOptions: p.shuffleOptions,
      multipleScoring: p.multipleScoring === 'partial' ? 'partial' : 'all',
    };
  }

  /** A paper's info and, for a fixed paper, its questions with scores and the cases' parts. */
  async function fixedMaterial(
    tx: DbOrTx,
    companyId: number,
    paperId: number,
  ): Promise<FixedMaterial | null> {
    const info = await paperInfo(tx, companyId, paperId);
    if (!info) return null;
    if (info.mode !== 'fixed') return { info, picked: [], kids: null };
    const picked = await tx
      .select({ row: questions, score: paperQuestions.score })
      .from(paperQuestions)
      .innerJoin(questions, eq(questions.id, paperQuestions.questionId))
      .where(eq(paperQuestions.paperId, paperId))
      .orderBy(asc(paperQuestions.sort), asc(paperQuestions.questionId));
    const cases = picked.filter((p) => p.row.type === QUESTION_TYPE.case).map((p) => p.row.id);
    return { info, picked, kids: await childrenOf(tx, cases) };
  }

  /**
   * Draws the paper for one examinee: a fixed paper's questions (shuffled when the paper says
   * so), or each rule's count of live questions of its bank, type and difficulty, picked by a
   * hash of the seed so the same seed draws the same paper. Null when the paper is gone.
   */
  async function draw(
    tx: DbOrTx,
    companyId: number,
    paperId: number,
    seed: string,
  ): Promise<DrawnPaper | null> {
    const material = materials
      ? await materials.get(`${companyId}:${paperId}`, () => fixedMaterial(tx, companyId, paperId))
      : await fixedMaterial(tx, companyId, paperId);
    if (!material) return null;
    const { info } = material;
    const random = seededRandom(seed);
    let picked: { row: QuestionRow; score: number }[] = [];
    const kids = material.kids;
    if (info.mode === 'fixed') {
      picked = material.picked;
    } else {
      const rules = await tx
        .select()
        .from(paperRules)
        .where(eq(paperRules.paperId, paperId))
        .orderBy(asc(paperRules.sort), asc(paperRules.id));
      for (const rule of rules) {
        const rows = await tx
          .select()
          .from(questions)
          .where(
            and(
              eq(questions.bankId, rule.bankId),
              eq(questions.type, rule.type),
              isNull(questions.parentId),
              isNull(questions.deletedAt),
              rule.difficulty ? eq(questions.difficulty, rule.difficulty) : undefined,
            ),
          )
          .orderBy(sql`md5(${questions.id}::text || ${seed})`)
          .limit(rule.count);
        picked.push(...rows.map((row) => ({ row, score: rule.score })));
      }
    }
    if (info.shuffleQuestions) picked = shuffled(picked, random);
    const drawn = await drawRows(tx, picked, random, info.shuffleOptions, kids);
    const total = round1(drawn.reduce((s, q) => s + q.score, 0));
    return {
      questions: drawn,
      totalScore: total,
      passScore: round1(total * info.passRatio),
      multipleScoring: info.multipleScoring,
    };
  }

  /**
   * Draws `count` live questions from banks (practice, daily exams without a paper), each worth
   * `score`, optionally of some types; the seed decides which and in what order.
   */
  async function drawFromBanks(
    tx: DbOrTx,
    opts: {
      companyId: number;
      bankIds: readonly number[];
      count: number;
      seed: string;
      types?: readonly number[];
      score?: number;
      excludeIds?: readonly number[];
      shuffleOptions?: boolean;
      /** Only questions carrying at least one of these knowledge points. */
      knowledgePoints?: readonly string[];
    },
  ): Promise<DrawnQuestion[]> {
    if (!opts.bankIds.length || opts.count <= 0) return [];
    const rows = await tx
      .select()
      .from(questions)
      .where(
        and(
          eq(questions.companyId, opts.companyId),
          inArray(questions.bankId, [...opts.bankIds]),
          isNull(questions.parentId),
          isNull(questions.deletedAt),
          opts.types?.length ? inArray(questions.type, [...opts.types]) : undefined,
          opts.excludeIds?.length
            ? sql`${questions.id} not in (${sql.join(
                opts.excludeIds.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : undefined,
          opts.knowledgePoints?.length
            ? sql`${questions.knowledgePoints} ?| array[${sql.join(
                opts.knowledgePoints.map((p) => sql`${p}`),
                sql`, `,
              )}]::text[]`
            : undefined,
        ),
      )
      .orderBy(sql`md5(${questions.id}::text || ${opts.seed})`)
      .limit(opts.count);
    return drawRows(
      tx,
      rows.map((row) => ({ row, score: opts.score ?? 1 })),
      seededRandom(opts.seed),
      opts.shuffleOptions ?? false,
    );
  }

  /**
   * Draws the given top-level questions (practice's wrong-question book): the live ones of the
   * company, each worth `score`, in an order the seed decides.
   */
  async function drawIds(
    tx: DbOrTx,
    opts: {
      companyId: number;
      ids: readonly number[];
      seed: string;
      score?: number;
      shuffleOptions?: boolean;
    },
  ): Promise<DrawnQuestion[]> {
    if (!opts.ids.length) return [];
    const rows = await tx
      .select()
      .from(questions)
      .where(
        and(
          eq(questions.companyId, opts.companyId),
          inArray(questions.id, [...new Set(opts.ids)]),
          isNull(questions.parentId),
          isNull(questions.deletedAt),
        ),
      )
      .orderBy(sql`md5(${questions.id}::text || ${opts.seed})`);
    return drawRows(
      tx,
      rows.map((row) => ({ row, score: opts.score ?? 1 })),
      seededRandom(opts.seed),
      opts.shuffleOptions ?? false,
    );
  }

  /** Loads every row a drawn paper needs (questions and sub-questions). */
  async function rowsOf(tx: DbOrTx, drawn: readonly DrawnQuestion[]) {
    const ids = drawn.flatMap((q) => [q.id, ...q.children.map((c) => c.id)]);
    if (!cacheMs) return load(tx, ids);
    const now = Date.now();
    const map = new Map<number, QuestionRow>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = rowCache.get(id);
      if (hit && now - hit.at < cacheMs) map.set(id, hit.row);
      else missing.push(id);
    }
    if (missing.length) {
      if (rowCache.size > 20_000) rowCache.clear();
      for (const [id, row] of await load(tx, missing)) {
        rowCache.set(id, { row, at: now });
        map.set(id, row);
      }
    }
    return map;
  }

  function ordered(row: QuestionRow, order: string[] | null) {
    if (!order) return row.options;
    const byKey = new Map(row.options.map((o) => [o.key, o]));
    return order.flatMap((k) => {
      const o = byKey.get(k);
      return o ? [o] : [];
    });
  }

  /** Each drawn question with its row (one without a row is left out), parts first. */
  function walk<Q>(
    drawn: readonly DrawnQuestion[],
    rows: Map<number, QuestionRow>,
    make: (row: QuestionRow, q: DrawnQuestion, children: Q[]) => Q,
  ): Q[] {
    return drawn.flatMap((q) => {
      const row = rows.get(q.id);
      return row ? [make(row, q, walk(q.children, rows, make))] : [];
    });
  }

  /** What every view of a drawn question shows. */
  function shown(row: QuestionRow, q: DrawnQuestion) {
    return {
      id: row.id,
      type: row.type as QuestionType,
      stem: row.stem,
      options: ordered(row, q.options),
      blankCount: row.type === QUESTION_TYPE.fill ? (row.key.blanks?.length ?? 0) : 0,
      score: q.score,
    };
  }

  /** The paper as the examinee sees it while answering: no keys, no analysis. */
  function learnerView(
    drawn: readonly DrawnQuestion[],
    rows: Map<number, QuestionRow>,
  ): LearnerQuestion[] {
    return walk<LearnerQuestion>(drawn, rows, (row, q, children) => ({
      ...shown(row, q),
      children,
    }));
  }

  /** The paper with keys and analysis (results that show answers, reviewers). */
  function revealedView(
    drawn: readonly DrawnQuestion[],
    rows: Map<number, QuestionRow>,
  ): RevealedQuestion[] {
    return walk<RevealedQuestion>(drawn, rows, (row, q, children) => ({
      ...shown(row, q),
      key: row.key,
      analysis: row.analysis,
      children,
    }));
  }

  return {
    paperInfo,
    /** Names of the company's papers among `ids` (deleted ones too: an exam keeps its paper). */
    async paperNames(
      q: DbOrTx,
      companyId: number,
      ids: readonly number[],
    ): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await q
        .select({ id: papers.id, name: papers.name })
        .from(papers)
        .where(and(eq(papers.companyId, companyId), inArray(papers.id, [...new Set(ids)])));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
    draw,
    drawFromBanks,
    load,
    rowsOf,
    learnerView,
    revealedView,
    drawIds,
  };
}

export type QuestionReader = ReturnType<typeof createQuestionReader>;
/** The correct answer of a row, as the scoring rule takes it. */
export const keyOf = (row: QuestionRow): { type: number; key: QuestionKey } => ({
  type: row.type,
  key: row.key,
});
