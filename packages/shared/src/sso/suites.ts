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

/**
 * Whether the page is open inside that suite's app: each app names itself in its browser's
 * user agent (WeCom `wxwork/…`, DingTalk `DingTalk/…` or `AliApp(DingTalk/…)`, Feishu and Lark
 * `Lark/…` with `LarkLocale/…`, some builds `Feishu`, WeChat `MicroMessenger/…`, which WeCom's
 * browser names too).
 */
export function inSuiteApp(suite: TSignOnSuite, userAgent: string): boolean {
  const inWxwork = /wxwork/i.test(userAgent);
  switch (suite) {
    case 'wxwork':
      return inWxwork;
    case 'dingtalk':
      return /DingTalk/i.test(userAgent);
    case 'feishu':
      return /\bLark\/|LarkLocale|Feishu/i.test(userAgent);
    case 'weixin':
      return /MicroMessenger/i.test(userAgent) && !inWxwork;
  }
}

/**
 * The query parameter of /login/ding that names the DingTalk organisation: DingTalk replaces
 * `$CORPID$` in an app's homepage address with the organisation it is opened from, so the
 * app's homepage is registered as `/login/ding?corpId=$CORPID$`.
 */
export const DINGTALK_CORP_PARAM = 'corpId';

/**
 * The DingTalk organisation whose sign-in code the page asks DingTalk's JS API for
 * (runtime.permission.requestAuthCode): the company's CorpId when its login platform is
 * DingTalk's (the platform config answers it then), else the page's `corpId` (an unreplaced
 * `$CORPID$` is none); '' when neither names one.
 */
export function dingtalkCorpId(
  config: { platform: string; corpId: string },
  fromPage: string | null,
): string {
  if (PLATFORM_SUITES[config.platform] === 'dingtalk' && config.corpId !== '') return config.corpId;
  const value = fromPage?.trim() ?? '';
  return value === '$CORPID$' ? '' : value;
}

/**
 * The homepage to register for the app inside DingTalk's and Feishu's workbenches: the page
 * signs the person in with the app's JS API (DingTalk replaces `$CORPID$` with the organisation).
 */
export const SUITE_APP_HOMEPAGES: Partial<Record<TSignOnSuite, string>> = {
  dingtalk: `${SUITE_PAGES.dingtalk.pc!}?${DINGTALK_CORP_PARAM}=$CORPID$`,
  feishu: SUITE_PAGES.feishu.pc!,
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
  const phone = /Mobile|Android|iPhone|iPad/i.test(userAgent);
  if (config.customerCode === MOBILE_DOMAIN_CUSTOMER && phone && config.customMobileDomain)
    return { kind: 'away', to: config.customMobileDomain };
  if (config.useOIDC === 1) return { kind: 'path', to: '/login/oidc' };
  const suite = PLATFORM_SUITES[config.platform];
  if (!suite || !config.appId) return undefined;
  // WeCom and Feishu everywhere (their pages sign in outside their apps too: a QR code, or
  // Feishu's sign-in page; inside Feishu /login/feishu asks its JS API); DingTalk and WeChat
  // only inside their apps.
  const goes: Record<TSignOnSuite, boolean> = {
    wxwork: true,
    dingtalk: inSuiteApp('dingtalk', userAgent),
    feishu: true,
    weixin: inSuiteApp('weixin', userAgent),
  };
  if (!goes[suite]) return undefined;
  const mode: TSuiteMode =
    suite === 'wxwork'
      ? inSuiteApp('wxwork', userAgent)
        ? 'h5'
        : 'pc'
      : suite === 'weixin'
        ? 'h5'
        : 'pc';
  return { kind: 'path', to: SUITE_PAGES[suite][mode]! };
}
