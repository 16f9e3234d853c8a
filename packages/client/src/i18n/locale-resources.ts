import type { ConfigProviderProps } from 'antd';
import { registerMessages, type BrowserMessages } from '@ascent/shared/messages';
import type { Locale } from '@ascent/shared/i18n';
import type { CatalogueTree } from './create-app-i18n.ts';

export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/**
 * What one language brings of the shared client code to every page besides an app's own
 * texts: the server message catalogue of `@ascent/shared/messages` (that `translate` and
 * `translateRef` read) and the `ui` section.
 */
export interface LocalePack {
  messages: BrowserMessages;
  /** `{ ui: { ... } }`: the texts of `@ascent/client/ui` (see ui-catalogues.ts). */
  ui: CatalogueTree;
}

/**
 * What one language brings to the component kit's pages only (AntdLayer): antd's texts and the
 * dayjs locale its pickers use (registered by its module). Pages made without the kit (login,
 * home, the exam paper) never download it, nor dayjs.
 */
export interface KitPack {
  antd: AntdLocale;
}

/** One chunk per locale: only the language shown is downloaded. */
const PACKS: Record<Locale, () => Promise<{ default: LocalePack }>> = {
  'zh-CN': () => import('./locale-packs/zh-CN.ts'),
  'zh-TW': () => import('./locale-packs/zh-TW.ts'),
  'en-US': () => import('./locale-packs/en-US.ts'),
};

const KIT_PACKS: Record<Locale, () => Promise<{ default: KitPack }>> = {
  'zh-CN': () => import('./kit-packs/zh-CN.ts'),
  'zh-TW': () => import('./kit-packs/zh-TW.ts'),
  'en-US': () => import('./kit-packs/en-US.ts'),
};

const DAYJS_LOCALES: Record<Locale, string> = {
  'zh-CN': 'zh-cn',
  'zh-TW': 'zh-tw',
  'en-US': 'en',
};

/**
 * Loads each locale's part once; a failed load is tried again on the next call. A settled load
 * carries its outcome on the promise (`status`, `value`): the convention React follows for
 * thenables given to `use`, so a part loaded before (with the language) is read without
 * suspending the page.
 */
function loaderOf<T>(
  load: Record<Locale, () => Promise<{ default: T }>>,
  onLoad?: (locale: Locale, part: T) => void,
) {
  const loading = new Map<Locale, Promise<T>>();
  return (locale: Locale): Promise<T> => {
    let pending = loading.get(locale);
    if (!pending) {
      const started: Promise<T> = load[locale]().then(({ default: part }) => {
        onLoad?.(locale, part);
        Object.assign(started, { status: 'fulfilled', value: part });
        return part;
      });
      Object.assign(started, { status: 'pending' });
      started.catch(() => loading.delete(locale));
      loading.set(locale, started);
      pending = started;
    }
    return pending;
  };
}

/**
 * Loads a locale's pack once and registers its server messages, so `translate(key, locale)`
 * answers synchronously from then on.
 */
export const loadLocalePack = loaderOf(PACKS, (locale, pack) =>
  registerMessages(locale, pack.messages),
);

/** Loads a locale's kit pack once (AntdLayer reads it with `use`). */
export const loadKitPack = loaderOf(KIT_PACKS);

let kitInUse = false;

/**
 * Called when the component kit's layer loads: from then on a language is shown only once its
 * kit pack is loaded too (createAppI18n), so a kit page never shows antd in another language.
 */
export function enableKitPacks(): void {
  kitInUse = true;
}

export function kitPacksInUse(): boolean {
  return kitInUse;
}

/** dayjs's locale name for a product locale (registered when its kit pack loads). */
export function getDayjsLocale(locale: Locale): string {
  return DAYJS_LOCALES[locale];
}
