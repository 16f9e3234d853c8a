import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@ascent/shared/i18n';
import { createSessionStore } from '../session/session-store.ts';
import { createAppI18n } from './create-app-i18n.ts';
import type { AppCatalogueLoaders, LocaleLoaders } from './feature-catalogues.ts';
import { enableKitPacks, loadKitPack, loadLocalePack } from './locale-resources.ts';

/**
 * App loaders that record which parts were asked for: the app's texts as the locale, a
 * feature's as `feature/locale`. The feature `exam` needs `task`.
 */
function recordingLoaders(fail: Locale[] = []) {
  const asked: string[] = [];
  const part = (name: string | null, tree: (locale: Locale) => object): LocaleLoaders => {
    const load = (locale: Locale) => async () => {
      asked.push(name ? `${name}/${locale}` : locale);
      if (fail.includes(locale)) throw new Error(`offline: ${locale}`);
      return tree(locale) as Record<string, string>;
    };
    return { 'zh-CN': load('zh-CN'), 'zh-TW': load('zh-TW'), 'en-US': load('en-US') };
  };
  const loaders: AppCatalogueLoaders = {
    app: part(null, (locale) => ({ greeting: `${locale}: {{name}}` })),
    features: {
      exam: part('exam', (locale) => ({ exam: { title: `${locale} exam` } })),
      task: part('task', (locale) => ({ task: { title: `${locale} task` } })),
    },
    needs: { exam: ['task'] },
  };
  return { asked, loaders };
}

function sessionIn(lang: Locale) {
  const session = createSessionStore({ storage: null });
  session.setState({ lang });
  return session;
}

describe('createAppI18n', () => {
  it("loads only the session's language before it is ready, with the ui section", async () => {
    const { asked, loaders } = recordingLoaders();
    const appI18n = createAppI18n({ catalogues: loaders, session: sessionIn('en-US') });
    await appI18n.ready;
    expect(asked).toEqual(['en-US']);
    const { i18n } = appI18n;
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('greeting', { name: 'Ann' })).toBe('en-US: Ann');
    expect(i18n.t('ui.logout')).toBe('Sign out');
    expect(i18n.hasResourceBundle('zh-CN', 'translation')).toBe(false);
    appI18n.dispose();
  });

  it('loads a language when it is chosen, then applies it everywhere', async () => {
    const { asked, loaders } = recordingLoaders();
    const session = sessionIn('zh-CN');
    const appI18n = createAppI18n({ catalogues: loaders, session });
    await appI18n.ready;
    await appI18n.setLanguage('zh-TW');
    expect(asked).toEqual(['zh-CN', 'zh-TW']);
    expect(session.getState().lang).toBe('zh-TW');
    expect(appI18n.i18n.language).toBe('zh-TW');
    expect(appI18n.i18n.t('ui.logout')).toBe('登出');

    // A language set elsewhere (the platform's languages) is shown once loaded.
    session.setState({ lang: 'en-US' });
    await vi.waitFor(() => expect(appI18n.i18n.language).toBe('en-US'));
    expect(asked).toEqual(['zh-CN', 'zh-TW', 'en-US']);
    appI18n.dispose();
  });

  it('keeps the shown language when another fails to load, and tries it again later', async () => {
    const { asked, loaders } = recordingLoaders(['en-US']);
    const session = sessionIn('zh-CN');
    const appI18n = createAppI18n({ catalogues: loaders, session });
    await appI18n.ready;
    await expect(appI18n.setLanguage('en-US')).rejects.toThrow(/offline/);
    expect(session.getState().lang).toBe('zh-CN');
    expect(appI18n.i18n.language).toBe('zh-CN');
    await expect(appI18n.setLanguage('en-US')).rejects.toThrow(/offline/);
    expect(asked).toEqual(['zh-CN', 'en-US', 'en-US']);
    appI18n.dispose();
  });
});

describe('AppI18n.loadFeature', () => {
  it("loads a feature's texts and those it needs in the language shown, once", async () => {
    const { asked, loaders } = recordingLoaders();
    const appI18n = createAppI18n({ catalogues: loaders, session: sessionIn('zh-TW') });
    await appI18n.ready;
    expect(appI18n.i18n.exists('exam.title')).toBe(false);
    await appI18n.loadFeature('exam');
    expect(appI18n.i18n.t('exam.title')).toBe('zh-TW exam');
    expect(appI18n.i18n.t('task.title')).toBe('zh-TW task');
    expect(appI18n.i18n.t('greeting', { name: 'A' })).toBe('zh-TW: A');
    await appI18n.loadFeature('exam');
    expect(asked).toEqual(['zh-TW', 'exam/zh-TW', 'task/zh-TW']);
    appI18n.dispose();
  });

  it('brings the features shown so far with a language chosen later, before it is shown', async () => {
    const { asked, loaders } = recordingLoaders();
    const appI18n = createAppI18n({ catalogues: loaders, session: sessionIn('zh-CN') });
    await appI18n.ready;
    await appI18n.loadFeature('task');
    await appI18n.setLanguage('en-US');
    expect(appI18n.i18n.t('task.title')).toBe('en-US task');
    expect(appI18n.i18n.exists('exam.title')).toBe(false);
    expect(asked).toEqual(['zh-CN', 'task/zh-CN', 'en-US', 'task/en-US']);
    appI18n.dispose();
  });
});

describe('loadLocalePack', () => {
  it("brings a language's server messages and ui section, not the kit's texts", async () => {
    const pack = await loadLocalePack('zh-TW');
    expect(pack.messages['common.timeout']).toBe('請求逾時');
    expect(pack.ui).toHaveProperty('ui.logout', '登出');
    expect(pack).not.toHaveProperty('antd');
    expect(await loadLocalePack('zh-TW')).toBe(pack);
  });
});

describe('kit packs', () => {
  it("bring antd's texts and dayjs's locale, settled on the promise for React's use", async () => {
    const pending = loadKitPack('zh-TW');
    const kit = await pending;
    expect(kit.antd.locale).toBe('zh-tw');
    expect(pending).toMatchObject({ status: 'fulfilled', value: kit });
    expect(loadKitPack('zh-TW')).toBe(pending);
    dayjs.locale('zh-tw');
    expect(dayjs.locale()).toBe('zh-tw');
    dayjs.locale('en');
  });

  it('are loaded with a language once the kit is in use, and not before', async () => {
    const none = async () => ({});
    const loaders: AppCatalogueLoaders = {
      app: { 'zh-CN': none, 'zh-TW': none, 'en-US': none },
      features: {},
      needs: {},
    };
    const session = sessionIn('zh-CN');
    const appI18n = createAppI18n({ catalogues: loaders, session });
    await appI18n.ready;
    enableKitPacks();
    await appI18n.setLanguage('en-US');
    const kit = loadKitPack('en-US');
    // Loaded by setLanguage before the language was shown: already settled.
    expect(kit).toMatchObject({ status: 'fulfilled' });
    appI18n.dispose();
  });
});
