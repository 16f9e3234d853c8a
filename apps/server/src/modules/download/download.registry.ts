import type { LearnerScope } from '../user/learner-scope.ts';

/** What a download source says about one of its items the learner may see. */
export interface DownloadableItem {
  title: string;
  /** The stored document (null: nothing to download). */
  fileId: number | null;
  allowDownload: boolean;
}

/**
 * A kind of item whose document can be downloaded (knowledge items; course documents can
 * register too): `find` answers only for items the learner may see, null otherwise.
 */
export interface DownloadSource {
  itemType: number;
  find(scope: LearnerScope, itemId: number): Promise<DownloadableItem | null>;
  /** Counts a download of the item. */
  counted?(itemId: number): Promise<void>;
}

export function createDownloadRegistry() {
  const sources = new Map<number, DownloadSource>();
  return {
    register(source: DownloadSource) {
      if (sources.has(source.itemType)) throw new Error(`download type ${source.itemType} twice`);
      sources.set(source.itemType, source);
    },
    get: (itemType: number) => sources.get(itemType),
  };
}
export type DownloadRegistry = ReturnType<typeof createDownloadRegistry>;
