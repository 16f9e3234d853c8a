import {
  DEFAULT_SCORE_NAMES,
  SCORE_NAME_KEYS,
  type ScoreNameKey,
  type TAdminScoreName,
} from '@ascent/shared/config';
import type { ScoreNameRow } from './score-name.repository.ts';

/** Every config key in the spec's order: the company's names where set, else the defaults. */
export function toScoreNames(rows: ScoreNameRow[]): TAdminScoreName[] {
  const byKey = new Map(rows.map((r) => [r.configKey, r]));
  return SCORE_NAME_KEYS.map((configKey: ScoreNameKey) => {
    const row = byKey.get(configKey);
    return {
      configKey,
      configValue: row
        ? { ...DEFAULT_SCORE_NAMES[configKey], ...row.configValue }
        : DEFAULT_SCORE_NAMES[configKey],
      custom: Boolean(row),
    };
  });
}
