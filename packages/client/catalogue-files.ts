import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { CatalogueTree } from './src/i18n/create-app-i18n.ts';
import {
  featureClosure,
  type AppCatalogueLoaders,
  type LocaleLoaders,
} from './src/i18n/feature-catalogues.ts';

/**
 * An app's catalogues read from its source folder (runs in Node: the catalogue tests), as the
 * site fetches them: `src/i18n/locales/<locale>.json` and `src/features/<name>/locales/<locale>.json`.
 */
export function readCatalogueFiles(src: string): Pick<AppCatalogueLoaders, 'app' | 'features'> {
  const read = (dir: string): LocaleLoaders => {
    const file = (locale: string) => async () =>
      JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as CatalogueTree;
    return { 'zh-CN': file('zh-CN'), 'zh-TW': file('zh-TW'), 'en-US': file('en-US') };
  };
  const features = readdirSync(join(src, 'features')).filter((name) =>
    existsSync(join(src, 'features', name, 'locales')),
  );
  return {
    app: read(join(src, 'i18n', 'locales')),
    features: Object.fromEntries(
      features.map((name) => [name, read(join(src, 'features', name, 'locales'))]),
    ),
  };
}

/**
 * Which other features' texts each feature of an app shows (runs in Node, in the apps'
 * catalogue tests). A feature's pages load its own catalogue and those it needs
 * (`AppCatalogueLoaders.needs`); this reads the code to say what they must be.
 *
 * From every source file of a feature (tests aside), it follows the relative imports, static,
 * dynamic and `import.meta.glob` ones (type-only imports carry no texts), across the app's
 * source, and collects each string literal that starts with another feature's section
 * (`'task.type.exam'`, `` `task.type.${kind}` ``). The app's own sections (loaded on every
 * page) are not counted.
 */
export function findCatalogueNeeds(src: string): Record<string, Record<string, string[]>> {
  const features = readdirSync(join(src, 'features')).filter((name) =>
    statSync(join(src, 'features', name)).isDirectory(),
  );
  const owner = new Map<string, string>();
  for (const feature of features) {
    const file = join(src, 'features', feature, 'locales', 'zh-CN.json');
    if (!existsSync(file)) continue;
    for (const section of Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)) {
      owner.set(section, feature);
    }
  }
  const sections = [...owner.keys()].join('|');
  const keyPattern = new RegExp(`['"\`](${sections})\\.[\\w.\${}-]*`, 'g');
  const importPattern =
    /(?:^|[^.\w])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|import\.meta\.glob(?:<[^>]*>)?\(\s*['"](\.[^'"]+)['"]/g;

  const out: Record<string, Record<string, string[]>> = {};
  for (const feature of features) {
    const needs: Record<string, string[]> = {};
    const seen = new Set<string>();
    const queue = sourceFiles(join(src, 'features', feature));
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(keyPattern)) {
        const used = owner.get(match[1]!)!;
        if (used === feature) continue;
        (needs[used] ??= []).push(`${relative(src, file)}: ${match[0].slice(1)}`);
      }
      for (const match of code.matchAll(importPattern)) {
        const [, from, dynamic, glob] = match;
        if (glob) queue.push(...globFiles(dirname(file), glob));
        else queue.push(...resolveImport(dirname(file), (from ?? dynamic)!));
      }
    }
    out[feature] = needs;
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string[] {
  const path = resolve(from, spec);
  return [path, `${path}.ts`, `${path}.tsx`].filter((p) => /\.tsx?$/.test(p) && existsSync(p));
}

/** `import.meta.glob`'s patterns as the apps use them: `*` within one path segment. */
function globFiles(from: string, pattern: string): string[] {
  const parts = resolve(from, pattern).split('/');
  let paths = ['/'];
  for (const part of parts.slice(1)) {
    const match = new RegExp(
      `^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`,
    );
    paths = paths.flatMap((dir) =>
      part.includes('*')
        ? existsSync(dir) && statSync(dir).isDirectory()
          ? readdirSync(dir)
              .filter((name) => match.test(name))
              .map((name) => join(dir, name))
          : []
        : [join(dir, part)],
    );
  }
  return paths.filter((p) => /\.tsx?$/.test(p) && existsSync(p));
}

/** What is wrong with an app's `catalogues.needs` against its code, named per feature. */
export interface CatalogueNeedsProblem {
  feature: string;
  /** Features whose texts the code shows that its pages do not load. */
  missing: string[];
  /** Features named as needed whose texts the code does not show. */
  unused: string[];
  /** Where the code shows other features' texts. */
  where: Record<string, string[]>;
}

/**
 * The problems of an app's catalogues (each app's catalogue-needs test expects none): a feature
 * catalogue on disk the site does not load, or one it names that is not there; a need missing
 * or stale (`findCatalogueNeeds`); a need named for a feature that does not exist.
 */
export function catalogueNeedsProblems(
  src: string,
  catalogues: AppCatalogueLoaders,
): { features: string[]; needs: CatalogueNeedsProblem[]; unknown: string[] } {
  const onDisk = Object.keys(readCatalogueFiles(src).features).sort();
  const loaded = Object.keys(catalogues.features).sort();
  const found = findCatalogueNeeds(src);
  const needs: CatalogueNeedsProblem[] = [];
  for (const [feature, where] of Object.entries(found)) {
    const closure = featureClosure(catalogues, feature);
    const problem = {
      feature,
      missing: Object.keys(where).filter((name) => !closure.includes(name)),
      unused: (catalogues.needs[feature] ?? []).filter((name) => !(name in where)),
      where,
    };
    if (problem.missing.length > 0 || problem.unused.length > 0) needs.push(problem);
  }
  return {
    features: [
      ...onDisk.filter((name) => !loaded.includes(name)),
      ...loaded.filter((name) => !onDisk.includes(name)),
    ],
    needs,
    unknown: Object.keys(catalogues.needs).filter((name) => !(name in found)),
  };
}
