/**
 * Strings no handler may see (issue 12): a NUL character (PostgreSQL's text cannot hold it,
 * so it used to fail deep inside a query) and lone UTF-16 surrogates (not Unicode text: a
 * driver stores U+FFFD instead, or refuses). Checked in every JSON body, query string and path
 * parameter before any handler runs, keys included.
 */
export function isCleanString(s: string): boolean {
  return !s.includes('\u0000') && s.isWellFormed();
}

/** Deeper than this, no request of the product nests; deeper input is refused, not walked. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Whether a parsed input (JSON body, query object, path parameters) is fit to hand to a
 * handler: every string and key clean, no nesting deeper than MAX_INPUT_DEPTH. Walks without
 * recursion, so no input can exhaust the stack.
 */
export function isCleanInput(value: unknown): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (!isCleanString(v)) return false;
      continue;
    }
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) continue;
    if (depth >= MAX_INPUT_DEPTH) return false;
    if (Array.isArray(v)) {
      for (const item of v) stack.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(v as Record<string, unknown>)) {
      if (!isCleanString(key)) return false;
      stack.push([item, depth + 1]);
    }
  }
  return true;
}

/**
 * A multipart request's boundary as RFC 2046 allows it (1 to 70 characters of its set, the
 * last not a space), or null. Busboy throws plain errors on a missing, empty or overlong
 * boundary, so the request is refused before it reaches the parser.
 */
export function multipartBoundaryOk(contentType: string | undefined): boolean {
  const m = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const boundary = m ? (m[1] ?? m[2] ?? '') : '';
  return /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/.test(boundary);
}
