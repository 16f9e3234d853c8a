import { describe, expect, it } from 'vitest';
import { signOnEntry, type EntryConfig } from './suites.ts';

const PC =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const WECOM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 wxwork/4.1.10 MicroMessenger/7.0.1 Language/zh';
const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40 NetType/WIFI Language/zh_CN';
const DINGTALK =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/107.0 Mobile Safari/537.36 AliApp(DingTalk/7.0.40) DingTalk(7.0.40) Language/zh-CN';
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
