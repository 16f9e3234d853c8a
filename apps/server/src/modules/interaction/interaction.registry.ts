import type { ItemKind } from '@ascent/shared/task';

/** What an item is, for the learner's lists. */
export interface InteractionItemInfo {
  title: string;
  cover: string;
  /** The learner-site path that opens it. */
  path: string;
}

/**
 * How a module's items take part in interactions: their learning item kind (which of them a
 * learner may see is the access module's answer for that kind: only those can be favourited,
 * liked or commented on) and what they are. Courses register item type 2; knowledge its own.
 */
export interface InteractionResolver {
  itemType: number;
  kind: ItemKind;
  describe(companyId: number, ids: number[]): Promise<Map<number, InteractionItemInfo>>;
}

export function createInteractionRegistry() {
  const resolvers = new Map<number, InteractionResolver>();
  return {
    register(resolver: InteractionResolver) {
      if (resolvers.has(resolver.itemType))
        throw new Error(`interaction item type ${resolver.itemType} twice`);
      resolvers.set(resolver.itemType, resolver);
    },
    get: (itemType: number) => resolvers.get(itemType),
  };
}
export type InteractionRegistry = ReturnType<typeof createInteractionRegistry>;
