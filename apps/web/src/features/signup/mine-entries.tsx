import { SIGNUP_PATHS } from './lib/signup-paths.ts';
import { FormOutlined } from '@ant-design/icons';
import type { MineEntry } from '../../app/router/mine-entries.ts';

/** The personal centre's entry: my sign-ups. */
export const mineEntries: MineEntry[] = [
  {
    key: 'signup',
    labelKey: 'signup.mineTitle',
    path: `${SIGNUP_PATHS.list}?tab=mine`,
    icon: <FormOutlined />,
    order: 62,
  },
];
