import {
  boolean,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/company.schema.ts';

/**
 * A company's earning rules (issue 17): one row per action and kind the company has changed;
 * the others are the defaults (DEFAULT_EARNING_RULES). Earnings themselves are rows of the
 * learning ledger (learning.schema.ts), written only by the earning service.
 */
export const earningRules = pgTable(
  'earning_rules',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** EarningAction, e.g. 'course.completed' */
    action: text('action').notNull(),
    /** LedgerKind: hours | credits | points */
    kind: text('kind').notNull(),
    /** Per earning; null: the item's own (a course's hours or credits). */
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }),
    /** EarningCycle: once | perItem | daily | weekly */
    cycle: text('cycle').notNull(),
    dailyLimit: numeric('daily_limit', { precision: 10, scale: 2, mode: 'number' }),
    bonus: numeric('bonus', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    remark: text('remark').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.action, t.kind] })],
);
