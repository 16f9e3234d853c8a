import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.schema.ts';

/** Every admin change: who, what, when, before and after (append-only). */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    actorId: integer('actor_id').notNull(),
    actorAccount: text('actor_account').notNull(),
    /** create | update | delete | import | disable | enable | reset-password | send | ... */
    action: text('action').notNull(),
    /** department | user | menu | company | website | ... */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    summary: text('summary').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operation_logs_company_created_idx').on(t.companyId, t.createdAt),
    index('operation_logs_company_entity_idx').on(t.companyId, t.entity, t.createdAt),
    index('operation_logs_company_actor_idx').on(t.companyId, t.actorId, t.createdAt),
  ],
);
