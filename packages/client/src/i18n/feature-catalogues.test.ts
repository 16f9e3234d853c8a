import { describe, expect, it, vi } from 'vitest';
import {
  appCatalogue,
  featureCatalogues,
  featureClosure,
  inlineCatalogue,
  INLINE_CATALOGUE_ATTRIBUTE,
  withFeatureCatalogues,
  type AppCatalogueLoaders,
} from './feature-catalogues.ts';

const app = { title: 'A' };
const tree = (section: string) => async () => ({ [section]: 'x' });

describe('featureCatalogues', () => {
  it("groups a glob's files by feature and locale, each fetched when wanted", async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify({ from: url }), { status: 200 });
    });
    const features = featureCatalogues({
      '../features/exam/locales/zh-CN.json': '/assets/zh-CN-a.json',
      '../features/exam/locales/zh-TW.json': '/assets/zh-TW-b.json',
      '../features/exam/locales/en-US.json': '/assets/en-US-c.json',
    });
    expect(Object.keys(features)).toEqual(['exam']);
    expect(fetched).toEqual([]);
    expect(await features.exam!['zh-TW']()).toEqual({ from: '/assets/zh-TW-b.json' });
    expect(fetched).toEqual(['/assets/zh-TW-b.json']);
    vi.unstubAllGlobals();
  });

  it('takes a catalogue the page carries instead of fetching it, and fetches the others', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify({ from: url }), { status: 200 });
    });
    // The page as the build writes it: one data block per carried catalogue.
    const block = inlineCatalogue('/assets/zh-CN-a.json', '{"exam": {"title": "<考试>"}}');
    const [, url, text] = /data-catalogue="([^"]+)">(.*)<\/script>$/.exec(block)!;
    vi.stubGlobal('document', {
      querySelectorAll: (selector: string) =>
        selector === `script[${INLINE_CATALOGUE_ATTRIBUTE}]`
          ? [{ getAttribute: () => url, textContent: text }]
          : [],
    });
    const features = featureCatalogues({
      '../features/exam/locales/zh-CN.json': '/assets/zh-CN-a.json',
      '../features/exam/locales/zh-TW.json': '/assets/zh-TW-b.json',
      '../features/exam/locales/en-US.json': '/assets/en-US-c.json',
    });
    expect(block).not.toContain('<考试>');
    expect(await features.exam!['zh-CN']()).toEqual({ exam: { title: '<考试>' } });
    expect(fetched).toEqual([]);
    expect(await features.exam!['en-US']()).toEqual({ from: '/assets/en-US-c.json' });
    expect(fetched).toEqual(['/assets/en-US-c.json']);
    vi.unstubAllGlobals();
  });

  it('rejects a file the server does not give (to be tried again)', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 404 }));
    const app = appCatalogue({
      './locales/zh-CN.json': '/assets/zh-CN-a.json',
      './locales/zh-TW.json': '/assets/zh-TW-b.json',
      './locales/en-US.json': '/assets/en-US-c.json',
    });
    await expect(app['en-US']()).rejects.toThrow('/assets/en-US-c.json: 404');
    vi.unstubAllGlobals();
  });

  it('refuses a feature without every locale, and a file of no known locale', () => {
    expect(() => featureCatalogues({ '../features/exam/locales/zh-CN.json': '/a.json' })).toThrow(
      /features\/exam: no catalogue in zh-TW, en-US/,
    );
    expect(() => featureCatalogues({ '../features/exam/locales/fr-FR.json': '/a.json' })).toThrow(
      /features\/<name>\/locales\/<locale>\.json/,
    );
  });
});

describe('featureClosure', () => {
  const loaders = (names: string[]) =>
    Object.fromEntries(
      names.map((n) => [n, { 'zh-CN': tree(n), 'zh-TW': tree(n), 'en-US': tree(n) }]),
    );
  const catalogues: AppCatalogueLoaders = {
    app: { 'zh-CN': tree('a'), 'zh-TW': tree('a'), 'en-US': tree('a') },
    features: loaders(['home-study', 'task', 'programme']),
    needs: {
      home: ['home-study'],
      'home-study': ['task'],
      task: ['programme'],
      programme: ['task'],
    },
  };

  it("is a feature's own catalogue and what it needs, transitively, each once", () => {
    expect(featureClosure(catalogues, 'home-study')).toEqual(['home-study', 'task', 'programme']);
    expect(featureClosure(catalogues, 'task')).toEqual(['task', 'programme']);
  });

  it('leaves out a feature without a catalogue (its texts are the app’s)', () => {
    expect(featureClosure(catalogues, 'home')).toEqual(['home-study', 'task', 'programme']);
    expect(featureClosure(catalogues, 'shell')).toEqual([]);
  });
});

describe('withFeatureCatalogues', () => {
  it("adds each feature's sections", () => {
    const out = withFeatureCatalogues(app, {
      users: { users: { title: 'Users' } },
      exams: { exams: { title: 'Exams' } },
    });
    expect(out).toEqual({ title: 'A', users: { title: 'Users' }, exams: { title: 'Exams' } });
    expect(app).toEqual({ title: 'A' });
  });

  it('refuses a section defined twice', () => {
    expect(() => withFeatureCatalogues(app, { x: { title: 'B' } })).toThrow(
      /features\/x: the section 'title' is already defined by the app/,
    );
    expect(() => withFeatureCatalogues(app, { a: { s: 'a' }, b: { s: 'b' } })).toThrow(
      /features\/b: the section 's' is already defined by features\/a/,
    );
  });
});
