// The Vite config factory sits beside package.json (it runs in Node); its test sits here, where
// the unit project looks.
import fs from 'node:fs';
import path from 'node:path';
import { FIRST_CALLS_MAX } from '@ascent/shared/first-calls/endpoints';
import { describe, expect, it } from 'vitest';
import {
  ZOD_JITLESS_LINE,
  appDocument,
  createViteConfig,
  defaultTextsPreloadPlugin,
  landingDocumentsPlugin,
  landingFile,
  zodJitlessPlugin,
} from '../vite-config.ts';

const react = () => ({ name: 'react-stub' });

describe('createViteConfig', () => {
  it('serves the site at its base and proxies /api to the dev API server', () => {
    const config = createViteConfig({ base: '/manage/', react, port: 5174 });
    expect(config.base).toBe('/manage/');
    expect(config.server?.port).toBe(5174);
    expect(config.server?.proxy).toEqual({
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    });
    expect(config.build?.outDir).toBe('dist');
  });

  it("leaves the port to Vite when not given, and wraps index.html in the shared page after the app's plugin", () => {
    const config = createViteConfig({ base: '/', react });
    expect(config.server).not.toHaveProperty('port');
    const names = (config.plugins ?? []).map((p) => (p as { name: string }).name);
    expect(names).toEqual([
      'react-stub',
      'ascent:app-document',
      'ascent:zod-jitless',
      'ascent:default-texts-preload',
      'ascent:landing-documents',
      'ascent:precompress',
    ]);
  });

  it("puts an app's own chunks after the shared groups, leaving language data to its pack", () => {
    type Group = {
      name: string;
      test: (id: string) => boolean;
      priority: number;
      includeDependenciesRecursively?: boolean;
    };
    const groupsOf = (config: ReturnType<typeof createViteConfig>) =>
      (
        config.build!.rolldownOptions!.output as {
          codeSplitting: { groups: Group[] };
        }
      ).codeSplitting.groups;
    const shared = groupsOf(createViteConfig({ base: '/', react }));
    const groups = groupsOf(
      createViteConfig({
        base: '/',
        react,
        chunks: [{ name: 'main-layout', test: /features[\\/](shell|tiny)[\\/]|locale[\\/]/ }],
      }),
    );
    expect(groups.slice(0, -1).map((g) => g.name)).toEqual(shared.map((g) => g.name));
    const own = groups.at(-1)!;
    expect(own.name).toBe('main-layout');
    expect(own.priority).toBeLessThan(Math.min(...shared.map((g) => g.priority)));
    expect(own.includeDependenciesRecursively).toBe(false);
    expect(own.test('/w/apps/web/src/features/shell/components/app-header.tsx')).toBe(true);
    expect(own.test('/w/apps/web/src/features/home/pages/home-page.tsx')).toBe(false);
    expect(own.test('/w/node_modules/dayjs/locale/zh-cn.js')).toBe(false);
  });

  it("preloads a landing page's chunks with it, and another lazily loaded page's not at all", () => {
    const build = createViteConfig({
      base: '/',
      react,
      landingPages: { '/': { pages: ['home-page'] } },
    }).build!;
    const resolve = (
      build.modulePreload as {
        resolveDependencies: (file: string, deps: string[], context: object) => string[];
      }
    ).resolveDependencies;
    const deps = ['assets/react-1.js', 'assets/card-2.js'];
    const js = { hostId: 'assets/index-4.js', hostType: 'js' };
    expect(resolve('assets/page-3.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(
      deps,
    );
    expect(resolve('assets/course-home-page-CcsRtMGR.js', deps, js)).toEqual([]);
    expect(resolve('assets/home-page-SLHcoJl3.js', deps, js)).toEqual(deps);
    expect(resolve('assets/home-page-a_b-cdEF.js', deps, js)).toEqual(deps);
  });
});

describe('defaultTextsPreloadPlugin', () => {
  type Hook = { handler: (html: string, ctx: { bundle?: object }) => unknown };
  const plugin = defaultTextsPreloadPlugin('zh-CN') as unknown as {
    configResolved: (config: { base: string }) => void;
    transformIndexHtml: Hook;
  };
  const bundle = {
    a: {
      type: 'asset',
      fileName: 'assets/zh-CN-a1.json',
      originalFileNames: ['src/i18n/locales/zh-CN.json'],
      source: '{\n  "title": "<b>学习</b>"\n}\n',
    },
    b: {
      type: 'asset',
      fileName: 'assets/en-US-b2.json',
      originalFileNames: ['src/i18n/locales/en-US.json'],
    },
    c: {
      type: 'chunk',
      fileName: 'assets/zh-CN-c3.js',
      facadeModuleId: '/w/packages/client/src/i18n/locale-packs/zh-CN.ts',
    },
  };

  it("writes the default language's catalogue into the page and has it ask for the locale pack, under the site's base", () => {
    plugin.configResolved({ base: '/manage/' });
    expect(plugin.transformIndexHtml.handler('<head>\n  </head>', { bundle })).toEqual({
      html:
        '<head>\n    <script type="application/json" data-catalogue="/manage/assets/zh-CN-a1.json">' +
        '{"title":"\\u003cb>学习\\u003c/b>"}</script>\n  </head>',
      tags: [
        {
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: '/manage/assets/zh-CN-c3.js' },
          injectTo: 'head',
        },
      ],
    });
  });

  it('fails the build when they are not in it', () => {
    expect(() => plugin.transformIndexHtml.handler('', { bundle: { a: bundle.a } })).toThrow(
      /zh-CN texts were not found/,
    );
  });
});

describe('landingDocumentsPlugin', () => {
  type Emitted = { fileName: string; source: string };
  const plugin = landingDocumentsPlugin({
    '/course/detail': {
      pages: ['main-layout', 'course-detail-page'],
      texts: ['learning'],
      firstCalls: [{ path: 'study/course/{id}/detail', picture: 'cover' }],
    },
    '/login': { pages: ['other-page'] },
  }) as unknown as {
    configResolved: (config: { base: string }) => void;
    generateBundle: {
      handler: (this: { emitFile: (f: Emitted) => void }, o: object, b: object) => void;
    };
  };
  const chunk = (fileName: string, imports: string[], css: string[] = []) => ({
    type: 'chunk',
    fileName,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  });
  const index =
    '<html><head>\n    <meta charset="UTF-8" />\n    <script type="module" crossorigin src="/assets/index-Aa11Bb22.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-Cc33Dd44.js">\n  </head></html>';
  const bundle = {
    'index.html': { type: 'asset', fileName: 'index.html', source: index, originalFileNames: [] },
    i: chunk('assets/index-Aa11Bb22.js', ['assets/react-Cc33Dd44.js']),
    r: chunk('assets/react-Cc33Dd44.js', []),
    l: chunk(
      'assets/main-layout-Ee55Ff66.js',
      ['assets/react-Cc33Dd44.js', 'assets/tag-Gg77Hh88.js'],
      ['assets/main-layout-Ii99Jj00.css'],
    ),
    t: chunk('assets/tag-Gg77Hh88.js', []),
    p: chunk('assets/course-detail-page-Kk11Ll22.js', ['assets/tag-Gg77Hh88.js']),
    o: chunk('assets/other-page-Mm33Nn44.js', []),
    c: {
      type: 'asset',
      fileName: 'assets/zh-CN-Oo55Pp66.json',
      originalFileNames: ['src/features/learning/locales/zh-CN.json'],
      source: '{"course": {"title": "课程"}}',
    },
    e: {
      type: 'asset',
      fileName: 'assets/en-US-Qq77Rr88.json',
      originalFileNames: ['src/features/learning/locales/en-US.json'],
    },
  };

  it("writes each landing address a page naming its pages' chunks, what they import and their styles, once each", () => {
    const emitted: Emitted[] = [];
    plugin.configResolved({ base: '/' });
    plugin.generateBundle.handler.call({ emitFile: (f) => emitted.push(f) }, {}, bundle);
    expect(emitted.map((f) => f.fileName)).toEqual([
      'landing/course-detail.html',
      'landing/login.html',
      'landing/pages.json',
    ]);
    const page = emitted[0]!.source;
    const links = page.match(/<link [^>]+>/g) ?? [];
    // The page's own link to React first; React is not named again. Its texts in the default
    // language only, written into it.
    expect(page).toContain(
      '<script type="application/json" data-catalogue="/assets/zh-CN-Oo55Pp66.json">{"course":{"title":"课程"}}</script>',
    );
    expect(page).not.toContain('Qq77Rr88');
    expect(links).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/react-Cc33Dd44.js">',
      '<link rel="modulepreload" crossorigin href="/assets/main-layout-Ee55Ff66.js">',
      '<link rel="modulepreload" crossorigin href="/assets/tag-Gg77Hh88.js">',
      '<link rel="modulepreload" crossorigin href="/assets/course-detail-page-Kk11Ll22.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/main-layout-Ii99Jj00.css">',
    ]);
    expect(page).not.toContain('other-page');
    expect(JSON.parse(emitted[2]!.source)).toEqual({
      '/course/detail': 'landing/course-detail.html',
      '/login': 'landing/login.html',
    });
  });

  it("starts a page's first call with the first thing in its page, and only in that page", () => {
    const emitted: Emitted[] = [];
    plugin.configResolved({ base: '/' });
    plugin.generateBundle.handler.call({ emitFile: (f) => emitted.push(f) }, {}, bundle);
    const [course, login] = emitted.map((f) => f.source);
    const inline =
      /<meta charset="UTF-8" \/>\n {4}<script>([^<]+)<\/script>\n {4}<script type="module"/.exec(
        course!,
      );
    expect(inline?.[1]).toContain('study/course/{id}/detail');
    expect(inline?.[1]).toContain('__ascentFirstCall');
    expect(inline?.[1]).toContain('/api/first-calls');
    expect(login).not.toContain('<script>');
  });

  it('fails the build when a landing page has more first calls than one request carries', () => {
    const call = { path: 'study/me/profile' };
    const page = { pages: ['main-layout'] };
    expect(() =>
      landingDocumentsPlugin({ '/a': { ...page, firstCalls: Array(FIRST_CALLS_MAX).fill(call) } }),
    ).not.toThrow();
    expect(() =>
      landingDocumentsPlugin({
        '/a': { ...page, firstCalls: Array(FIRST_CALLS_MAX + 1).fill(call) },
      }),
    ).toThrow(`/a has ${FIRST_CALLS_MAX + 1} first calls`);
  });

  it('fails the build when a landing page names texts the build does not have', () => {
    const { c: _texts, ...without } = bundle;
    expect(() =>
      plugin.generateBundle.handler.call({ emitFile: () => undefined }, {}, without),
    ).toThrow(/features\/learning\/locales\/zh-CN.json is not in the build/);
  });

  it('fails the build when a landing page is not one chunk of it', () => {
    const { p: _page, ...without } = bundle;
    expect(() =>
      plugin.generateBundle.handler.call({ emitFile: () => undefined }, {}, without),
    ).toThrow(/course-detail-page: 0 chunks/);
  });

  it('names the file after the address', () => {
    expect(landingFile('/')).toBe('landing/root.html');
    expect(landingFile('/manage/')).toBe('landing/manage.html');
    expect(landingFile('/course/detail')).toBe('landing/course-detail.html');
  });
});

describe('appDocument', () => {
  it("puts an app's index.html body in the shared page, without its comments", () => {
    const page = appDocument(
      '<!-- note -->\n<div id="root"></div>\n<script type="module" src="/src/main.tsx"></script>\n',
    );
    expect(page.startsWith('<!doctype html>\n<html lang="zh-CN">\n  <head>\n')).toBe(true);
    expect(page).toContain('<meta charset="UTF-8" />');
    // The icon in the page itself, not one more request.
    expect(page).toContain(
      `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"')}`,
    );
    expect(page).toContain('<title>Ascent</title>');
    expect(page).toContain(
      '  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
    );
    expect(page).not.toContain('note');
  });
});

describe('zodJitlessPlugin', () => {
  const transform = zodJitlessPlugin() as {
    transform: (code: string, id: string) => { code: string } | null;
  };
  const core = path.join(import.meta.dirname, '../../../node_modules/zod/v4/core/core.js');

  it("writes jitless into zod's own global config, so no schema is ever compiled", () => {
    const out = transform.transform(fs.readFileSync(core, 'utf8'), core);
    expect(out?.code).toContain(ZOD_JITLESS_LINE);
  });

  it('leaves other modules alone and fails the build when zod no longer has the line', () => {
    expect(transform.transform('export const x = 1;', '/src/x.ts')).toBeNull();
    expect(() => transform.transform('export const x = 1;', core)).toThrow(/global config/);
  });
});
