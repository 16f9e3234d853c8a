import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createSmsProvider } from './sms.ts';
import { outboxFile, readSmsOutbox, type OutboxEntry } from './sms-outbox.ts';

const quiet = () => undefined;

describe('the configured SMS provider', () => {
  it('is the outbox by default, and a cloud provider needs its keys', () => {
    expect(loadConfig({}).sms.provider).toBe('outbox');
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(
      /SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_LOGIN_TEMPLATE/,
    );
    const keys = {
      SMS_ACCESS_KEY_ID: 'id',
      SMS_ACCESS_KEY_SECRET: 'secret',
      SMS_SIGN_NAME: 'Ascent',
      SMS_LOGIN_TEMPLATE: '1001',
    };
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent', ...keys })).toThrow(/SMS_SDK_APP_ID/);
    const tencent = loadConfig({ SMS_PROVIDER: 'tencent', SMS_SDK_APP_ID: '1400000000', ...keys });
    expect(tencent.sms).toMatchObject({ region: 'ap-guangzhou', resetTemplate: '1001' });
    expect(() => loadConfig({ SMS_BASE_URL: 'ftp://x' })).toThrow(/SMS_BASE_URL/);
  });

  it('refuses the outbox in production unless the operator allows it', () => {
    const env = { dataDir: os.tmpdir(), production: true, logOutbox: quiet };
    expect(() => createSmsProvider(loadConfig({}).sms, env)).toThrow(/NODE_ENV=production/);
    const allowed = createSmsProvider(loadConfig({ SMS_OUTBOX_IN_PRODUCTION: '1' }).sms, env);
    expect(allowed).toMatchObject({ name: 'outbox', development: true });
    const cloud = loadConfig({
      SMS_PROVIDER: 'aliyun',
      SMS_ACCESS_KEY_ID: 'id',
      SMS_ACCESS_KEY_SECRET: 'secret',
      SMS_SIGN_NAME: 'Ascent',
      SMS_LOGIN_TEMPLATE: 'SMS_1',
    });
    expect(createSmsProvider(cloud.sms, env)).toMatchObject({ name: 'aliyun', development: false });
  });

  it('the outbox writes each message to its file and the log', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-outbox-'));
    try {
      const logged: OutboxEntry[] = [];
      const outbox = createSmsProvider(loadConfig({}).sms, {
        dataDir,
        production: false,
        logOutbox: (entry) => logged.push(entry),
      });
      expect(await readSmsOutbox(outboxFile(dataDir))).toEqual([]);
      await outbox.sendCode({
        mobile: '13900000001',
        code: '012345',
        purpose: 'login',
        minutes: 5,
      });
      await outbox.sendCode({
        mobile: '13900000002',
        code: '999999',
        purpose: 'reset',
        minutes: 5,
      });
      const sent = await readSmsOutbox(outboxFile(dataDir));
      expect(sent.map((m) => [m.mobile, m.code, m.purpose])).toEqual([
        ['13900000001', '012345', 'login'],
        ['13900000002', '999999', 'reset'],
      ]);
      expect(logged).toEqual(sent);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
