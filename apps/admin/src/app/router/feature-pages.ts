import { featurePages as pagesWithTexts } from '@ascent/client/app';
import { appI18n } from '../services.ts';

/**
 * A feature's lazily loaded pages, each with the texts it shows (i18n/catalogues.ts):
 * `const page = featurePages('exams')` in features/exams/feature.tsx, then
 * `page(() => import('./pages/exam-list-page.tsx'), 'ExamListPage')`.
 */
export const featurePages = (feature: string) => pagesWithTexts(appI18n, feature);
