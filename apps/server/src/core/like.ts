/** A LIKE/ILIKE pattern matching `text` anywhere, with %, _ and \ in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
