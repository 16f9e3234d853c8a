import { translateRef, type MessageKey } from '@ascent/shared/errors';
import type { Locale } from '@ascent/shared/i18n';
import { QUESTION_TYPE } from '@ascent/shared/question';
import {
  QUESTION_ADMIN_LIMITS,
  QUESTION_SHEET_REQUIRED,
  type TQuestionExport,
  type TQuestionImportResult,
} from '@ascent/shared/question-admin';
import type { Actor } from '../../core/context.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { ImportInput, ImportPlan } from '../import/import.service.ts';
import { fail } from '../../core/errors.ts';
import { readSheet } from '../../core/xlsx.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createQuestionBankRepository } from './question-bank.repository.ts';
import { createQuestionRepository, type NewQuestion } from './question.repository.ts';
import { questionValues } from './question.service.ts';
import {
  columnHeader,
  mapHeader,
  readQuestionRows,
  type FailedSheetRow,
} from './question-sheet.ts';
import { buildQuestionExport, buildQuestionTemplate } from './question-xlsx.ts';

/** A failed row's problems in the caller's language: "Answer: A single choice ...". */
function describe(failed: FailedSheetRow, locale: Locale) {
  return {
    row: failed.row,
    errors: failed.problems.map((p) =>
      p.column
        ? `${columnHeader(p.column, locale)}: ${translateRef(p.ref, locale)}`
        : translateRef(p.ref, locale),
    ),
  };
}

/**
 * Questions in and out of xlsx. An import (a job) checks every row first; only a sheet without a single
 * problem is imported, in one transaction (batched statements): all of it or none of it.
 */
export function createQuestionImportService(deps: { db: Db; record: ChangeRecorder }) {
  const { db } = deps;

  /** The bank an import goes into, or the refusal of its upload (and of its job). */
  async function requireBank(actor: Actor, bankId: number) {
    const bank = await createQuestionBankRepository(db).find(actor.companyId, bankId);
    if (!bank) throw fail('question.bankNotFound');
    return bank;
  }

  return {
    template: (locale: Locale): Buffer => buildQuestionTemplate(locale),

    requireBank,

    /** Reads and checks the sheet of an import (import.service.ts runs it as a job). */
    async importQuestions({
      actor,
      ip,
      target,
      data,
      locale,
    }: ImportInput<{ bankId: number }>): Promise<ImportPlan<TQuestionImportResult>> {
      const bank = await requireBank(actor, target.bankId);
      const sheet = await readSheet(data, QUESTION_ADMIN_LIMITS.importRows, mapHeader);
      if (!sheet.ok) {
        if (sheet.reason === 'tooMany')
          throw fail('question.importTooMany', { max: QUESTION_ADMIN_LIMITS.importRows });
        throw fail(sheet.reason === 'empty' ? 'question.importEmpty' : 'question.importUnreadable');
      }
      const missing = QUESTION_SHEET_REQUIRED.find((c) => !sheet.columns.has(c));
      if (missing)
        throw fail('question.importColumnMissing', { name: columnHeader(missing, locale) });

      const { questions, failed } = readQuestionRows(sheet.rows, bank.id);
      if (failed.length) {
        const result = { imported: 0, failed: failed.map((f) => describe(f, locale)) };
        return { result, message: importMessage(result) };
      }

      const write = async (tx: Tx) => {
        const repo = createQuestionRepository(tx);
        const own = { companyId: actor.companyId, bankId: bank.id, createdBy: actor.userId };
        const ids = await repo.insertMany(
          questions.map((q) => ({ ...questionValues(q.input), ...own })),
        );
        const parts: NewQuestion[] = questions.flatMap((q, i) =>
          q.input.type === QUESTION_TYPE.case
            ? q.input.children.map((c, sort) => ({
                ...questionValues(c),
                ...own,
                parentId: ids[i]!,
                sort,
              }))
            : [],
        );
        if (parts.length) await repo.insertMany(parts);
        await createQuestionBankRepository(tx).touch([bank.id]);
        await deps.record(tx, actor, ip, {
          action: 'import',
          entity: 'question',
          entityId: bank.id,
          summary: `${bank.name}: ${ids.length}`,
          after: { bankId: bank.id, imported: ids.length, parts: parts.length },
        });
      };
      const result = { imported: questions.length, failed: [] };
      return { result, message: importMessage(result), write };
    },

    /** The questions matching the list's filters with their parts, as an xlsx. */
    async exportQuestions(actor: Actor, q: TQuestionExport, locale: Locale): Promise<Buffer> {
      const repo = createQuestionRepository(db);
      if (q.bankId && !(await createQuestionBankRepository(db).find(actor.companyId, q.bankId)))
        throw fail('question.bankNotFound');
      const filter = {
        companyId: actor.companyId,
        bankId: q.bankId,
        type: q.type,
        difficulty: q.difficulty,
        keyword: q.keyword || undefined,
      };
      const total = await repo.count(filter);
      if (total > QUESTION_ADMIN_LIMITS.exportRows)
        throw fail('question.exportTooMany', { max: QUESTION_ADMIN_LIMITS.exportRows });
      const rows = await repo.all(filter);
      const children = await repo.childrenOf(
        rows.filter((r) => r.type === QUESTION_TYPE.case).map((r) => r.id),
      );
      const out = (
        r: (typeof rows)[number] | NonNullable<ReturnType<typeof children.get>>[number],
      ) => ({
        type: r.type,
        stem: r.stem,
        options: r.options.map((o) => o.text),
        key: r.key,
        analysis: r.analysis,
        difficulty: r.difficulty,
        knowledgePoints: r.knowledgePoints,
      });
      return buildQuestionExport(
        rows.map((r) => ({ ...out(r), children: (children.get(r.id) ?? []).map(out) })),
        locale,
      );
    },
  };
}
export type QuestionImportService = ReturnType<typeof createQuestionImportService>;

/** The import's message (a catalogue key and its parameters): how many came in, or why none did. */
export function importMessage(result: TQuestionImportResult): {
  key: MessageKey;
  params: Record<string, number>;
} {
  return result.failed.length
    ? { key: 'question.importRefused', params: { failed: result.failed.length } }
    : { key: 'question.importDone', params: { imported: result.imported } };
}
