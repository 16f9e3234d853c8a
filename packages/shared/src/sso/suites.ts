/**
 * The workplace suites staff sign on through (spec s.1, s.4, s.7; docs/decisions.md "Sign-on
 * through the workplace suites"): WeCom (企业微信), DingTalk (钉钉), Feishu (飞书) and WeChat's
 * official-account pages. No schemas here: the login pages import these without zod.
 */
export const SIGN_ON_SUITES = ['wxwork', 'dingtalk', 'feishu', 'weixin'] as const;
export type TSignOnSuite = (typeof SIGN_ON_SUITES)[number];

/**
 * How the person arrives: `pc`, a browser sent to the suite's sign-in page (a QR code to scan
 * with the suite's app); `h5`, a page opened inside the suite's app, sent through its OAuth page.
 */
export const SUITE_MODES = ['pc', 'h5'] as const;
export type TSuiteMode = (typeof SUITE_MODES)[number];

/** The learner site's page each suite and mode sends people back to (the redirect URI). */
export const SUITE_PAGES: Record<TSignOnSuite, Partial<Record<TSuiteMode, string>>> = {
  wxwork: { pc: '/login/wxwork', h5: '/login/wxworkh5' },
  dingtalk: { pc: '/login/ding' },
  feishu: { pc: '/login/feishu' },
  weixin: { h5: '/login/wx' },
};

/**
 * The suite each login platform code of spec s.4 signs on through (the company's `platform`:
 * 20 WeChat, 25 and 26 WeCom, 30 and 31 DingTalk, 40 and 41 Feishu; 'web' none).
 */
export const PLATFORM_SUITES: Readonly<Record<string, TSignOnSuite>> = {
  '20': 'weixin',
  '25': 'wxwork',
  '26': 'wxwork',
  '30': 'dingtalk',
  '31': 'dingtalk',
  '40': 'feishu',
  '41': 'feishu',
};

/** What the unauthenticated entry reads of the platform config (spec s.3, s.4). */
export interface EntryConfig {
  useOIDC: number;
  platform: string;
  /** The app's id at the platform's suite ('' when its sign-on is not set up or is off). */
  appId: string;
  customerCode: string;
  customMobileDomain: string;
}

/** The customer whose phones go to its own mobile domain (spec s.1, s.4). */
export const MOBILE_DOMAIN_CUSTOMER = 'dfzx';

/**
 * Where a signed-out visitor goes instead of the password login (spec s.4 "Unauthenticated
 * entry"): the dfzx customer's phones to its mobile domain (`away`); the OIDC provider when
 * useOIDC is 1; else by the platform code, to its suite's sign-on when that is set up: 25 and
 * 26 WeCom (inside WeCom its in-app page, else its QR sign-in), 30 and 31 DingTalk only inside
 * DingTalk, 40 and 41 Feishu, 20 WeChat only inside WeChat. Undefined: the password login.
 * `userAgent` tells where the page is open (the suites' apps name themselves in it).
 */
export function signOnEntry(
  config: EntryConfig,
  userAgent: string,
): { kind: 'path' | 'away'; to: string } | undefined {
  const inWxwork = /wxwork/i.test(userAgent);
  const phone = /Mobile|Android|iPhone|iPad/i.test(userAgent);
  if (config.customerCode === MOBILE_DOMAIN_CUSTOMER && phone && config.customMobileDomain)
    return { kind: 'away', to: config.customMobileDomain };
  if (config.useOIDC === 1) return { kind: 'path', to: '/login/oidc' };
  const suite = PLATFORM_SUITES[config.platform];
  if (!suite || !config.appId) return undefined;
  const inApp: Record<TSignOnSuite, boolean> = {
    wxwork: true,
    dingtalk: /DingTalk/i.test(userAgent),
    feishu: true,
    weixin: /MicroMessenger/i.test(userAgent) && !inWxwork,
  };
  if (!inApp[suite]) return undefined;
  const mode: TSuiteMode =
    suite === 'wxwork' ? (inWxwork ? 'h5' : 'pc') : suite === 'weixin' ? 'h5' : 'pc';
  return { kind: 'path', to: SUITE_PAGES[suite][mode]! };
}
