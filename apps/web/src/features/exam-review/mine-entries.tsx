import { REVIEW_PATHS } from './lib/review-paths.ts';
import type { MineEntry } from '../../app/router/mine-entries.ts';

/** The personal centre's entry for exam reviewers (and administrators, who may be named). */
export const mineEntries: MineEntry[] = [
  {
    key: 'exam-review',
    labelKey: 'examReview.title.index',
    path: REVIEW_PATHS.index,
    order: 40,
    roles: ['exam_reviewer', 'admin'],
  },
];
