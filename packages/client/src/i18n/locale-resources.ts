import type { ConfigProviderProps } from 'antd';
import { registerMessages, type Messages } from '@ascent/shared/messages';
import type { Locale } from '@ascent/shared/i18n';
import type { CatalogueTree } from './create-app-i18n.ts';

export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/**
 * What one language brings of the shared client code besides an app's own texts: antd's
 * texts, the dayjs locale (registered by its module), the server message catalogue of
 * `@ascent/shared/messages` (that `translate` and `translateRef` read) and the `ui` section.
 */
export interface LocalePack {
  antd: AntdLocale;
  messages: Messages;
  /** `{ ui: { ... } }`: the texts of `@ascent/client/ui` (see ui-catalogues.ts). */
  ui: CatalogueTree;
}

/** One chunk per locale: only the language shown is downloaded. */
const PACKS: Record<Locale, () => Promise<{ default: LocalePack }>> = {
  'zh-CN': () => import('./locale-packs/zh-CN.ts'),
  'zh-TW': () => import('./locale-packs/zh-TW.ts'),
  'en-US': () => import('./locale-packs/en-US.ts'),
};

const DAYJS_LOCALES: Record<Locale, string> = {
  'zh-CN': 'zh-cn',
  'zh-TW': 'zh-tw',
  'en-US': 'en',
};

const loaded = new Map<Locale, LocalePack>();
const loading = new Map<Locale, Promise<LocalePack>>();

/**
 * Loads a locale's pack once (a failed load is tried again on the next call) and registers its
 * server messages, so `translate(key, locale)` answers synchronously from then on.
 */
export function loadLocalePack(locale: Locale): Promise<LocalePack> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = PACKS[locale]().then(({ default: pack }) => {
      registerMessages(locale, pack.messages);
      loaded.set(locale, pack);
      return pack;
    });
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/** antd's locale for a product locale once its pack is loaded (antd's own English before). */
export function getAntdLocale(locale: Locale): AntdLocale | undefined {
  return loaded.get(locale)?.antd;
}

/** dayjs's locale name for a product locale (registered when its pack loads). */
export function getDayjsLocale(locale: Locale): string {
  return DAYJS_LOCALES[locale];
}
