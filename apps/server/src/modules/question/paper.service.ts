import crypto from 'node:crypto';
import type { TPage } from '@ascent/shared/admin';
import { QUESTION_TYPE } from '@ascent/shared/question';
import {
  paperTotal,
  type TPaperDetail,
  type TPaperList,
  type TPaperPreview,
  type TPaperRow,
  type TPaperSaveParsed,
} from '@ascent/shared/question-admin';
import type { Actor } from '../../core/context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { requireAll } from '../../core/batch.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createQuestionBankRepository } from './question-bank.repository.ts';
import { createQuestionRepository } from './question.repository.ts';
import { createPaperRepository } from './paper.repository.ts';
import type { QuestionReader } from './question.reader.ts';
import { paperLogEntry, poolSize, toPaperDetail, toPaperRow } from './question.mapper.ts';

/**
 * Who uses a paper, asked before it is deleted: each module that points at papers (exams,
 * practice's simulations) registers a check answering, for the papers given, a name of what
 * uses each one (an exam's name). Called inside the delete's transaction.
 */
export type PaperUsageCheck = (
  tx: DbOrTx,
  companyId: number,
  paperIds: number[],
) => Promise<{ paperId: number; usedBy: string }[]>;

export function createPaperUsageRegistry() {
  const checks: PaperUsageCheck[] = [];
  return {
    register(check: PaperUsageCheck) {
      checks.push(check);
    },
    async firstUse(tx: DbOrTx, companyId: number, paperIds: number[]) {
      for (const check of checks) {
        const [use] = await check(tx, companyId, paperIds);
        if (use) return use;
      }
      return null;
    },
  };
}
export type PaperUsageRegistry = ReturnType<typeof createPaperUsageRegistry>;

/** Papers: fixed or drawn by rules, total and pass line kept in step; preview of a draw. */
export function createPaperService(deps: {
  db: Db;
  record: ChangeRecorder;
  reader: QuestionReader;
  usage: PaperUsageRegistry;
}) {
  const papers = createPaperRepository(deps.db);

  async function detail(actor: Actor, id: number): Promise<TPaperDetail> {
    const paper = await papers.find(actor.companyId, id);
    if (!paper) throw fail('question.paperNotFound');
    const [items, rules] = await Promise.all([
      papers.questionsOf(paper.id),
      papers.rulesOf(paper.id),
    ]);
    const [childCounts, stats] = await Promise.all([
      createQuestionRepository(deps.db).childCounts(
        items.filter((q) => q.type === QUESTION_TYPE.case).map((q) => q.questionId),
      ),
      createQuestionBankRepository(deps.db).stats(
        actor.companyId,
        rules.map((r) => r.bankId),
      ),
    ]);
    return toPaperDetail(paper, items, childCounts, rules, (r) => poolSize(stats, r));
  }

  /** Checks what a save names: live questions, or live banks with enough questions per rule. */
  async function checkContent(tx: DbOrTx, actor: Actor, input: TPaperSaveParsed) {
    if (input.mode === 'fixed') {
      const ids = input.questions.map((q) => q.questionId);
      const found = new Set(
        (await createQuestionRepository(tx).findMany(actor.companyId, ids)).map((q) => q.id),
      );
      const missing = ids.find((id) => !found.has(id));
      if (missing !== undefined) throw fail('question.paperQuestionUnavailable', { id: missing });
      return;
    }
    const bankRepo = createQuestionBankRepository(tx);
    const bankIds = input.rules.map((r) => r.bankId);
    const banks = new Map(
      (await bankRepo.findMany(actor.companyId, bankIds)).map((b) => [b.id, b]),
    );
    if (bankIds.some((id) => !banks.has(id))) throw fail('question.bankNotFound');
    const stats = await bankRepo.stats(actor.companyId, bankIds);
    for (const [i, rule] of input.rules.entries()) {
      const available = poolSize(stats, rule);
      if (available < rule.count)
        throw fail('question.rulePoolShort', {
          index: i + 1,
          bank: banks.get(rule.bankId)!.name,
          available,
          count: rule.count,
        });
    }
  }

  return {
    async list(actor: Actor, q: TPaperList): Promise<TPage<TPaperRow>> {
      const { rows, total } = await papers.list(
        { companyId: actor.companyId, keyword: q.keyword || undefined, mode: q.mode },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const counts = await papers.questionCounts(rows);
      return {
        list: rows.map((p) => toPaperRow(p, counts.get(p.id) ?? 0)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    detail,

    async save(actor: Actor, ip: string, input: TPaperSaveParsed): Promise<TPaperDetail> {
      const id = await deps.db.transaction(async (tx) => {
        const repo = createPaperRepository(tx);
        const before = input.id ? await repo.find(actor.companyId, input.id) : undefined;
        if (input.id && !before) throw fail('question.paperNotFound');
        await checkContent(tx, actor, input);
        const items = input.mode === 'fixed' ? input.questions : [];
        const rules = input.mode === 'random' ? input.rules : [];
        const values = {
          name: input.name,
          mode: input.mode,
          totalScore: paperTotal({ mode: input.mode, questions: items, rules }),
          passRatio: input.passRatio,
          shuffleQuestions: input.shuffleQuestions,
          shuffleOptions: input.shuffleOptions,
          multipleScoring: input.multipleScoring,
        };
        const row = before
          ? await repo.update(before.id, values)
          : await repo.insert({ ...values, companyId: actor.companyId, createdBy: actor.userId });
        await repo.replaceContent(row.id, items, rules);
        await deps.record(tx, actor, ip, {
          action: before ? 'update' : 'create',
          entity: 'paper',
          entityId: row.id,
          summary: row.name,
          before: before ? paperLogEntry(before) : undefined,
          after: paperLogEntry(row, { questions: items, rules }),
        });
        return row.id;
      });
      return detail(actor, id);
    },

    /** Deletes papers nothing uses; one refused or unknown paper refuses the whole request. */
    async remove(actor: Actor, ip: string, ids: number[]): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repo = createPaperRepository(tx);
        const { unique, rows } = await requireAll(
          ids,
          (u) => repo.findMany(actor.companyId, u),
          'question.paperNotFound',
        );
        const use = await deps.usage.firstUse(tx, actor.companyId, unique);
        if (use)
          throw fail('question.paperInUse', {
            paper: rows.find((r) => r.id === use.paperId)?.name ?? '',
            user: use.usedBy,
          });
        await repo.softDelete(unique);
        for (const r of rows)
          await deps.record(tx, actor, ip, {
            action: 'delete',
            entity: 'paper',
            entityId: r.id,
            summary: r.name,
            before: paperLogEntry(r),
          });
      });
    },

    /** One examinee's paper as the exam would draw it, with keys and analysis. */
    async preview(actor: Actor, id: number, seed?: string): Promise<TPaperPreview> {
      const info = await deps.reader.paperInfo(deps.db, actor.companyId, id);
      if (!info) throw fail('question.paperNotFound');
      const used = seed ?? crypto.randomBytes(6).toString('hex');
      const drawn = await deps.reader.draw(deps.db, actor.companyId, id, used);
      if (!drawn) throw fail('question.paperNotFound');
      const rows = await deps.reader.rowsOf(deps.db, drawn.questions);
      return {
        paperId: info.id,
        name: info.name,
        seed: used,
        mode: info.mode,
        totalScore: drawn.totalScore,
        passScore: drawn.passScore,
        multipleScoring: drawn.multipleScoring,
        questions: deps.reader.revealedView(drawn.questions, rows),
      };
    },
  };
}
export type PaperService = ReturnType<typeof createPaperService>;
