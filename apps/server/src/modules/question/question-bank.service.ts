import type { TPage } from '@ascent/shared/admin';
import type {
  TQuestionBankList,
  TQuestionBankRow,
  TQuestionBankStat,
  TQuestionCategoryNode,
} from '@ascent/shared/question-admin';
import type { Difficulty, QuestionType } from '@ascent/shared/question';
import type { z } from 'zod';
import type { ZQuestionBankSave } from '@ascent/shared/question-admin';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import { requireAll } from '../../core/batch.ts';
import { createTreeAdmin } from '../../core/tree/tree-admin.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createQuestionBankRepository, type QuestionBankRow } from './question-bank.repository.ts';
import { createQuestionRepository } from './question.repository.ts';
import { toBankRow, toCategoryAdminTree } from './question.mapper.ts';

const bankLog = (b: Pick<QuestionBankRow, 'name' | 'description' | 'categoryId'>) => ({
  name: b.name,
  description: b.description,
  categoryId: b.categoryId,
});

/** Question bank categories (core/tree) and banks. */
export function createQuestionBankService(deps: { db: Db; record: ChangeRecorder }) {
  const banks = createQuestionBankRepository(deps.db);

  const categories = createTreeAdmin({
    db: deps.db,
    store: (tx) => createQuestionBankRepository(tx).tree,
    entity: 'question-category',
    messages: {
      notFound: 'question.categoryNotFound',
      parentNotFound: 'question.parentCategoryNotFound',
      duplicateName: 'question.duplicateCategory',
      hasChildren: 'question.categoryHasChildren',
      moveIntoSelf: 'question.categoryMoveIntoSelf',
    },
    record: deps.record,
    // A category holding banks keeps them findable: they must be moved first.
    async beforeDelete(tx, row) {
      const n = await createQuestionBankRepository(tx).countBanksInCategory(row.id);
      if (n) throw fail('question.categoryInUse', { count: n });
    },
  });

  async function toRows(rows: Awaited<ReturnType<typeof banks.list>>['rows']) {
    const counts = await banks.questionCounts(rows.map((r) => r.id));
    return rows.map((r) => toBankRow(r, counts.get(r.id) ?? 0));
  }

  return {
    createCategory: categories.create,
    renameCategory: categories.rename,
    moveCategory: categories.move,
    removeCategory: categories.remove,
    async categoryTree(actor: Actor): Promise<TQuestionCategoryNode[]> {
      return toCategoryAdminTree(await banks.categories(actor.companyId));
    },

    async list(actor: Actor, q: TQuestionBankList): Promise<TPage<TQuestionBankRow>> {
      const { rows, total } = await banks.list(
        { companyId: actor.companyId, keyword: q.keyword || undefined, categoryId: q.categoryId },
        (q.page - 1) * q.pageSize,
        q.pageSize,
      );
      return { list: await toRows(rows), total, page: q.page, pageSize: q.pageSize };
    },

    async detail(actor: Actor, id: number): Promise<TQuestionBankRow> {
      const row = await banks.find(actor.companyId, id);
      if (!row) throw fail('question.bankNotFound');
      return (await toRows([row]))[0]!;
    },

    async save(
      actor: Actor,
      ip: string,
      input: z.output<typeof ZQuestionBankSave>,
    ): Promise<TQuestionBankRow> {
      const id = await deps.db.transaction(async (tx) => {
        const repo = createQuestionBankRepository(tx);
        if (input.categoryId && !(await repo.tree.findInCompany(actor.companyId, input.categoryId)))
          throw fail('question.categoryNotFound');
        const values = {
          name: input.name,
          description: input.description,
          categoryId: input.categoryId,
        };
        if (input.id) {
          const before = await repo.find(actor.companyId, input.id);
          if (!before) throw fail('question.bankNotFound');
          await repo.update(before.id, values);
          await deps.record(tx, actor, ip, {
            action: 'update',
            entity: 'question-bank',
            entityId: before.id,
            summary: input.name,
            before: bankLog(before),
            after: bankLog(values),
          });
          return before.id;
        }
        const row = await repo.insert({
          ...values,
          companyId: actor.companyId,
          createdBy: actor.userId,
        });
        await deps.record(tx, actor, ip, {
          action: 'create',
          entity: 'question-bank',
          entityId: row.id,
          summary: row.name,
          after: bankLog(row),
        });
        return row.id;
      });
      const row = await banks.find(actor.companyId, id);
      return (await toRows([row!]))[0]!;
    },

    /**
     * Deletes banks with their questions. Refused while a paper draws from a bank or holds one
     * of its questions; one refused or unknown bank refuses the whole request.
     */
    async remove(actor: Actor, ip: string, ids: number[]): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repo = createQuestionBankRepository(tx);
        const { unique, rows } = await requireAll(
          ids,
          (u) => repo.findMany(actor.companyId, u),
          'question.bankNotFound',
        );
        const [used] = await createQuestionRepository(tx).papersUsingBanks(unique);
        if (used)
          throw fail('question.bankUsedByPaper', {
            bank: rows.find((r) => r.id === used.bankId)?.name ?? '',
            paper: used.paperName,
          });
        const counts = await repo.questionCounts(unique);
        await repo.softDelete(unique);
        for (const r of rows)
          await deps.record(tx, actor, ip, {
            action: 'delete',
            entity: 'question-bank',
            entityId: r.id,
            summary: r.name,
            before: { ...bankLog(r), questionCount: counts.get(r.id) ?? 0 },
          });
      });
    },

    /** Live questions per bank, type and difficulty: what paper rules can draw. */
    async stats(actor: Actor, bankIds: number[]): Promise<TQuestionBankStat[]> {
      const rows = await banks.stats(actor.companyId, bankIds);
      return rows.map((r) => ({
        bankId: r.bankId,
        type: r.type as QuestionType,
        difficulty: r.difficulty as Difficulty,
        count: r.count,
      }));
    },
  };
}
export type QuestionBankService = ReturnType<typeof createQuestionBankService>;
