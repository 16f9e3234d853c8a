import type { Db } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import { createQuestionBankService } from './question-bank.service.ts';
import { createQuestionService } from './question.service.ts';
import { createQuestionImportService } from './question-import.service.ts';
import { createPaperService, createPaperUsageRegistry } from './paper.service.ts';
import { createQuestionReader } from './question.reader.ts';
import { questionRoutes } from './question.routes.ts';
import type { ImportService } from '../import/import.service.ts';
import { paperRoutes } from './paper.routes.ts';

/**
 * Question banks and papers (admin site). `reader` is what exams, daily exams and practice read
 * questions through; `paperUsage` is where a module that points at papers registers the check
 * that keeps a used paper from being deleted.
 */
export function createQuestionModule(deps: {
  db: Db;
  record: ChangeRecorder;
  /** Sheet imports (the import module): questions' run as jobs. */
  imports: ImportService;
}) {
  const reader = createQuestionReader();
  const paperUsage = createPaperUsageRegistry();
  const banks = createQuestionBankService(deps);
  const questions = createQuestionService(deps);
  const imports = createQuestionImportService(deps);
  deps.imports.register('question', imports.importQuestions);
  const papers = createPaperService({ ...deps, reader, usage: paperUsage });
  const routes = [
    ...questionRoutes(banks, questions, imports, deps.imports),
    ...paperRoutes(papers),
  ];
  return { reader, paperUsage, routes };
}
