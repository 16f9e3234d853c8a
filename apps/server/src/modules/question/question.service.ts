import type { TPage } from '@ascent/shared/admin';
import { QUESTION_TYPE } from '@ascent/shared/question';
import type {
  TQuestionDetail,
  TQuestionList,
  TQuestionRow,
  TQuestionSaveParsed,
} from '@ascent/shared/question-admin';
import type { Actor } from '../../core/context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { requireAll } from '../../core/batch.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createQuestionBankRepository } from './question-bank.repository.ts';
import { createQuestionRepository, type NewQuestion } from './question.repository.ts';
import {
  contentValues,
  questionLogEntry,
  toQuestionDetail,
  toQuestionRow,
} from './question.mapper.ts';

type ChildInput = TQuestionSaveParsed['children'][number];

/** The stored values of a question or sub-question (content by type). */
export function questionValues(
  q: Omit<ChildInput, 'id' | 'type'> & { type: number },
): Omit<NewQuestion, 'companyId' | 'bankId'> {
  return {
    type: q.type,
    stem: q.stem,
    ...contentValues(q),
    analysis: q.analysis,
    difficulty: q.difficulty,
    knowledgePoints: [...new Set(q.knowledgePoints)],
  };
}

/** Questions of the company's banks: list, detail, save (with a case's parts), delete. */
export function createQuestionService(deps: { db: Db; record: ChangeRecorder }) {
  const questions = createQuestionRepository(deps.db);

  async function detail(actor: Actor, id: number): Promise<TQuestionDetail> {
    const row = await questions.find(actor.companyId, id);
    if (!row) throw fail('question.notFound');
    const children =
      row.type === QUESTION_TYPE.case ? await questions.childrenOf([row.id]) : new Map();
    return toQuestionDetail(row, children.get(row.id) ?? []);
  }

  /** Writes a case's sub-questions: given ids are kept and updated, the rest deleted, new added. */
  async function writeChildren(
    tx: DbOrTx,
    parent: { id: number; companyId: number; bankId: number; createdBy: number },
    children: ChildInput[],
    existing: number[],
  ) {
    const repo = createQuestionRepository(tx);
    const keep = children.flatMap((c) => (c.id ? [c.id] : []));
    if (keep.some((id) => !existing.includes(id)) || new Set(keep).size !== keep.length)
      throw fail('question.childNotFound');
    await repo.softDeleteChildren(parent.id, keep);
    const added: NewQuestion[] = [];
    for (const [sort, child] of children.entries()) {
      const values = { ...questionValues(child), sort, bankId: parent.bankId };
      if (child.id) await repo.update(child.id, values);
      else
        added.push({
          ...values,
          companyId: parent.companyId,
          parentId: parent.id,
          createdBy: parent.createdBy,
        });
    }
    if (added.length) await repo.insertMany(added);
  }

  return {
    async list(actor: Actor, q: TQuestionList): Promise<TPage<TQuestionRow>> {
      const { rows, total } = await questions.list(
        {
          companyId: actor.companyId,
          bankId: q.bankId,
          type: q.type,
          difficulty: q.difficulty,
          keyword: q.keyword || undefined,
        },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      const counts = await questions.childCounts(
        rows.filter((r) => r.type === QUESTION_TYPE.case).map((r) => r.id),
      );
      return {
        list: rows.map((r) => toQuestionRow(r, counts.get(r.id) ?? 0)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    detail,

    async save(actor: Actor, ip: string, input: TQuestionSaveParsed): Promise<TQuestionDetail> {
      const id = await deps.db.transaction(async (tx) => {
        const repo = createQuestionRepository(tx);
        const banks = createQuestionBankRepository(tx);
        const bank = await banks.find(actor.companyId, input.bankId);
        if (!bank) throw fail('question.bankNotFound');
        const values = { ...questionValues(input), bankId: bank.id };
        const isCase = input.type === QUESTION_TYPE.case;

        if (input.id) {
          const before = await repo.find(actor.companyId, input.id);
          if (!before) throw fail('question.notFound');
          const existing = (await repo.childrenOf([before.id])).get(before.id) ?? [];
          await repo.update(before.id, values);
          if (before.bankId !== bank.id) await repo.setChildrenBank(before.id, bank.id);
          const parent = { ...before, bankId: bank.id, createdBy: actor.userId };
          if (isCase)
            await writeChildren(
              tx,
              parent,
              input.children,
              existing.map((c) => c.id),
            );
          else await repo.softDeleteChildren(before.id, []);
          await banks.touch([before.bankId, bank.id]);
          await deps.record(tx, actor, ip, {
            action: 'update',
            entity: 'question',
            entityId: before.id,
            summary: bank.name,
            before: questionLogEntry(before),
            after: {
              ...questionLogEntry({ ...input, bankId: bank.id, key: values.key ?? {} }),
              children: isCase ? input.children.length : 0,
            },
          });
          return before.id;
        }

        const row = await repo.insert({
          ...values,
          companyId: actor.companyId,
          createdBy: actor.userId,
        });
        if (isCase)
          await writeChildren(
            tx,
            { ...row, createdBy: actor.userId },
            input.children.map((c) => ({ ...c, id: undefined })),
            [],
          );
        await banks.touch([bank.id]);
        await deps.record(tx, actor, ip, {
          action: 'create',
          entity: 'question',
          entityId: row.id,
          summary: bank.name,
          after: { ...questionLogEntry(row), children: isCase ? input.children.length : 0 },
        });
        return row.id;
      });
      return detail(actor, id);
    },

    /**
     * Deletes questions (and so their parts). Refused while a paper holds one; one refused or
     * unknown question refuses the whole request. Attempts that used them keep reading them.
     */
    async remove(actor: Actor, ip: string, ids: number[]): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repo = createQuestionRepository(tx);
        const { unique, rows } = await requireAll(
          ids,
          (u) => repo.findMany(actor.companyId, u),
          'question.notFound',
        );
        const [held] = await repo.papersHolding(unique);
        if (held) throw fail('question.usedByPaper', { paper: held.paperName });
        await repo.softDelete(unique);
        await createQuestionBankRepository(tx).touch(rows.map((r) => r.bankId));
        for (const r of rows)
          await deps.record(tx, actor, ip, {
            action: 'delete',
            entity: 'question',
            entityId: r.id,
            summary: r.bankName,
            before: questionLogEntry(r),
          });
      });
    },
  };
}
export type QuestionService = ReturnType<typeof createQuestionService>;
