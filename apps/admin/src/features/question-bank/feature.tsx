import { featurePages } from '../../app/router/feature-pages.ts';
import type { ReactElement } from 'react';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { QB_PATHS } from './lib/paths.ts';
import './question-bank.css';

const page = featurePages('question-bank');

const BanksPage = page(() => import('./pages/banks-page.tsx'), 'BanksPage');
const CategoriesPage = page(() => import('./pages/categories-page.tsx'), 'CategoriesPage');
const QuestionsPage = page(() => import('./pages/questions-page.tsx'), 'QuestionsPage');
const QuestionEditPage = page(() => import('./pages/question-edit-page.tsx'), 'QuestionEditPage');
const PapersPage = page(() => import('./pages/papers-page.tsx'), 'PapersPage');
const PaperEditPage = page(() => import('./pages/paper-edit-page.tsx'), 'PaperEditPage');
const PaperPreviewPage = page(() => import('./pages/paper-preview-page.tsx'), 'PaperPreviewPage');

const route = (path: string, titleKey: string, element: ReactElement) => ({
  path,
  handle: { requireAuth: true, titleKey },
  element,
});

/** Exams area: question banks, their questions and categories, and papers. */
export const feature: AdminFeature = {
  key: 'question-bank',
  area: { key: 'exam', labelKey: 'questionBank.area', order: 45 },
  entries: [
    {
      key: 'question-banks',
      labelKey: 'questionBank.menu.banks',
      path: QB_PATHS.banks,
      icon: 'DatabaseOutlined',
      order: 0,
    },
    {
      key: 'questions',
      labelKey: 'questionBank.menu.questions',
      path: QB_PATHS.questions,
      icon: 'UnorderedListOutlined',
      order: 10,
    },
    {
      key: 'question-categories',
      labelKey: 'questionBank.menu.categories',
      path: QB_PATHS.categories,
      icon: 'PartitionOutlined',
      order: 20,
    },
    {
      key: 'papers',
      labelKey: 'questionBank.menu.papers',
      path: QB_PATHS.papers,
      icon: 'FileTextOutlined',
      order: 30,
    },
  ],
  routes: [
    route(QB_PATHS.banks, 'questionBank.title.banks', <BanksPage />),
    route(QB_PATHS.categories, 'questionBank.title.categories', <CategoriesPage />),
    route(QB_PATHS.questions, 'questionBank.title.questions', <QuestionsPage />),
    route(QB_PATHS.questionEdit, 'questionBank.title.editQuestion', <QuestionEditPage />),
    route(QB_PATHS.papers, 'questionBank.title.papers', <PapersPage />),
    route(QB_PATHS.paperEdit, 'questionBank.title.editPaper', <PaperEditPage />),
    route(QB_PATHS.paperPreview, 'questionBank.title.preview', <PaperPreviewPage />),
  ],
};
