import type { FileDownload } from '@ascent/client/api';
import type { TTreeCreate, TTreeMove, TTreeRename } from '@ascent/shared/org';
import type {
  TPaperList,
  TPaperSave,
  TQuestionBankList,
  TQuestionBankSave,
  TQuestionExport,
  TQuestionList,
  TQuestionSave,
} from '@ascent/shared/question-admin';
import { api } from '../../../app/services.ts';

/** The admin's question bank calls (/api/manage/question/*, /api/manage/paper/*). */
const silent = { silent: true } as const;

// ---- categories
export const fetchCategories = () => api.call('GET /api/manage/question/category/tree');
export const createCategory = (body: TTreeCreate) =>
  api.call('POST /api/manage/question/category/create', body, silent);
export const renameCategory = (body: TTreeRename) =>
  api.call('POST /api/manage/question/category/rename', body, silent);
export const moveCategory = (body: TTreeMove) =>
  api.call('POST /api/manage/question/category/move', body, silent);
export const deleteCategory = (id: number) =>
  api.call('POST /api/manage/question/category/delete', { id });

// ---- banks
export const fetchBanks = (query: Partial<TQuestionBankList>) =>
  api.call('POST /api/manage/question/bank/list', query);
export const fetchBank = (id: number) => api.call('POST /api/manage/question/bank/detail', { id });
export const saveBank = (body: TQuestionBankSave) =>
  api.call('POST /api/manage/question/bank/save', body, silent);
export const deleteBanks = (ids: number[]) =>
  api.call('POST /api/manage/question/bank/delete', { ids });
export const fetchBankStats = (bankIds: number[]) =>
  api.call('POST /api/manage/question/bank/stats', { bankIds });

// ---- questions
export const fetchQuestions = (query: Partial<TQuestionList>) =>
  api.call('POST /api/manage/question/list', query);
export const fetchQuestion = (id: number) => api.call('POST /api/manage/question/detail', { id });
export const saveQuestion = (body: TQuestionSave) =>
  api.call('POST /api/manage/question/save', body, silent);
export const deleteQuestions = (ids: number[]) =>
  api.call('POST /api/manage/question/delete', { ids });

export const downloadTemplate = (): Promise<FileDownload> =>
  api.download('GET /api/manage/question/import-template');
export const exportQuestions = (query: TQuestionExport): Promise<FileDownload> =>
  api.download('POST /api/manage/question/export', query);
export const importQuestions = (bankId: number, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.call('POST /api/manage/question/import', { form, bankId }, silent);
};

// ---- papers
export const fetchPapers = (query: Partial<TPaperList>) =>
  api.call('POST /api/manage/paper/list', query);
export const fetchPaper = (id: number) => api.call('POST /api/manage/paper/detail', { id });
export const savePaper = (body: TPaperSave) =>
  api.call('POST /api/manage/paper/save', body, silent);
export const deletePapers = (ids: number[]) => api.call('POST /api/manage/paper/delete', { ids });
export const previewPaper = (id: number, seed?: string) =>
  api.call('POST /api/manage/paper/preview', { id, seed });
