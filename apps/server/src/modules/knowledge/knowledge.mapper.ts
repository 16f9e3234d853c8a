import { coverFor, coverKey } from '@ascent/shared/home';
import type { TNamedTreeNode } from '@ascent/shared/org';
import type { TStoredFile } from '@ascent/shared/files';
import type {
  KnowledgeStatus,
  TKnowledgeAdminDetail,
  TKnowledgeAdminRow,
  TKnowledgeCard,
  TKnowledgeCategoryNode,
  TKnowledgeDetail,
} from '@ascent/shared/knowledge';
import type { TSearchHit } from '@ascent/shared/search';
import { ITEM_TYPE } from '@ascent/shared/course';
import { nestRows } from '../../core/tree/tree-path.ts';
import type { AudienceRow } from '../../core/audience.ts';
import type {
  KnowledgeCategoryRow,
  KnowledgeItemRow,
  KnowledgeListRow,
} from './knowledge.repository.ts';
import { audienceOfRows } from '../user/audience-rows.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const knowledgePath = (id: number) => `/doc/detail?id=${id}`;

export function toCategoryTree(rows: KnowledgeCategoryRow[]): TNamedTreeNode[] {
  return nestRows<KnowledgeCategoryRow, TNamedTreeNode>(rows, (r) => ({
    id: r.id,
    name: r.name,
    list: [],
  }));
}

export function toCategoryAdminTree(rows: KnowledgeCategoryRow[]): TKnowledgeCategoryNode[] {
  return nestRows<KnowledgeCategoryRow, TKnowledgeCategoryNode>(rows, (r) => ({
    id: r.id,
    name: r.name,
    parentId: r.parentId,
    sort: r.sort,
    list: [],
  }));
}

/** The cover a learner sees: the item's own, else the default of its category's theme. */
export function knowledgeCover(r: {
  id: number;
  cover: string;
  categoryId: number | null;
}): string {
  return coverFor('knowledge', r.cover, coverKey(r.categoryId, r.id));
}

export function toKnowledgeCard(r: KnowledgeListRow, file?: TStoredFile | null): TKnowledgeCard {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    cover: knowledgeCover(r),
    categoryId: r.categoryId,
    categoryName: r.categoryName ?? '',
    tags: r.tags,
    fileExt: file?.ext ?? '',
    viewCount: r.viewCount,
    downloadCount: r.downloadCount,
    publishedAt: iso(r.publishedAt),
  };
}

/**
 * The learner's view. Without downloads allowed the original's address is left out: only the
 * preview (the PDF shown in the viewer) is handed out.
 */
export function toKnowledgeDetail(r: KnowledgeListRow, file: TStoredFile | null): TKnowledgeDetail {
  const canDownload = r.allowDownload && !!file;
  return {
    ...toKnowledgeCard(r, file),
    content: r.content,
    file: file && !canDownload ? { ...file, url: '' } : file,
    canDownload,
    secrecyLevel: r.secrecyLevel,
  };
}

export function toKnowledgeAdminRow(r: KnowledgeListRow, file?: TStoredFile): TKnowledgeAdminRow {
  return {
    id: r.id,
    title: r.title,
    categoryId: r.categoryId,
    categoryName: r.categoryName ?? '',
    status: r.status as KnowledgeStatus,
    secrecyLevel: r.secrecyLevel,
    visibility: r.visibility === 'limited' ? 'limited' : 'all',
    allowDownload: r.allowDownload,
    fileName: file?.name ?? '',
    viewCount: r.viewCount,
    downloadCount: r.downloadCount,
    publishedAt: iso(r.publishedAt),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toKnowledgeAdminDetail(
  r: KnowledgeListRow,
  file: TStoredFile | null,
  audience: AudienceRow[],
  names: TKnowledgeAdminDetail['audienceNames'],
): TKnowledgeAdminDetail {
  return {
    ...toKnowledgeAdminRow(r, file ?? undefined),
    summary: r.summary,
    content: r.content,
    cover: r.cover,
    tags: r.tags,
    fileId: r.fileId,
    file,
    audience: audienceOfRows(audience),
    audienceNames: names,
  };
}

export function toSearchHit(r: KnowledgeListRow): TSearchHit {
  return {
    kind: 'knowledge',
    itemType: ITEM_TYPE.knowledge,
    id: r.id,
    title: r.title,
    cover: knowledgeCover(r),
    summary: r.summary,
    path: knowledgePath(r.id),
    publishedAt: iso(r.publishedAt),
  };
}

/** What the operation log keeps of an item (no rich text, which can be long). */
export function knowledgeLogEntry(r: KnowledgeItemRow, audience?: AudienceRow[]) {
  return {
    title: r.title,
    categoryId: r.categoryId,
    fileId: r.fileId,
    status: r.status,
    secrecyLevel: r.secrecyLevel,
    visibility: r.visibility,
    allowDownload: r.allowDownload,
    tags: r.tags,
    ...(audience ? { audience: audienceOfRows(audience) } : {}),
  };
}
