import path from 'node:path';
import type { ESLint, Rule } from 'eslint';

/**
 * The server's module boundary (ARCHITECTURE.md, "A server module"): a module's tables
 * (`<domain>.schema.ts`) and its repository (`<domain>.repository.ts`) are its own. Another
 * module, core or infra receives a function or a narrow service instead, and a query that must
 * join across modules composes a SQL fragment the owning module exports.
 *
 * Allowed anyway: `*.schema.ts` (foreign keys between tables), seeds (`*.seed.ts`,
 * `modules/seed/**`), tests (`*.test.ts`, `apps/server/test/**`, which is outside `src`) and the
 * schema index `src/db/schema.ts` itself.
 */

const SRC = 'apps/server/src/';

/** The file's path under apps/server/src ('modules/exam/exam.repository.ts'), or null. */
function underSrc(file: string): string | null {
  const posix = file.split(path.sep).join('/');
  const at = posix.lastIndexOf(`/${SRC}`);
  if (at >= 0) return posix.slice(at + SRC.length + 1);
  return posix.startsWith(SRC) ? posix.slice(SRC.length) : null;
}

/** Who owns the file: a module's name, '' for core and infra (they own no tables), or null. */
function ownerOf(rel: string): string | null {
  const m = /^modules\/([^/]+)\//.exec(rel);
  if (m) return m[1]!;
  return rel.startsWith('core/') || rel.startsWith('infra/') ? '' : null;
}

function exempt(rel: string): boolean {
  const base = rel.slice(rel.lastIndexOf('/') + 1);
  return (
    base.endsWith('.schema.ts') ||
    base.endsWith('.seed.ts') ||
    base.endsWith('.test.ts') ||
    rel.startsWith('modules/seed/') ||
    rel === 'db/schema.ts'
  );
}

/** What an import reaches: a module's tables or repository, the schema index, or nothing. */
function targetOf(
  fromRel: string,
  specifier: string,
): { module: string; kind: 'schema' | 'repository' } | 'index' | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), specifier));
  if (target === 'db/schema.ts' || target === 'db/schema') return 'index';
  const m = /^modules\/([^/]+)\/(?:[^/]+\/)*[^/]+\.(schema|repository)(?:\.ts)?$/.exec(target);
  return m ? { module: m[1]!, kind: m[2] as 'schema' | 'repository' } : null;
}

export const noForeignTables: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Forbid importing another server module's tables (*.schema.ts) or repository (*.repository.ts)",
    },
    schema: [],
    messages: {
      foreign:
        "'{{source}}' is the {{module}} module's {{kind}}: ask a function or a narrow service the {{module}} module exports (a SQL fragment when a query must join), never its {{kind}}.",
      index:
        "'{{source}}' gathers every module's tables: import nothing from it outside the database client.",
      reexport:
        "Tables leave their module only through the schema index: do not re-export '{{source}}'.",
    },
  },
  create(context) {
    const rel = underSrc(context.filename);
    if (rel === null || exempt(rel)) return {};
    const owner = ownerOf(rel);
    if (owner === null) return {};
    /** Names this file imported from its own module's schema (re-exporting them is refused). */
    const ownTables = new Set<string>();

    function check(node: Rule.Node, source: unknown, reexport: boolean) {
      if (typeof source !== 'string') return;
      const target = targetOf(rel!, source);
      if (target === null) return;
      if (target === 'index') {
        context.report({ node, messageId: 'index', data: { source } });
      } else if (target.module !== owner) {
        context.report({
          node,
          messageId: 'foreign',
          data: {
            source,
            module: target.module,
            kind: target.kind === 'schema' ? 'tables' : 'repository',
          },
        });
      } else if (reexport && target.kind === 'schema') {
        context.report({ node, messageId: 'reexport', data: { source } });
      }
    }

    return {
      ImportDeclaration(node) {
        check(node, node.source.value, false);
        const target = targetOf(rel, String(node.source.value));
        if (target !== null && target !== 'index' && target.kind === 'schema')
          for (const s of node.specifiers) ownTables.add(s.local.name);
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, true);
      },
      ExportNamedDeclaration(node) {
        if (node.source) return check(node, node.source.value, true);
        for (const s of node.specifiers)
          if (s.local.type === 'Identifier' && ownTables.has(s.local.name))
            context.report({ node: s, messageId: 'reexport', data: { source: s.local.name } });
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, false);
      },
    };
  },
};

/** The local plugin eslint.config.js loads as `boundaries`. */
export const boundaries: ESLint.Plugin = {
  meta: { name: 'ascent-boundaries' },
  rules: { 'no-foreign-tables': noForeignTables },
};
