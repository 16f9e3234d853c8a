// Every call of both sites and of @ascent/client goes through an endpoint's name (decisions.md,
// "Routes as data"): this test reads their source and checks each name it finds against the
// definitions, and that no call by path is left.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@ascent/shared/api/endpoints';

// (A glob leaves out the file that holds it: this test does not read itself.)
const SOURCES = import.meta.glob<string>(
  [
    '../**/*.{ts,tsx}',
    '../../../admin/src/**/*.{ts,tsx}',
    '../../../../packages/client/src/**/*.{ts,tsx}',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const NAMES = new Set(Object.keys(ENDPOINTS));

/** `api.call(`, `api.download(`, `api.request(` and the literal first argument, when it is one. */
const NAMED_CALL = /\bapi\s*\.\s*(call|download|request)\s*\(\s*(?:(['"])(.*?)\2|`([^`]*)`)?/gs;
/** The old client's calls by path: `api.get(path)`, `api.post(path, body)`, `api.get<T>(...)`. */
const PATH_CALL = /\bapi\s*\.\s*(get|post)\s*[<(]/g;
/** A quoted literal shaped like an endpoint name (a constant such as the login call). */
const NAME_LITERAL = /(['"])((?:GET|POST) \/api\/[^'"\s]*)\1/g;

interface Found {
  file: string;
  text: string;
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

function scan() {
  const literals = new Map<string, Found>();
  const templates: Found[] = [];
  const pathCalls: Found[] = [];
  let calls = 0;
  for (const [file, source] of Object.entries(SOURCES)) {
    for (const m of source.matchAll(NAMED_CALL)) {
      calls++;
      const where = `${file}:${lineOf(source, m.index)}`;
      if (m[3] !== undefined) literals.set(`${where} ${m[3]}`, { file: where, text: m[3] });
      else if (m[4] !== undefined) templates.push({ file: where, text: m[4] });
    }
    for (const m of source.matchAll(NAME_LITERAL)) {
      const where = `${file}:${lineOf(source, m.index)}`;
      literals.set(`${where} ${m[2]}`, { file: where, text: m[2]! });
    }
    for (const m of source.matchAll(PATH_CALL))
      pathCalls.push({ file: `${file}:${lineOf(source, m.index)}`, text: m[0] });
  }
  return { literals: [...literals.values()], templates, pathCalls, calls };
}

describe('calls by endpoint name (apps/web, apps/admin, packages/client)', () => {
  const found = scan();

  it('reads the three source trees', () => {
    const files = Object.keys(SOURCES);
    expect(files.some((f) => f.startsWith('../features/'))).toBe(true);
    expect(files.some((f) => f.includes('/admin/src/features/'))).toBe(true);
    expect(files.some((f) => f.includes('/packages/client/src/api/'))).toBe(true);
    expect(found.calls).toBeGreaterThan(300);
  });

  it('names only endpoints that are defined', () => {
    const unknown = found.literals.filter((f) => !NAMES.has(f.text));
    expect(unknown).toEqual([]);
  });

  it('builds template-literal names only on the prefix of a defined endpoint', () => {
    const unknown = found.templates.filter((f) => {
      const prefix = f.text.split('${')[0] ?? '';
      const named = /^(GET|POST) \/api\//.test(prefix);
      return !named || ![...NAMES].some((name) => name.startsWith(prefix));
    });
    expect(unknown).toEqual([]);
  });

  it('leaves no call by path', () => {
    expect(found.pathCalls).toEqual([]);
  });
});
