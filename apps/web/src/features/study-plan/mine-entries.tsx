import { STUDY_PLAN_PATHS } from './lib/study-plan-paths.ts';
import { ScheduleOutlined } from '@ant-design/icons';
import type { MineEntry } from '../../app/router/mine-entries.ts';

export const mineEntries: MineEntry[] = [
  {
    key: 'study-plan',
    labelKey: 'studyPlan.title',
    path: STUDY_PLAN_PATHS.mine,
    icon: <ScheduleOutlined />,
    order: 71,
  },
];
