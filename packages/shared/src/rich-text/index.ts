/**
 * Rich text as the product stores it (HTML through the server's one sanitiser,
 * apps/server/src/core/rich-text.ts) read as plain text: what a list's excerpt shows and what
 * decides whether a required rich field was left empty. Runs the same in the browser and on
 * the server (no DOM): the input is sanitised HTML, so tags never nest inside attributes.
 */

const BLOCK_END =
  /<\/(p|div|h[1-6]|li|blockquote|pre|tr|dt|dd|figcaption|caption)>|<br\s*\/?>|<hr\s*\/?>/gi;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** The text of rich text: tags dropped, each block on its own line, entities decoded, trimmed. */
export function richTextToPlain(html: string): string {
  const text = decodeEntities(html.replace(BLOCK_END, '\n').replace(/<[^>]*>/g, ''));
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** True when rich text shows nothing: no text and no picture. */
export function richTextIsEmpty(html: string): boolean {
  return !/<img\b/i.test(html) && richTextToPlain(html) === '';
}
