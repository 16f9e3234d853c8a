import { isLinkOrPath } from '@ascent/shared/validators';

/**
 * A link the server's sanitiser keeps (apps/server/src/core/rich-text.ts): an http(s) address,
 * a path on this site or a mailto address. The editor refuses the rest (javascript:, data:,
 * //host) instead of letting the save drop it silently.
 */
export const isEditorLink = (url: string): boolean =>
  url !== '' && (isLinkOrPath(url) || /^mailto:[^\s<>"'`\\]+$/i.test(url));
