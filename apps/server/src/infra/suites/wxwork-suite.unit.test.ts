import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createSharedState } from '../state/shared-state.ts';
import { startFakeWxwork } from '../../../test/fake-suites/wxwork.ts';
import { createAppTokens } from './app-tokens.ts';
import { SuiteCallError } from './suite-client.ts';
import { xmlFields } from './wxwork-crypt.ts';
import { createWxworkSuite, type WxworkSuiteConfig } from './wxwork-suite.ts';

const SUITE: WxworkSuiteConfig = {
  suiteId: 'ww-suite-unit',
  suiteSecret: 'unit-secret',
  token: 'UnitToken',
  encodingAesKey: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  testInstall: true,
};

describe('WXWORK_SUITE_* settings', () => {
  it('are all four or none; the EncodingAESKey is 43 characters', () => {
    expect(loadConfig({}).suites.wxworkSuite).toBeNull();
    expect(() => loadConfig({ WXWORK_SUITE_ID: 'ww1' })).toThrow(/WXWORK_SUITE_SECRET/);
    const all = {
      WXWORK_SUITE_ID: 'ww1',
      WXWORK_SUITE_SECRET: 's',
      WXWORK_SUITE_TOKEN: 't',
      WXWORK_SUITE_AES_KEY: SUITE.encodingAesKey,
    };
    expect(loadConfig(all).suites.wxworkSuite).toMatchObject({
      suiteId: 'ww1',
      testInstall: false,
    });
    expect(() => loadConfig({ ...all, WXWORK_SUITE_AES_KEY: 'short' })).toThrow(
      /WXWORK_SUITE_AES_KEY/,
    );
    expect(
      loadConfig({ ...all, WXWORK_SUITE_TEST_INSTALL: 'on' }).suites.wxworkSuite?.testInstall,
    ).toBe(true);
  });
});

describe('the WeCom suite client against the local WeCom', () => {
  let wxwork: Awaited<ReturnType<typeof startFakeWxwork>>;
  const state = createSharedState('', 'unit:');
  let suite: ReturnType<typeof createWxworkSuite>;

  beforeAll(async () => {
    wxwork = await startFakeWxwork({ corpId: 'ww-corp', secret: 's', suite: SUITE });
    suite = createWxworkSuite(
      { baseUrl: wxwork.origin, timeoutMs: 3000, suite: SUITE },
      state,
      createAppTokens(state),
    );
  });
  afterAll(async () => {
    await wxwork?.close();
    await state.close();
  });

  it('without a suite_ticket, and with a ticket WeCom never pushed, refuses with 40085', async () => {
    await expect(suite.installUrl('https://site/install/wxwork', 's1')).rejects.toMatchObject({
      code: '40085',
    });
    await suite.keepTicket('never-pushed');
    const refused = await suite.installUrl('https://site/install/wxwork', 's1').catch((e) => e);
    expect(refused).toBeInstanceOf(SuiteCallError);
    expect(refused.code).toBe('40085');
  });

  it('marks a test install (set_session_info auth_type 1) and trades the auth_code once', async () => {
    // WeCom pushes a ticket to a listener that opens it as the callback does and keeps it.
    const http = await import('node:http');
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const q = new URL(req.url ?? '/', 'http://local').searchParams;
        const inner = suite.crypt.open(
          q.get('msg_signature') ?? '',
          q.get('timestamp') ?? '',
          q.get('nonce') ?? '',
          xmlFields(body).Encrypt ?? '',
        );
        void suite.keepTicket(xmlFields(inner).SuiteTicket ?? '').then(() => res.end('success'));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const pushed = await wxwork.provider.pushSuiteTicket(`http://127.0.0.1:${port}/cb`);
    server.close();
    expect(pushed.text).toBe('success');

    const install = new URL(await suite.installUrl('https://site/install/wxwork', 'st'));
    expect(install.pathname).toBe('/3rdapp/install');
    expect(install.searchParams.get('state')).toBe('st');
    const page = await fetch(install, { redirect: 'manual' });
    expect(wxwork.provider.state.lastAuthType).toBe(1);
    const authCode = new URL(page.headers.get('location')!).searchParams.get('auth_code')!;
    const grant = await suite.permanentCode(authCode);
    expect(grant).toMatchObject({
      corpId: wxwork.provider.state.installer.corpId,
      agentId: String(wxwork.provider.state.installer.agentId),
      userId: wxwork.provider.state.installer.userId,
    });
    expect(grant.permanentCode).toBe(
      wxwork.provider.permanentCodeOf(wxwork.provider.state.installer.corpId),
    );
    await expect(suite.permanentCode(authCode)).rejects.toMatchObject({ code: '40078' });
  });
});
