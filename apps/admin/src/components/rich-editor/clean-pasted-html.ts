/**
 * Cleans HTML pasted into the rich editor, above all from Microsoft Word (and WPS, which
 * writes the same dialect): only the fragment Word marks, without its conditional comments,
 * `<xml>`/`<style>`/`<meta>` head, Office-namespaced tags (`<o:p>`, `<v:shape>`, `<w:...>`),
 * `<font>` wrappers, `class`/`style`/`lang` attributes and meaningless `<span>`s; Word's list
 * paragraphs (`mso-list`, with a typed bullet or number) become real `<ul>`/`<ol>` lists, and
 * pictures that point into the copier's own disk (`file:`) are left out (nobody else could see
 * them). Plain string work, so it runs before the editor parses anything and in unit tests.
 * The editor's schema then keeps only what it knows, and the server's sanitiser stays the rule.
 */
export function cleanPastedHtml(html: string): string {
  let out = html;

  // Word wraps what was copied in StartFragment/EndFragment comments: take only that.
  const start = out.indexOf('<!--StartFragment-->');
  const end = out.indexOf('<!--EndFragment-->');
  if (start >= 0 && end > start) out = out.slice(start + '<!--StartFragment-->'.length, end);

  out = out
    // Conditional comments (<!--[if gte mso 9]>...<![endif]-->) and any other comment.
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    // Whole elements whose content is never text of the document.
    .replace(/<(style|script|xml|head|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(meta|link)\b[^>]*>/gi, '');

  out = convertWordLists(out);

  out = out
    // Word's typed bullets and numbers outside lists, and the other downlevel-revealed
    // markers (<![if !vml]>...<![endif]>), whose content stays.
    .replace(/<!\[if !supportLists\]>[\s\S]*?<!\[endif\]>/gi, '')
    .replace(/<!\[(?:if [^\]]*|endif)\]>/gi, '')
    // Office-namespaced tags (o:p, v:shape, w:sdt...): the element with its content for
    // o:p (an empty-paragraph filler) and vector shapes, the tag only for the others.
    .replace(/<o:p\b[^>]*>[\s\S]*?<\/o:p>/gi, '')
    .replace(/<v:(shape|imagedata)\b[\s\S]*?(<\/v:\1>|\/>)/gi, '')
    .replace(/<\/?[a-z]+:[a-z][\w-]*\b[^>]*>/gi, '')
    // Wrappers that only carried fonts and styles.
    .replace(/<\/?(font|span)\b[^>]*>/gi, '')
    // Pictures on the copier's disk.
    .replace(/<img\b[^>]*\bsrc\s*=\s*(["'])?file:[^>]*>/gi, '');

  // Presentational attributes on every remaining tag.
  out = out.replace(/<([a-z][\w-]*)(\s[^>]*?)?(\/?)>/gi, (_m, tag: string, attrs = '', slash) => {
    const kept = String(attrs)
      .replace(
        /\s(?:class|style|lang|face|size|color|align|valign|width|height|border|cellspacing|cellpadding|dir|xml:lang|[a-z]+:[\w-]+)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi,
        '',
      )
      .trimEnd();
    return `<${tag}${kept}${slash}>`;
  });

  return (
    out
      // Paragraphs left empty (Word's spacing paragraphs held only an o:p or &nbsp;).
      .replace(/<p>(?:\s|&nbsp;|\u00a0)*<\/p>/gi, '')
      // Line breaks of the source between blocks (no text there).
      .replace(new RegExp(`(</(?:${BLOCKS})>)\\s+`, 'gi'), '$1')
      .replace(new RegExp(`\\s+(<(?:${BLOCKS})\\b)`, 'gi'), '$1')
      .trim()
  );
}

const BLOCKS = 'p|h[1-6]|li|ul|ol|table|thead|tbody|tr|td|th|blockquote|div|pre|hr';

/** A marker Word typed in front of a list paragraph: a digit, letter or roman numeral plus '.', ')' or '、'. */
const ORDERED_MARKER = /^\s*(?:\d+|[a-z]|[ivxlc]+)[.)、]\s*$/i;

/**
 * Word writes a list as paragraphs with `mso-list` in their style, each starting with the
 * bullet or number typed out in a `<![if !supportLists]>` block. Runs of such paragraphs
 * become one `<ul>` or `<ol>` (by the first marker), each paragraph an item without its marker.
 */
function convertWordLists(html: string): string {
  const item =
    /<p\b[^>]*?style\s*=\s*(?:'[^']*mso-list:[^']*'|"[^"]*mso-list:[^"]*")[^>]*>([\s\S]*?)<\/p>/gi;
  let result = '';
  let last = 0;
  let open: 'ul' | 'ol' | null = null;
  for (let m = item.exec(html); m; m = item.exec(html)) {
    const before = html.slice(last, m.index);
    if (open && before.trim()) {
      result += `</${open}>`;
      open = null;
    }
    result += before;
    const body = m[1] ?? '';
    const marker = /<!\[if !supportLists\]>([\s\S]*?)<!\[endif\]>/i.exec(body);
    const markerText = (marker?.[1] ?? '')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim();
    const kind = ORDERED_MARKER.test(markerText) ? 'ol' : 'ul';
    if (open !== kind) {
      if (open) result += `</${open}>`;
      result += `<${kind}>`;
      open = kind;
    }
    result += `<li><p>${body.replace(/<!\[if !supportLists\]>[\s\S]*?<!\[endif\]>/gi, '')}</p></li>`;
    last = m.index + m[0].length;
  }
  if (open) result += `</${open}>`;
  return result + html.slice(last);
}
