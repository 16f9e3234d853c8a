import { SURVEY_PATHS } from './lib/survey-paths.ts';
import { FormOutlined, TeamOutlined } from '@ant-design/icons';
import type { MineEntry } from '../../app/router/mine-entries.ts';

/** The personal centre's entries: the surveys and votes, the evaluations to fill in. */
export const mineEntries: MineEntry[] = [
  {
    key: 'surveys',
    labelKey: 'survey.list.title',
    path: SURVEY_PATHS.investigation,
    icon: <FormOutlined />,
    order: 60,
  },
  {
    key: 'evaluate',
    labelKey: 'survey.evaluate.title',
    path: SURVEY_PATHS.evaluate,
    icon: <TeamOutlined />,
    order: 61,
  },
];
