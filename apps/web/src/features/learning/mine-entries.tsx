import type { MineEntry } from '../../app/router/mine-entries.ts';

/** The personal centre's entries for learning. */
export const mineEntries: MineEntry[] = [
  { key: 'course', labelKey: 'learning.mine.courseTitle', path: '/mine/course', order: 10 },
  { key: 'study', labelKey: 'learning.study.title', path: '/mine/study', order: 20 },
  { key: 'history', labelKey: 'learning.mine.historyTitle', path: '/mine/history', order: 30 },
  {
    key: 'archive',
    labelKey: 'learning.mine.archiveTitle',
    path: '/mine/learningArchive',
    order: 40,
  },
];
