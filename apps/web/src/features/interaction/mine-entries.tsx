import type { MineEntry } from '../../app/router/mine-entries.ts';

/** The personal centre's entries for favourites, likes, comments and replies. */
export const mineEntries: MineEntry[] = [
  { key: 'collect', labelKey: 'interaction.collectTitle', path: '/mine/collect', order: 200 },
  { key: 'like', labelKey: 'interaction.likeTitle', path: '/mine/like', order: 210 },
  { key: 'comments', labelKey: 'interaction.commentsTitle', path: '/mine/comments', order: 220 },
  { key: 'replies', labelKey: 'interaction.repliesTitle', path: '/mine/replies', order: 225 },
];
