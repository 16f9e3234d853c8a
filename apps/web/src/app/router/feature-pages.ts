import { featurePages as pagesWithTexts } from '@ascent/client/app';
import { appI18n } from '../services.ts';

/**
 * A feature's lazily loaded pages, each with the texts it shows (i18n/catalogues.ts):
 * `const page = featurePages('exam')` in features/exam/routes.tsx, then
 * `page(() => import('./pages/exam-paper-page.tsx'), 'ExamPaperPage')`.
 */
export const featurePages = (feature: string) => pagesWithTexts(appI18n, feature);
