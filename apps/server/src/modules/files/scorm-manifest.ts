/**
 * Reads what the player needs from a SCORM imsmanifest.xml: the version (1.2 or 2004) and
 * the launch page of the first SCO of the default organisation. A small tag reader, not a full
 * XML parser: the manifest's elements and attributes are all it looks at.
 */

export interface ScormLaunch {
  version: '1.2' | '2004';
  /** The launch href relative to the manifest's folder, with any xml:base applied. */
  href: string;
}

interface Tag {
  name: string;
  attrs: Record<string, string>;
  index: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_m, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(
        e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : +e.slice(1),
      );
    return ENTITIES[e.toLowerCase()] ?? _m;
  });

/** Every start tag of a local name (namespace prefixes ignored), with lower-cased attribute names. */
function tags(xml: string, localName: string): Tag[] {
  const out: Tag[] = [];
  const re = new RegExp(`<(?:[\\w.-]+:)?${localName}\\b([^>]*)>`, 'gi');
  for (const m of xml.matchAll(re)) {
    const attrs: Record<string, string> = {};
    for (const a of m[1]!.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
      attrs[a[1]!.toLowerCase()] = decode(a[2] ?? a[3] ?? '');
    out.push({ name: localName, attrs, index: m.index });
  }
  return out;
}

const attr = (t: Tag, name: string) => {
  // adlcp:scormtype, adlcp:scormType, scormType ...: match on the local name.
  for (const [k, v] of Object.entries(t.attrs)) if (k === name || k.endsWith(`:${name}`)) return v;
  return undefined;
};

function versionOf(xml: string): '1.2' | '2004' {
  const schemaVersion = /<(?:[\w.-]+:)?schemaversion\s*>([^<]*)</i.exec(xml)?.[1]?.trim() ?? '';
  if (/^1\.2$/.test(schemaVersion)) return '1.2';
  if (/2004|CAM 1\.3|^1\.3/i.test(schemaVersion)) return '2004';
  if (/adlcp_v1p3|imsss|adlseq|adlnav/i.test(xml)) return '2004';
  return '1.2';
}

const joinBase = (...parts: (string | undefined)[]) =>
  parts
    .filter((p): p is string => !!p)
    .join('/')
    .replace(/\/{2,}/g, '/');

/** The version and launch page of a manifest, or null when it names no launchable resource. */
export function readScormManifest(xml: string): ScormLaunch | null {
  const version = versionOf(xml);
  const resources = tags(xml, 'resource');
  const resourcesBase = tags(xml, 'resources')[0]?.attrs['xml:base'];
  const byId = new Map(resources.map((r) => [attr(r, 'identifier') ?? '', r]));
  const isSco = (r: Tag) => (attr(r, 'scormtype') ?? '').toLowerCase() === 'sco';

  // The default organisation's first item that points at a resource with an href.
  const organizations = tags(xml, 'organizations')[0];
  const orgs = tags(xml, 'organization');
  const wanted = organizations ? attr(organizations, 'default') : undefined;
  const org = orgs.find((o) => attr(o, 'identifier') === wanted) ?? orgs[0];
  let chosen: { resource: Tag; parameters?: string } | undefined;
  if (org) {
    const end = orgs[orgs.indexOf(org) + 1]?.index ?? xml.length;
    for (const item of tags(xml, 'item')) {
      if (item.index < org.index || item.index >= end) continue;
      const ref = attr(item, 'identifierref');
      const resource = ref ? byId.get(ref) : undefined;
      if (resource && attr(resource, 'href') && isSco(resource)) {
        chosen = { resource, parameters: attr(item, 'parameters') };
        break;
      }
    }
  }
  chosen ??= (() => {
    const resource =
      resources.find((r) => isSco(r) && attr(r, 'href')) ?? resources.find((r) => attr(r, 'href'));
    return resource ? { resource } : undefined;
  })();
  if (!chosen) return null;
  let href = joinBase(
    resourcesBase,
    attr(chosen.resource, 'xml:base'),
    attr(chosen.resource, 'href'),
  );
  if (chosen.parameters) {
    const p = chosen.parameters.replace(/^[?&]/, '');
    href += (href.includes('?') ? '&' : '?') + p;
  }
  return { version, href };
}
