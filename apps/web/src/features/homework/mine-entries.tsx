import { HOMEWORK_PATHS } from './lib/homework-paths.ts';
import { EditOutlined, FileDoneOutlined } from '@ant-design/icons';
import type { MineEntry } from '../../app/router/mine-entries.ts';

/** The personal centre's entries (/mine/layout). */
export const mineEntries: MineEntry[] = [
  {
    key: 'homework',
    labelKey: 'homework.mineTitle',
    path: HOMEWORK_PATHS.mine,
    icon: <EditOutlined />,
    order: 60,
  },
  {
    key: 'homework-review',
    labelKey: 'homework.reviewsTitle',
    path: HOMEWORK_PATHS.review,
    icon: <FileDoneOutlined />,
    order: 61,
  },
];
