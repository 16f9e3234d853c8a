/**
 * The API reference page at /api/docs: the OpenAPI document rendered as plain HTML on the
 * server (no script, no outside asset), grouped by tag, each operation with its method, path,
 * who may call it, its inputs and the data it answers as field lists.
 */

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security?: unknown[];
  'x-auth'?: string;
  parameters: { name: string; in: string; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}

const escape = (text: unknown) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A schema's type in a few words: `integer ≥ 1`, `string (≤ 50)`, `one of a | b`, `array of …`. */
function typeOf(s: Schema): string {
  if (Array.isArray(s.enum)) return `one of ${s.enum.map((v) => JSON.stringify(v)).join(' | ')}`;
  if ('const' in s) return JSON.stringify(s.const);
  const variants = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (variants) return variants.map(typeOf).join(' or ');
  const t = Array.isArray(s.type) ? s.type.join(' | ') : String(s.type ?? 'any');
  const bounds: string[] = [];
  if (s.minimum !== undefined) bounds.push(`≥ ${String(s.minimum)}`);
  if (s.maximum !== undefined) bounds.push(`≤ ${String(s.maximum)}`);
  if (s.minLength !== undefined) bounds.push(`length ≥ ${String(s.minLength)}`);
  if (s.maxLength !== undefined) bounds.push(`length ≤ ${String(s.maxLength)}`);
  if (s.format) bounds.push(String(s.format));
  if (t === 'array' && s.items) return `array of ${typeOf(s.items as Schema)}`;
  return bounds.length ? `${t} (${bounds.join(', ')})` : t;
}

/** An object's fields as a nested list, `depth` levels deep. */
function fields(s: Schema, depth = 0): string {
  const target =
    s.type === 'array' && s.items ? (s.items as Schema) : s.type === 'object' ? s : undefined;
  const variants = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (variants && depth < 4)
    return `<ul class="variants">${variants
      .map((v) => `<li><span class="type">${escape(typeOf(v))}</span>${fields(v, depth + 1)}</li>`)
      .join('')}</ul>`;
  const props = target?.properties as Record<string, Schema> | undefined;
  if (!props || depth > 5) return '';
  const required = new Set((target?.required as string[] | undefined) ?? []);
  const rows = Object.entries(props).map(
    ([name, p]) =>
      `<li><code>${escape(name)}</code>${required.has(name) ? '' : '<span class="opt">optional</span>'} <span class="type">${escape(typeOf(p))}</span>${p.description ? ` <span class="desc">${escape(p.description)}</span>` : ''}${fields(p, depth + 1)}</li>`,
  );
  return `<ul>${rows.join('')}</ul>`;
}

function operation(method: string, path: string, op: Operation): string {
  const auth = op['x-auth'] ?? (op.security ? 'user' : 'public');
  const params = op.parameters.length
    ? `<h4>Parameters</h4><ul>${op.parameters
        .map(
          (p) =>
            `<li><code>${escape(p.name)}</code> <span class="in">${escape(p.in)}</span>${p.required ? '' : '<span class="opt">optional</span>'} <span class="type">${escape(typeOf(p.schema))}</span></li>`,
        )
        .join('')}</ul>`
    : '';
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(
          ([type, c]) => `<h4>Body <span class="in">${escape(type)}</span></h4>${fields(c.schema)}`,
        )
        .join('')
    : '';
  const ok = op.responses['200'];
  const content = Object.entries(ok?.content ?? {});
  const answer = content
    .map(([type, c]) => {
      const data = (c.schema.properties as Record<string, Schema> | undefined)?.data;
      const inside = data ? fields(data) || `<p class="type">${escape(typeOf(data))}</p>` : '';
      return `<h4>Answer <span class="in">${escape(type)}</span></h4>${type === 'application/json' && data ? `<p class="note">data:</p>${inside}` : `<p class="note">${escape(ok?.description ?? '')}</p>`}`;
    })
    .join('');
  const id = escape(op.operationId.replace(/[^A-Za-z0-9]+/g, '-'));
  return `<section class="op" id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code> <span class="auth ${escape(auth)}">${escape(auth)}</span></h3>
<p>${escape(op.summary)}</p>${params}${body}${answer}</section>`;
}

export function renderApiReference(doc: Record<string, unknown>): string {
  const info = doc.info as { title: string; version: string; description: string };
  const paths = doc.paths as Record<string, Record<string, Operation>>;
  const byTag = new Map<string, string[]>();
  let count = 0;
  for (const [path, methods] of Object.entries(paths))
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(method, path, op)]);
      count += 1;
    }
  const tags = [...byTag.keys()].sort();
  const nav = tags
    .map((t) => `<li><a href="#tag-${escape(t.replace('/', '-'))}">${escape(t)}</a></li>`)
    .join('');
  const sections = tags
    .map(
      (t) =>
        `<h2 id="tag-${escape(t.replace('/', '-'))}">${escape(t)}</h2>${(byTag.get(t) ?? []).join('')}`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title)} reference</title>
<style>
body{margin:0;font:14px/1.5 system-ui,-apple-system,"Segoe UI","Noto Sans CJK SC",sans-serif;color:#1f2937;background:#f6f7f9}
header{padding:24px 32px;background:#0f3d68;color:#fff}header h1{margin:0 0 4px;font-size:22px}header p{margin:0;max-width:900px;opacity:.9}
header a{color:#cfe6ff}.layout{display:flex;align-items:flex-start}
nav{position:sticky;top:0;flex:0 0 220px;max-height:100vh;overflow:auto;padding:16px;background:#fff;border-right:1px solid #e5e7eb}
nav ul{list-style:none;margin:0;padding:0}nav a{display:block;padding:2px 4px;color:#0f3d68;text-decoration:none}nav a:hover{background:#eef4fb}
main{flex:1;min-width:0;padding:8px 32px 48px}h2{margin:32px 0 8px;font-size:18px;border-bottom:2px solid #d8e3ef;padding-bottom:4px}
.op{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;margin:12px 0}.op h3{margin:0;font-size:15px;display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.op h4{margin:10px 0 2px;font-size:13px;color:#374151}.op p{margin:4px 0}.op ul{margin:2px 0;padding-left:18px}
.method{font-size:12px;padding:1px 8px;border-radius:4px;color:#fff}.method.get{background:#2f855a}.method.post{background:#2b6cb0}
.auth{font-size:12px;padding:1px 8px;border-radius:10px;border:1px solid}.auth.public{color:#2f855a}.auth.user{color:#6b7280}.auth.admin{color:#b7791f}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px}.type{color:#6b21a8}.in,.opt{font-size:11px;color:#6b7280;margin-left:4px}.desc,.note{color:#6b7280}
@media (max-width:800px){.layout{display:block}nav{position:static;max-height:none;border-right:0;border-bottom:1px solid #e5e7eb}main{padding:8px 12px 32px}}
</style></head>
<body><header><h1>${escape(info.title)} <small>${escape(info.version)}</small></h1>
<p>${escape(info.description)}</p><p>${count} endpoints. The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p></header>
<div class="layout"><nav><ul>${nav}</ul></nav><main>${sections}</main></div></body></html>`;
}
