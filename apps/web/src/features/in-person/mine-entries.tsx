import { IN_PERSON_PATHS } from './lib/in-person-paths.ts';
import { TeamOutlined } from '@ant-design/icons';
import type { MineEntry } from '../../app/router/mine-entries.ts';

/** The personal centre's entry (/mine/layout). */
export const mineEntries: MineEntry[] = [
  {
    key: 'face',
    labelKey: 'inPerson.mineTitle',
    path: IN_PERSON_PATHS.mine,
    icon: <TeamOutlined />,
    order: 62,
  },
];
