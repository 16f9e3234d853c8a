import { describe, expect, it } from 'vitest';
import {
  SUITE_APP_HOMEPAGES,
  dingtalkCorpId,
  inSuiteApp,
  signOnEntry,
  type EntryConfig,
} from './suites.ts';

const PC =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const WECOM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 wxwork/4.1.10 MicroMessenger/7.0.1 Language/zh';
const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40 NetType/WIFI Language/zh_CN';
const DINGTALK =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/107.0 Mobile Safari/537.36 AliApp(DingTalk/7.0.40) DingTalk(7.0.40) Language/zh-CN';
const FEISHU_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Lark/7.10.5 LarkLocale/zh_CN ChannelName/Feishu';
const LARK_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 13_2_1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/101.0.4951.53 Safari/537.36 Lark/6.7.5 LarkLocale/en_US ttnet SDK-Version/6.7.8';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

const config = (over: Partial<EntryConfig>): EntryConfig => ({
  useOIDC: 0,
  platform: 'web',
  appId: 'app',
  customerCode: '',
  customMobileDomain: '',
  ...over,
});

describe('the unauthenticated entry (spec s.4)', () => {
  it('keeps the password login on the web platform', () => {
    expect(signOnEntry(config({}), PC)).toBeUndefined();
  });

  it('sends everyone to the OIDC provider when useOIDC is 1', () => {
    expect(signOnEntry(config({ useOIDC: 1, platform: '25' }), WECOM)).toEqual({
      kind: 'path',
      to: '/login/oidc',
    });
  });

  it("routes by platform code to the suite's sign-on, in its app or out of it", () => {
    const to = (platform: string, ua: string) => signOnEntry(config({ platform }), ua)?.to;
    expect(to('25', PC)).toBe('/login/wxwork');
    expect(to('26', WECOM)).toBe('/login/wxworkh5');
    expect(to('30', DINGTALK)).toBe('/login/ding');
    expect(to('31', PC)).toBeUndefined();
    expect(to('40', PC)).toBe('/login/feishu');
    expect(to('41', PHONE)).toBe('/login/feishu');
    expect(to('20', WECHAT)).toBe('/login/wx');
    expect(to('20', WECOM)).toBeUndefined();
    expect(to('20', PC)).toBeUndefined();
  });

  it("keeps the password login while the platform's suite is not set up", () => {
    expect(signOnEntry(config({ platform: '25', appId: '' }), PC)).toBeUndefined();
  });

  it("sends the dfzx customer's phones to its mobile domain", () => {
    const dfzx = config({ customerCode: 'dfzx', customMobileDomain: 'https://m.dfzx.example/' });
    expect(signOnEntry(dfzx, PHONE)).toEqual({ kind: 'away', to: 'https://m.dfzx.example/' });
    expect(signOnEntry(dfzx, PC)).toBeUndefined();
    expect(signOnEntry({ ...dfzx, customerCode: 'other' }, PHONE)).toBeUndefined();
  });
});

describe('inside which app the page is open', () => {
  it('reads each app from its user agent', () => {
    const apps = (ua: string) =>
      (['wxwork', 'dingtalk', 'feishu', 'weixin'] as const).filter((k) => inSuiteApp(k, ua));
    expect(apps(WECOM)).toEqual(['wxwork']);
    expect(apps(DINGTALK)).toEqual(['dingtalk']);
    expect(apps(FEISHU_IPHONE)).toEqual(['feishu']);
    expect(apps(LARK_MAC)).toEqual(['feishu']);
    expect(apps(WECHAT)).toEqual(['weixin']);
    expect(apps(PC)).toEqual([]);
    expect(apps(PHONE)).toEqual([]);
    // A word that merely contains "lark" is not Feishu.
    expect(inSuiteApp('feishu', `${PC} Skylark/1.0`)).toBe(false);
  });

  it('sends Feishu everywhere and DingTalk only inside DingTalk', () => {
    const to = (platform: string, ua: string) => signOnEntry(config({ platform }), ua)?.to;
    expect(to('40', FEISHU_IPHONE)).toBe('/login/feishu');
    expect(to('41', LARK_MAC)).toBe('/login/feishu');
    expect(to('30', FEISHU_IPHONE)).toBeUndefined();
    expect(to('31', DINGTALK)).toBe('/login/ding');
  });
});

describe("the DingTalk organisation the page asks DingTalk's JS API about", () => {
  it("is the company's CorpId when its platform is DingTalk's, else the page's", () => {
    expect(dingtalkCorpId({ platform: '30', corpId: 'ding-co' }, 'ding-other')).toBe('ding-co');
    expect(dingtalkCorpId({ platform: '31', corpId: 'ding-co' }, null)).toBe('ding-co');
    // The platform config answers another suite's ids when the platform is not DingTalk's.
    expect(dingtalkCorpId({ platform: '25', corpId: 'ww-co' }, 'ding-page')).toBe('ding-page');
    expect(dingtalkCorpId({ platform: '30', corpId: '' }, ' ding-page ')).toBe('ding-page');
    expect(dingtalkCorpId({ platform: 'web', corpId: '' }, null)).toBe('');
    // Opened outside DingTalk's workbench, the placeholder stays unreplaced: no organisation.
    expect(dingtalkCorpId({ platform: 'web', corpId: '' }, '$CORPID$')).toBe('');
  });

  it("is named on the app's homepage, which DingTalk fills in", () => {
    expect(SUITE_APP_HOMEPAGES.dingtalk).toBe('/login/ding?corpId=$CORPID$');
    expect(SUITE_APP_HOMEPAGES.feishu).toBe('/login/feishu');
  });
});
