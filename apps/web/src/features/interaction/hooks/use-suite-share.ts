import { useEffect } from 'react';
import { useSession } from '../../../app/services.ts';
import { fetchWxworkJsConfig } from '../api/interaction-api.ts';
import type { ShareItem, SuiteShare } from '../lib/suite-share.ts';

/** The WeCom app's browser names itself in the user agent (`wxwork/4.1.22`). */
export const inWxwork = (userAgent: string) => /wxwork/i.test(userAgent);

let loading: Promise<SuiteShare> | undefined;
/** The card's logic and the JS-SDK, each a chunk of its own, fetched the first time in WeCom. */
const suiteShare = () =>
  (loading ??= import('../lib/suite-share.ts').then((m) =>
    m.createSuiteShare({
      loadSdk: () => import('@wecom/jssdk'),
      fetchConfig: fetchWxworkJsConfig,
      href: () => globalThis.location.href,
      origin: globalThis.location.origin,
      log: (message, error) => console.warn(message, error),
    }),
  ));

const logged = (error: unknown) => console.warn('WeCom share card not set', error);

/**
 * The page's share card inside WeCom (the top-right menu's forward and "WeChat" entries: the
 * item's title, its summary or its intro's as one short line, its cover and its address); does nothing
 * elsewhere, nor while `item` is null (the page's data not there yet).
 */
export function useSuiteShare(item: ShareItem | null) {
  const customerId = useSession((s) => s.platformConfig?.CustomerID);
  const { title, summary, intro, cover, path } = item ?? {};
  useEffect(() => {
    if (title === undefined || !customerId || !inWxwork(globalThis.navigator.userAgent)) return;
    const shown = { title, summary, intro: intro ?? '', cover: cover ?? '', path: path ?? '' };
    void suiteShare()
      .then((share) => share.show(shown, customerId))
      .catch(logged);
    return () => void suiteShare().then((share) => share.clear(), logged);
  }, [title, summary, intro, cover, path, customerId]);
}
