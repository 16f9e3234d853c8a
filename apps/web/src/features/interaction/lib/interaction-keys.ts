export const interactionKeys = {
  state: (itemType: number, itemId: number) => ['interaction', 'state', itemType, itemId] as const,
  comments: (itemType: number, itemId: number, page: number) =>
    ['interaction', 'comments', itemType, itemId, page] as const,
  mine: ['interaction', 'mine'] as const,
  mineList: (kind: string, page: number) => ['interaction', 'mine', kind, page] as const,
};

/** The address of a detail page to share: the current page's, absolute. */
export function shareUrl(): string {
  return globalThis.location?.href ?? '';
}
