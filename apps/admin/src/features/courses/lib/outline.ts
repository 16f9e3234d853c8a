import {
  FILE_RESOURCE_KINDS,
  type ResourceType,
  type TCourseAdminChapter,
  type TCourseStructureSave,
} from '@ascent/shared/course';
import type { TStoredFile } from '@ascent/shared/files';

/** The outline as the editor holds it (a local key per row, minutes instead of seconds). */
export interface DraftResource {
  key: string;
  resourceId?: number;
  title: string;
  type: ResourceType;
  compulsory: boolean;
  minMinutes: number;
  file: TStoredFile | null;
  content: string;
  url: string;
}
export interface DraftChapter {
  key: string;
  chapterId?: number;
  title: string;
  resources: DraftResource[];
}

let seq = 0;
export const newKey = () => `k${++seq}`;

export function toDraft(chapters: TCourseAdminChapter[]): DraftChapter[] {
  return chapters.map((c) => ({
    key: newKey(),
    chapterId: c.chapterId,
    title: c.title,
    resources: c.resources.map((r) => ({
      key: newKey(),
      resourceId: r.resourceId,
      title: r.title,
      type: r.type,
      compulsory: r.compulsory,
      minMinutes: Math.round((r.minSeconds / 60) * 100) / 100,
      file: r.file,
      content: r.content ?? '',
      url: r.url ?? '',
    })),
  }));
}

export function fromDraft(courseId: number, chapters: DraftChapter[]): TCourseStructureSave {
  return {
    courseId,
    chapters: chapters.map((c) => ({
      chapterId: c.chapterId,
      title: c.title,
      resources: c.resources.map((r) => ({
        resourceId: r.resourceId,
        title: r.title,
        type: r.type,
        compulsory: r.compulsory,
        minSeconds: Math.round(r.minMinutes * 60),
        fileId: FILE_RESOURCE_KINDS[r.type] ? (r.file?.fileId ?? null) : null,
        content: r.type === 5 ? r.content : null,
        url: r.type === 8 ? r.url : null,
      })),
    })),
  };
}

/** Moves an item one place up (-1) or down (+1); the same array when it cannot move. */
export function moveItem<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
