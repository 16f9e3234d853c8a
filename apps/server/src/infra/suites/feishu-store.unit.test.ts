import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe("Feishu's store app settings", () => {
  it('are all four or none', () => {
    expect(loadConfig({}).suites.feishuStore).toBeNull();
    expect(() => loadConfig({ FEISHU_STORE_APP_ID: 'cli_1' })).toThrow(
      /FEISHU_STORE_APP_SECRET, FEISHU_STORE_VERIFICATION_TOKEN, FEISHU_STORE_ENCRYPT_KEY/,
    );
    const all = {
      FEISHU_STORE_APP_ID: ' cli_1 ',
      FEISHU_STORE_APP_SECRET: 's',
      FEISHU_STORE_VERIFICATION_TOKEN: 'v',
      FEISHU_STORE_ENCRYPT_KEY: 'k',
    };
    expect(loadConfig(all).suites.feishuStore).toEqual({
      appId: 'cli_1',
      appSecret: 's',
      verificationToken: 'v',
      encryptKey: 'k',
    });
    expect(() => loadConfig({ ...all, FEISHU_STORE_ENCRYPT_KEY: '' })).toThrow(/or none/);
  });
});
