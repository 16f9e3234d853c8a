import {
  createElement,
  isValidElement,
  lazy,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { AppI18n } from '../../i18n/create-app-i18n.ts';

/**
 * How long the first render waits for the first page's data (`prefetch`) beyond its code: on a
 * slow network or server, the page shows with its placeholders instead of staying blank.
 */
export const FIRST_DATA_WAIT_MS = 1500;

/** The data's promise, settled after FIRST_DATA_WAIT_MS at most (never failing). */
const withinFirstDataWait = (data: Promise<unknown>) =>
  Promise.race([
    data.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
  ]);

/** A lazily loaded page that can be asked to load before it renders (`preloadPages`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page's props are its own
type PreloadablePage<C extends ComponentType<any>> = ComponentType<ComponentProps<C>> & {
  /** Starts loading the page and, when it has one, its first data (`prefetch`). */
  preload: (search?: string) => Promise<unknown>;
};

/**
 * A feature's lazily loaded pages: `const page = featurePages(appI18n, 'exam')`, then
 * `page(() => import('./pages/exam-paper-page.tsx'), 'ExamPaperPage')`. A page's chunk and the
 * texts it shows (the feature's catalogue and those it needs) load together, so the page is
 * drawn in the reader's language from its first frame and no page carries other features' texts.
 */
export function featurePages(appI18n: Pick<AppI18n, 'loadFeature'>, feature: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page's props are its own
  return <K extends string, M extends Record<K, ComponentType<any>>>(
    load: () => Promise<M>,
    name: K,
    /**
     * Starts the page's own data calls, given the address's query, when the page is the first
     * one shown (`preloadPages`): its data then comes beside its code instead of after it, and
     * the first render waits for it (up to FIRST_DATA_WAIT_MS), so the page is first drawn with
     * its data rather than redrawn as each answer lands.
     */
    prefetch?: (search: string) => Promise<unknown> | void,
  ): PreloadablePage<M[K]> => {
    let loading: Promise<{ default: M[K] }> | undefined;
    let loaded: M[K] | undefined;
    const start = () =>
      (loading ??= Promise.all([load(), appI18n.loadFeature(feature)]).then(([module]) => {
        loaded = module[name];
        return { default: loaded };
      }));
    const preload = (search?: string) => {
      const data = prefetch && search !== undefined ? prefetch(search) : undefined;
      return data
        ? Promise.all([start(), withinFirstDataWait(data)]).then(([page]) => page)
        : start();
    };
    const Lazy = lazy(start);
    /**
     * A page already loaded (the first page, preloaded before the first render; a page seen
     * before) renders at once. React.lazy would suspend once even then: a spinner, and React
     * holds the page back for its fallback's minimum time (300 ms), twice for a layout and its
     * page. Each mount keeps what it started with, so a page never remounts when it loads.
     */
    function Page(props: ComponentProps<M[K]>) {
      const [{ shown }] = useState(() => ({
        shown: (loaded ?? Lazy) as ComponentType<ComponentProps<M[K]>>,
      }));
      return createElement(shown, props);
    }
    Page.displayName = name;
    return Object.assign(Page, { preload });
  };
}

/**
 * Starts loading the pages of the first address (the router's matched routes' elements made by
 * `featurePages`) and their first data, given the address's query, while the language loads,
 * instead of once the first render asks for them. Settles when they are loaded (or failed: the
 * render then shows what the router shows for a page that cannot load).
 */
export function preloadPages(elements: readonly ReactNode[], search: string): Promise<unknown> {
  const loading: Promise<unknown>[] = [];
  for (const element of elements) {
    if (!isValidElement(element)) continue;
    const preload = (element.type as { preload?: unknown }).preload;
    if (typeof preload === 'function')
      loading.push((preload as (search: string) => Promise<unknown>)(search));
  }
  return Promise.allSettled(loading);
}
