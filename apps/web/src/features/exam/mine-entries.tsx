import { CalendarOutlined, FileDoneOutlined } from '@ant-design/icons';
import type { MineEntry } from '../../app/router/mine-entries.ts';

/** The personal centre's entries. */
export const mineEntries: MineEntry[] = [
  {
    key: 'exam',
    labelKey: 'exam.mine.title',
    path: '/mine/exam',
    icon: <FileDoneOutlined />,
    order: 30,
  },
  {
    key: 'cyclic',
    labelKey: 'exam.mine.cyclicTitle',
    path: '/mine/cyclic',
    icon: <CalendarOutlined />,
    order: 31,
  },
];
