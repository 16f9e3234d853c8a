/**
 * What an item's interaction parts ask for, in one place: the buttons and the comment list ask
 * with these (interaction-api.ts), and the course's landing page starts the same requests before
 * the site's code has arrived (apps/web/landing-pages.ts, first-call.ts), so both must name
 * them alike. An item's id is a number, or the landing page's `{id}` (the address's id).
 */

/** Comments a page of an item's comments shows. */
export const COMMENTS_SHOWN = 10;

/** interaction/state (and the favourite and like calls): the item. */
export const itemBody = <Id extends number | string>(itemType: number, itemId: Id) => ({
  itemType,
  itemId,
});

/** comment/list: a page of the item's comments. */
export const commentsBody = <Id extends number | string>(
  item: { itemType: number; itemId: Id },
  page: number,
  pageSize: number,
) => ({ ...item, page, pageSize });
