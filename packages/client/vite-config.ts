import { minifySync, type Plugin, type PluginOption, type Rollup, type UserConfig } from 'vite';

type OutputAsset = Rollup.OutputAsset;
type OutputChunk = Rollup.OutputChunk;
import fs from 'node:fs';
import path from 'node:path';
import { LANDING_INDEX } from '@ascent/shared/common';
import { DEFAULT_LOCALE } from '@ascent/shared/i18n';
import { DEFAULT_TIME_ZONE } from '@ascent/shared/time';
import { precompressPlugin } from './vite-precompress.ts';
import { FIRST_CALLS_MAX } from '@ascent/shared/first-calls/endpoints';
import { firstCallScript, type FirstCall } from './src/api/first-call.ts';
import { inlineCatalogue } from './src/i18n/feature-catalogues.ts';

export type { FirstCall };

/**
 * The Vite config of both web apps (runs in Node, at build and dev-server start). Each app's
 * vite.config.ts is one call: `createViteConfig({ base: '/manage/', react, port: 5174 })`.
 */
export interface ViteConfigOptions {
  /** Where the site is served: '/' (learner site) or '/manage/' (admin site). */
  base: string;
  /** `@vitejs/plugin-react`'s default export (each app has its own copy). */
  react: () => PluginOption;
  /** Dev-server port (Vite's default 5173 when left out). */
  port?: number;
  /** The API server the dev server proxies `/api` to. */
  apiTarget?: string;
  /**
   * The addresses a visit most often starts at (whole paths, the base included), each with what
   * its first page needs (`LandingPage`). Their chunks preload together (`preloadFor`), and each
   * address gets a page of its own that asks for all of it at once (`landingDocumentsPlugin`).
   */
  landingPages?: LandingPages;
  /** The session's storage prefix (`createAppServices`' `sessionPrefix`), for first calls. */
  sessionPrefix?: string;
  /**
   * The app's own chunks (`AppChunk`), made after the shared groups: modules that many of its
   * pages share and that would otherwise come as small chunks of their own.
   */
  chunks?: readonly AppChunk[];
}

/**
 * Modules of an app that go in one chunk: `name` is the chunk's (a page's, to join it), `test`
 * matches the modules' paths. What they import goes where it would have gone.
 */
export interface AppChunk {
  name: string;
  test: RegExp;
}

/** What a landing address's first page needs, asked for by its page before the site's code runs. */
export interface LandingPage {
  /** The pages it shows: chunk names (a page module's file name without `.tsx`), layout first. */
  pages: readonly string[];
  /**
   * The features whose texts those pages show (the closure of their features' `needs`, as
   * `featureClosure` gives it): their catalogues in the default language are written into the
   * page, instead of being fetched after the code has run.
   */
  texts?: readonly string[];
  /** The calls its first render makes, started by the page itself (first-call.ts). */
  firstCalls?: readonly FirstCall[];
}

/** Each landing address: `{ '/study': { pages: ['main-layout', 'home-page'], ... } }`. */
export type LandingPages = Readonly<Record<string, LandingPage>>;

/**
 * The sites' icon (favicon.svg beside this file), written into the page as a data address: as a
 * file of its own it was one more request before the first page showed (issue 14).
 */
export const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  fs.readFileSync(path.join(import.meta.dirname, 'favicon.svg'), 'utf8').trim(),
)}`;

/**
 * The page both sites are served in. Each app's index.html holds only its body (the mount
 * point and the entry script); the language is the default locale until createAppI18n sets
 * the user's, and the title is the product name until the router sets the page's.
 */
export function appDocument(indexHtml: string): string {
  const body = indexHtml
    .replace(/<!--[\s\S]*?-->/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n    ');
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" type="image/svg+xml" href="${FAVICON}" />
    <title>Ascent</title>
  </head>
  <body>
    ${body}
  </body>
</html>
`;
}

/** Where zod creates its global config, and that line as the sites ship it. */
const ZOD_CORE = /node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
const ZOD_CONFIG_LINE = '(_a.__zod_globalConfig = {});';
export const ZOD_JITLESS_LINE = '(_a.__zod_globalConfig = { jitless: true });';

/**
 * zod in both sites never compiles its parsers: its JIT (and its probe for it) calls
 * `new Function`, a violation under the sites' Content-Security-Policy without 'unsafe-eval'
 * (decisions.md). The setting is written into zod's global config where zod creates it, so
 * it holds before any schema is built, in whichever chunk and whenever zod first loads (a
 * `z.config()` call in the app ran after schemas that another chunk built first). A zod that
 * no longer has that line fails the build.
 */
export function zodJitlessPlugin(): PluginOption {
  return {
    name: 'ascent:zod-jitless',
    transform(code, id) {
      if (!ZOD_CORE.test(id)) return null;
      if (!code.includes(ZOD_CONFIG_LINE))
        throw new Error(`zod's global config line not found in ${id}: update zodJitlessPlugin`);
      return { code: code.replace(ZOD_CONFIG_LINE, ZOD_JITLESS_LINE), map: null };
    },
  };
}

/**
 * A build-only plugin that reads the site's base (`/` or `/manage/`) in its hooks: `siteBase()`
 * once Vite has resolved the config.
 */
function buildPlugin(
  name: string,
  hooks: (siteBase: () => string) => Omit<Plugin, 'name' | 'apply' | 'configResolved'>,
): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    ...hooks(() => base),
  };
}

/** The built asset made from a source file whose path ends with `suffix`. */
function assetFrom(files: (OutputAsset | OutputChunk)[], suffix: string): OutputAsset | undefined {
  return files.find(
    (f): f is OutputAsset =>
      f.type === 'asset' && f.originalFileNames.some((n) => n.endsWith(suffix)),
  );
}

/** A built catalogue written into the page (`inlineCatalogue`), under the site's base. */
const carriedCatalogue = (asset: OutputAsset, base: string) =>
  inlineCatalogue(
    `${base}${asset.fileName}`,
    typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source),
  );

/**
 * The texts of the default language in the page itself: the site's own catalogue
 * (`src/i18n/locales/<locale>.json`) written into it (`inlineCatalogue`), and the shared locale
 * pack (server messages and `ui`) asked for by it, so they arrive with the page and the entry's
 * chunks instead of after the entry has run (one round trip less before the first page shows,
 * and one request less). Another language (chosen before) loads as it did.
 */
export function defaultTextsPreloadPlugin(locale: string = DEFAULT_LOCALE): PluginOption {
  const catalogue = `src/i18n/locales/${locale}.json`;
  const pack = `i18n/locale-packs/${locale}.ts`;
  return buildPlugin('ascent:default-texts-preload', (siteBase) => ({
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const files = Object.values(bundle);
        const json = assetFrom(files, catalogue);
        const chunk = files.find(
          (f) => f.type === 'chunk' && (f.facadeModuleId ?? '').endsWith(pack),
        );
        if (!json || !chunk) throw new Error(`the ${locale} texts were not found in the build`);
        return {
          html: html.replace('</head>', `  ${carriedCatalogue(json, siteBase())}\n  </head>`),
          tags: [
            {
              tag: 'link',
              attrs: {
                rel: 'modulepreload',
                crossorigin: '',
                href: `${siteBase()}${chunk.fileName}`,
              },
              injectTo: 'head' as const,
            },
          ],
        };
      },
    },
  }));
}

/** Wraps index.html in the page before Vite reads it (its entry script gets the base). */
function appDocumentPlugin(): PluginOption {
  return {
    name: 'ascent:app-document',
    transformIndexHtml: { order: 'pre', handler: appDocument },
  };
}

/**
 * A language's data in a library (antd's, its pickers' and pagination's, dayjs's) that
 * `src/i18n/kit-packs` imports: left out of the framework chunks below, so it lands in that
 * language's pack chunk and only the language shown is downloaded. The ES builds (`/es/`)
 * antd's components use by default stay in the antd chunk.
 */
const LOCALE_DATA =
  /node_modules[\\/](?!.*[\\/]es[\\/]).*[\\/]locale[\\/](zh_CN|zh_TW|en_US|zh-cn|zh-tw|en)\.js$/;

/** A chunk group's test: the modules its pattern matches, language data excepted. */
const framework = (pattern: RegExp) => (id: string) => pattern.test(id) && !LOCALE_DATA.test(id);

/** A chunk's name: its file name without the folder, the hash and `.js`. */
export const chunkName = (file: string) => file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');

/**
 * What a lazily loaded chunk's import preloads: the chunks it imports only for a landing page
 * (`landingPages`), nothing for the others. Vite would list, for each dynamic import, every
 * chunk it reaches: the route table imports every page, and those lists (some 3,000 names)
 * were 4 KiB of every page's first load. A landing page's list lets its chunks download
 * beside it rather than after it has arrived (one round trip less for the first page of a
 * visit); another page's chunks load when it runs. The entry's own chunks are preloaded by the
 * page (index.html).
 */
export function preloadFor(landingPages: LandingPages) {
  const landing = new Set(Object.values(landingPages).flatMap((page) => page.pages));
  return (file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
    hostType === 'html' || landing.has(chunkName(file)) ? deps : [];
}

/** The file of an address's landing document: `/course/detail` -> `landing/course-detail.html`. */
export const landingFile = (address: string) =>
  `${path.posix.dirname(LANDING_INDEX)}/${address.replace(/^\/+|\/+$/g, '').replace(/\//g, '-') || 'root'}.html`;

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * A page of its own for each landing address (`landingPages`): the site's page with the links
 * that fetch the address's page chunks, what they import and their styles, so they download
 * beside the entry's instead of after it has run (issue 14: on a cold load of the course page a
 * second wave of some fifteen small chunks waited for the entry, on the six connections a
 * browser opens to a server); its texts in the default language (`texts`), written into it;
 * and, for a page with first calls, the few lines that start them (`firstCallScript`, the first
 * thing in the page, inline: the server allows exactly the inline scripts of its pages,
 * core/static-site.ts). `landing/pages.json` lists them by address for the server, which
 * answers an address with its page; every other address gets index.html. What index.html
 * already fetches is not named twice. The styles are preloaded, not applied: the page applies
 * them as before, from the cache.
 */
export function landingDocumentsPlugin(
  landingPages: LandingPages,
  { sessionPrefix = '', locale = DEFAULT_LOCALE }: { sessionPrefix?: string; locale?: string } = {},
): PluginOption {
  const calls = Object.fromEntries(
    Object.entries(landingPages).flatMap(([address, page]) =>
      page.firstCalls?.length ? [[address, page.firstCalls]] : [],
    ),
  );
  for (const [address, list] of Object.entries(calls))
    if (list.length > FIRST_CALLS_MAX)
      throw new Error(
        `${address} has ${list.length} first calls: one request carries ${FIRST_CALLS_MAX}`,
      );
  const script = Object.keys(calls).length
    ? minifySync(
        'first-call.js',
        firstCallScript({
          prefix: sessionPrefix,
          defaultLanguage: locale,
          timeZone: DEFAULT_TIME_ZONE,
          calls,
        }),
      ).code.trim()
    : '';
  return buildPlugin('ascent:landing-documents', (siteBase) => ({
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') throw new Error('index.html is not in the build');
        const html = String(index.source);
        const files = Object.values(bundle);
        const chunks = files.filter((f): f is typeof f & BundleChunk => f.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const named = (name: string) => {
          const found = chunks.filter((c) => chunkName(c.fileName) === name);
          if (found.length !== 1) throw new Error(`landing page ${name}: ${found.length} chunks`);
          return found[0]!;
        };
        const base = siteBase();
        const catalogue = (feature: string) => {
          const file = `features/${feature}/locales/${locale}.json`;
          const found = assetFrom(files, file);
          if (!found) throw new Error(`landing texts: ${file} is not in the build`);
          return carriedCatalogue(found, base);
        };
        const documents: Record<string, string> = {};
        for (const [address, { pages, texts = [], firstCalls }] of Object.entries(landingPages)) {
          const scripts = new Set<string>();
          const styles = new Set<string>();
          const visit = (chunk: BundleChunk) => {
            if (scripts.has(chunk.fileName)) return;
            scripts.add(chunk.fileName);
            for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
            for (const file of chunk.imports) {
              const imported = byFile.get(file);
              if (imported) visit(imported);
            }
          };
          for (const page of pages) visit(named(page));
          const fresh = (file: string) => !html.includes(`"${base}${file}"`);
          const links = [
            ...[...scripts]
              .filter(fresh)
              .map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`),
            ...[...styles]
              .filter(fresh)
              .map((f) => `<link rel="preload" as="style" crossorigin href="${base}${f}">`),
            ...texts.map(catalogue),
          ];
          const fileName = landingFile(address);
          // `/manage` and `/manage/` share one.
          if (!Object.values(documents).includes(fileName)) {
            // Before the entry's script: the first thing the page runs, after its charset.
            const head = firstCalls?.length
              ? html.replace('<script type="module"', `<script>${script}</script>\n    $&`)
              : html;
            this.emitFile({
              type: 'asset',
              fileName,
              source: head.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
            });
          }
          documents[address] = fileName;
        }
        this.emitFile({
          type: 'asset',
          fileName: LANDING_INDEX,
          source: JSON.stringify(documents),
        });
      },
    },
  }));
}

export function createViteConfig({
  base,
  react,
  port,
  apiTarget = 'http://127.0.0.1:3000',
  landingPages = {},
  sessionPrefix = '',
  chunks = [],
}: ViteConfigOptions): UserConfig {
  return {
    base,
    plugins: [
      react(),
      appDocumentPlugin(),
      zodJitlessPlugin(),
      defaultTextsPreloadPlugin(),
      landingDocumentsPlugin(landingPages, { sessionPrefix }),
      precompressPlugin(),
    ],
    server: {
      ...(port === undefined ? {} : { port }),
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      chunkSizeWarningLimit: 1024,
      modulePreload: { resolveDependencies: preloadFor(landingPages) },
      rolldownOptions: {
        // A schema nobody parses with is dropped: `z.object(...)` and the like build a value
        // and change nothing else, so a module whose constants a page uses (the login page's
        // TASK_TYPE, DEFAULT_TIME_ZONE...) no longer brings zod for its schemas.
        treeshake: { manualPureFunctions: ['z'] },
        output: {
          // React, React DOM and the router are on every page and change rarely: one chunk
          // of their own, long cached. Every other library (antd and its rc-components, the
          // icons, pdf.js, zod, i18next...) goes with the pages that import it, split by
          // Rolldown along the import graph (issue 14: a page downloads only what it uses;
          // the former antd, icons and vendor chunks put all of antd and pdf.js on every
          // page). Splitting antd by size (codeSplitting maxSize) broke its module
          // initialisation order at runtime; splitting along the import graph keeps it.
          codeSplitting: {
            groups: [
              // zod on its own: the pages that parse share it; the login page loads none.
              {
                name: 'zod',
                test: (id: string) => /node_modules[\\/]zod[\\/]/.test(id),
                priority: 40,
              },
              {
                name: 'react',
                test: framework(/node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/),
                priority: 30,
              },
              // What every antd component stands on (CSS-in-JS, theme, config provider, the
              // shared rc utilities): one chunk instead of a few dozen small ones per page.
              {
                name: 'antd-core',
                test: framework(
                  /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|@rc-component[\\/](util|motion|resize-observer|portal)|antd[\\/]es[\\/](config-provider|theme|_util|style|locale|app|locale-provider)|stylis|@emotion|classnames|clsx)[\\/]/,
                ),
                priority: 20,
              },
              // The rest of what the entry imports, in the entry's chunk: the page asked for
              // some 15 chunks of 1 to 17 KiB before it could start, over the 6 connections a
              // browser opens to a server (three round trips). The group does not take what
              // its modules import (`includeDependenciesRecursively: false`), and the shared
              // package's modules go to a chunk of their own (next group): they hold schemas
              // beside their constants, and in the entry's chunk the schemas later pages use
              // would have come along, and zod with them.
              {
                name: 'app',
                tags: ['$initial'],
                test: (id: string) =>
                  !/node_modules[\\/]zod[\\/]|packages[\\/]shared[\\/]/.test(id) &&
                  !LOCALE_DATA.test(id),
                includeDependenciesRecursively: false,
                priority: 10,
              },
              // The shared package's modules the entry imports: one small chunk that imports
              // nothing. Left to themselves, those only the entry used stayed in its chunk while
              // the rest moved into the group's, which imported them back from it: a cycle in
              // which the route table read the hand-over's path before it was set (the admin's
              // /manage/handover answered 404).
              {
                name: 'app-shared',
                tags: ['$initial'],
                test: /packages[\\/]shared[\\/]/,
                includeDependenciesRecursively: false,
                priority: 9,
              },
              // The plain components (cards, tags, empty and failed states, the pager, the
              // icons...), some 4 KiB in all: one chunk. Split by Rolldown along the pages that
              // use each, they came as some eight chunks of 0.2 to 0.8 KiB beside each page, and
              // on the six connections a browser opens to a server each small chunk costs about
              // as much as 5 KiB more of code would in Lighthouse's simulation of a phone's
              // network (issue 14).
              {
                name: 'plain-ui',
                test: /packages[\\/]client[\\/]src[\\/]ui[\\/]((plain|icons|rich-text)[\\/]|feedback[\\/]load-failed\.tsx$)/,
                includeDependenciesRecursively: false,
                priority: 8,
              },
              ...chunks.map(({ name, test }) => ({
                name,
                test: framework(test),
                includeDependenciesRecursively: false,
                priority: 7,
              })),
            ],
          },
        },
      },
    },
  };
}
