import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TScoreNameValue } from '@ascent/shared/config';
import { companies } from '../company/company.schema.ts';

/** Custom score-name configs of spec s.3: a name per language for each config key. */
export const scoreNameConfigs = pgTable(
  'score_name_configs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** secSocreName | selSocreName | leaderSocreName | lesSocreName */
    configKey: text('config_key').notNull(),
    configValue: jsonb('config_value').$type<TScoreNameValue>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('score_name_configs_company_key_uq').on(t.companyId, t.configKey)],
);
