import type * as WeCom from '@wecom/jssdk';
import { richTextToPlain } from '@ascent/shared/rich-text';
import type { TWxworkJsConfig } from '@ascent/shared/sso';

/**
 * The share card inside WeCom (issue 15, docs/decisions.md "Sign-on through the workplace
 * suites"): what a detail page shows when the learner forwards it from WeCom's top-right menu
 * ("转发" to a WeCom chat, "微信" to WeChat) instead of a bare address. This module and the
 * JS-SDK (@wecom/jssdk) are loaded only inside WeCom (hooks/use-suite-share.ts, a chunk of their
 * own: app-chunks.ts); wx.config's and wx.agentConfig's signatures come from one
 * `customer/wxwork/config` call per page address.
 */

/** A detail page's item as the card tells it: its summary or rich text intro, its own address. */
export interface ShareItem {
  title: string;
  /** A plain summary, told when it is set. */
  summary?: string;
  /** Sanitised HTML, summarised when there is no summary. */
  intro: string;
  cover: string;
  /** The item's page on this site (`/course/detail?id=7`). */
  path: string;
}

/** What a forwarded page's card shows: its title, a short plain summary, a picture and a link. */
export interface ShareCard {
  title: string;
  desc: string;
  imgUrl: string;
  link: string;
}

/** The longest summary a card gets: WeCom shows about two lines of it. */
export const SHARE_SUMMARY_MAX = 60;

/** Plain text for a card: on one line, at most `max` characters. */
export function shareLine(plain: string, max = SHARE_SUMMARY_MAX): string {
  const text = plain.replace(/\s+/g, ' ').trim();
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** A rich text's summary for a card: plain, on one line, at most `max` characters. */
export const shareSummary = (html: string, max = SHARE_SUMMARY_MAX) =>
  shareLine(richTextToPlain(html), max);

/** A detail page's card: its address and cover made absolute (the card leaves the site). */
export function shareCard(item: ShareItem, origin: string): ShareCard {
  return {
    title: item.title,
    desc: item.summary?.trim() ? shareLine(item.summary) : shareSummary(item.intro),
    imgUrl: item.cover ? new URL(item.cover, origin).href : '',
    link: new URL(item.path, origin).href,
  };
}

/** The address the suites sign: the page's, without its fragment. */
export const signedUrl = (href: string) => href.split('#')[0]!;

/** The JS APIs the card needs (wx.config's and wx.agentConfig's jsApiList). */
export const SHARE_APIS = ['onMenuShareAppMessage', 'onMenuShareWechat'];

type Sdk = Pick<
  typeof WeCom,
  'register' | 'ensureConfigReady' | 'onMenuShareAppMessage' | 'onMenuShareWechat'
>;

export interface SuiteShareDeps {
  /** The JS-SDK, imported when first needed. */
  loadSdk: () => Promise<Sdk>;
  /** `customer/wxwork/config` for the company and a page address. */
  fetchConfig: (customerId: number, url: string) => Promise<TWxworkJsConfig>;
  /** The page's address now (location.href). */
  href: () => string;
  /** The site's origin (location.origin). */
  origin: string;
  log: (message: string, error: unknown) => void;
}

/**
 * The card of the page on screen, told to WeCom. `show` registers the company's WeCom app for
 * the page's address (its signatures from one config call per address, shared by wx.config and
 * wx.agentConfig) and, the first time, binds the menu's forward and "WeChat" entries to a card
 * read when the learner forwards: the page's card while it is shown, after `clear` (the page
 * left) the page's own title and address (the SDK's defaults for empty fields), the app
 * registered again for the new address. A failure (no WeCom app set up, a refused signature, no
 * bridge) is logged and changes nothing on the page.
 */
export function createSuiteShare(deps: SuiteShareDeps) {
  const configs = new Map<string, Promise<TWxworkJsConfig>>();
  let customerId = 0;
  const configFor = (url: string) => {
    let config = configs.get(url);
    if (!config) {
      config = deps.fetchConfig(customerId, url);
      configs.set(url, config);
      // A failed call is asked again on the next visit of the address.
      config.catch(() => configs.delete(url));
    }
    return config;
  };
  let shown: ShareCard | null = null;
  let bound = false;
  // Read by the SDK when the learner forwards ('' falls back to the page's title and address).
  const live = {
    get title() {
      return shown?.title ?? '';
    },
    get desc() {
      return shown?.desc ?? '';
    },
    get imgUrl() {
      return shown?.imgUrl ?? '';
    },
    get link() {
      return shown?.link ?? '';
    },
  };

  const register = async () => {
    const url = signedUrl(deps.href());
    const [ww, first] = await Promise.all([deps.loadSdk(), configFor(url)]);
    const signature = (pick: (c: TWxworkJsConfig) => string) => async (signed: string) => {
      const c = await configFor(signed);
      return { timestamp: c.timestamp, nonceStr: c.nonceStr, signature: pick(c) };
    };
    ww.register({
      corpId: first.corpId,
      agentId: first.agentId,
      jsApiList: SHARE_APIS,
      getConfigSignature: signature((c) => c.signature),
      getAgentConfigSignature: signature((c) => c.agentSignature),
    });
    await ww.ensureConfigReady();
    if (!bound) {
      bound = true;
      ww.onMenuShareAppMessage(live);
      ww.onMenuShareWechat(live);
    }
  };
  const registerLogged = () =>
    register().catch((error: unknown) => deps.log('WeCom share card not set', error));

  return {
    /** The item's card while its page is on screen. */
    show(item: ShareItem, company: number): Promise<void> {
      shown = shareCard(item, deps.origin);
      customerId = company;
      return registerLogged();
    },
    clear(): Promise<void> {
      shown = null;
      return bound ? registerLogged() : Promise.resolve();
    },
  };
}
export type SuiteShare = ReturnType<typeof createSuiteShare>;
