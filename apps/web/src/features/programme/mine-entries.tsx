import { PROGRAMME_PATHS as P } from './lib/programme-paths.ts';
import { ApartmentOutlined } from '@ant-design/icons';
import type { MineEntry } from '../../app/router/mine-entries.ts';

/** The personal centre's entry: programmes I supervise (empty for those who supervise none). */
export const mineEntries: MineEntry[] = [
  {
    key: 'supervise',
    labelKey: 'programme.supervise.title',
    path: P.supervise,
    icon: <ApartmentOutlined />,
    order: 75,
  },
];
