/** Splits text around case-insensitive matches of the keyword: [text, isMatch][]. */
export function splitMatches(text: string, keyword: string): [string, boolean][] {
  if (!keyword) return [[text, false]];
  const parts: [string, boolean][] = [];
  const lower = text.toLowerCase();
  const k = keyword.toLowerCase();
  let at = 0;
  for (let i = lower.indexOf(k); i >= 0; i = lower.indexOf(k, i + k.length)) {
    if (i > at) parts.push([text.slice(at, i), false]);
    parts.push([text.slice(i, i + k.length), true]);
    at = i + k.length;
  }
  if (at < text.length) parts.push([text.slice(at), false]);
  return parts;
}
