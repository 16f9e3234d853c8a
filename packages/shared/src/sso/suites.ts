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
