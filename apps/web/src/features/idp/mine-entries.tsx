import { IDP_PATHS } from './lib/idp-paths.ts';
import { AimOutlined } from '@ant-design/icons';
import type { MineEntry } from '../../app/router/mine-entries.ts';

export const mineEntries: MineEntry[] = [
  { key: 'idp', labelKey: 'idp.title', path: IDP_PATHS.mine, icon: <AimOutlined />, order: 70 },
];
