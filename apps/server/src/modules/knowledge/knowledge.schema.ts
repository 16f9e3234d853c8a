import { companyTreeTable } from '../../core/tree/tree-table.ts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { audienceTable } from '../../core/audience.ts';
import { companies } from '../company/company.schema.ts';
import { storedFiles } from '../files/files.schema.ts';

/** A company's knowledge category tree; `path` is the materialized id path (core/tree). */
export const knowledgeCategories = companyTreeTable('knowledge_categories', companies);

/** A knowledge item (spec s.2 /knowledge, /doc/detail): rich text and an optional document. */
export const knowledgeItems = pgTable(
  'knowledge_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: integer('category_id').references(() => knowledgeCategories.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML (core/rich-text.ts). */
    content: text('content').notNull().default(''),
    fileId: integer('file_id').references(() => storedFiles.id),
    cover: text('cover').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    secrecyLevel: integer('secrecy_level').notNull().default(50),
    /** 'all' (everyone in the company) or 'limited' (knowledge_audience rows). */
    visibility: text('visibility').notNull().default('all'),
    allowDownload: boolean('allow_download').notNull().default(false),
    /** KnowledgeStatus of @ascent/shared/knowledge */
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The learner's list and the home: published items, newest or most viewed first.
    index('knowledge_items_company_status_published_idx').on(
      t.companyId,
      t.status,
      t.publishedAt,
      t.id,
    ),
    index('knowledge_items_company_status_views_idx').on(t.companyId, t.status, t.viewCount, t.id),
    index('knowledge_items_company_category_idx').on(t.companyId, t.categoryId),
    // The admin list: last changed first.
    index('knowledge_items_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    index('knowledge_items_file_idx').on(t.fileId),
  ],
);

/** Who may see an item whose visibility is 'limited': departments (and below), positions, people. */
export const knowledgeAudience = audienceTable(
  'knowledge_audience',
  'item_id',
  () => knowledgeItems.id,
);
