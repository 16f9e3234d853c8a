import { TRAIN_REPORT_PATH } from './lib/task-labels.ts';
import { BarChartOutlined } from '@ant-design/icons';
import type { MineEntry } from '../../app/router/mine-entries.ts';

/** The personal centre's entry (/mine/layout). */
export const mineEntries: MineEntry[] = [
  {
    key: 'train-report',
    labelKey: 'task.report.title',
    path: TRAIN_REPORT_PATH,
    icon: <BarChartOutlined />,
    order: 15,
  },
];
