import { PRACTICE_PATHS } from './lib/practice-paths.ts';
import { FormOutlined } from '@ant-design/icons';
import type { MineEntry } from '../../app/router/mine-entries.ts';

/** The personal centre's entry (/mine/layout lists it). */
export const mineEntries: MineEntry[] = [
  {
    key: 'practice',
    labelKey: 'practice.mine.entry',
    path: PRACTICE_PATHS.home,
    icon: <FormOutlined />,
    order: 40,
  },
];
