import type { FileDownload } from '@ascent/client/api';
import type { TPage } from '@ascent/shared/admin';
import type { TTreeCreate, TTreeMove, TTreeNodeSaved, TTreeRename } from '@ascent/shared/org';
import type {
  TPaperDetail,
  TPaperList,
  TPaperPreview,
  TPaperRow,
  TPaperSave,
  TQuestionBankList,
  TQuestionBankRow,
  TQuestionBankSave,
  TQuestionBankStat,
  TQuestionCategoryNode,
  TQuestionDetail,
  TQuestionExport,
  TQuestionImportResult,
  TQuestionList,
  TQuestionRow,
  TQuestionSave,
} from '@ascent/shared/question-admin';
import { api } from '../../../app/services.ts';

/** The admin's question bank calls (/api/manage/question/*, /api/manage/paper/*). */
const silent = { silent: true } as const;

// ---- categories
export const fetchCategories = () =>
  api.get<TQuestionCategoryNode[]>('manage/question/category/tree');
export const createCategory = (body: TTreeCreate) =>
  api.post<TTreeNodeSaved>('manage/question/category/create', body, silent);
export const renameCategory = (body: TTreeRename) =>
  api.post<TTreeNodeSaved>('manage/question/category/rename', body, silent);
export const moveCategory = (body: TTreeMove) =>
  api.post<TTreeNodeSaved>('manage/question/category/move', body, silent);
export const deleteCategory = (id: number) =>
  api.post<null>('manage/question/category/delete', { id });

// ---- banks
export const fetchBanks = (query: Partial<TQuestionBankList>) =>
  api.post<TPage<TQuestionBankRow>>('manage/question/bank/list', query);
export const fetchBank = (id: number) =>
  api.post<TQuestionBankRow>('manage/question/bank/detail', { id });
export const saveBank = (body: TQuestionBankSave) =>
  api.post<TQuestionBankRow>('manage/question/bank/save', body, silent);
export const deleteBanks = (ids: number[]) =>
  api.post<null>('manage/question/bank/delete', { ids });
export const fetchBankStats = (bankIds: number[]) =>
  api.post<TQuestionBankStat[]>('manage/question/bank/stats', { bankIds });

// ---- questions
export const fetchQuestions = (query: Partial<TQuestionList>) =>
  api.post<TPage<TQuestionRow>>('manage/question/list', query);
export const fetchQuestion = (id: number) =>
  api.post<TQuestionDetail>('manage/question/detail', { id });
export const saveQuestion = (body: TQuestionSave) =>
  api.post<TQuestionDetail>('manage/question/save', body, silent);
export const deleteQuestions = (ids: number[]) => api.post<null>('manage/question/delete', { ids });

export const downloadTemplate = (): Promise<FileDownload> =>
  api.download('manage/question/import-template');
export const exportQuestions = (query: TQuestionExport): Promise<FileDownload> =>
  api.download('manage/question/export', { method: 'POST', body: query });
export const importQuestions = (bankId: number, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<TQuestionImportResult>('manage/question/import', form, {
    ...silent,
    query: { bankId },
  });
};

// ---- papers
export const fetchPapers = (query: Partial<TPaperList>) =>
  api.post<TPage<TPaperRow>>('manage/paper/list', query);
export const fetchPaper = (id: number) => api.post<TPaperDetail>('manage/paper/detail', { id });
export const savePaper = (body: TPaperSave) =>
  api.post<TPaperDetail>('manage/paper/save', body, silent);
export const deletePapers = (ids: number[]) => api.post<null>('manage/paper/delete', { ids });
export const previewPaper = (id: number, seed?: string) =>
  api.post<TPaperPreview>('manage/paper/preview', { id, seed });
