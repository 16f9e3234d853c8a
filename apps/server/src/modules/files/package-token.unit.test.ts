import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { isOrigin, signPackageToken, verifyPackageToken } from './package-token.ts';

const secret = crypto.randomBytes(32);
const pkg = '0f3c2a1e-8b7d-4c6e-9a5f-112233445566';
const site = 'https://learn.example.com';

describe('package launch tokens', () => {
  it('open one package for one site until they expire', () => {
    const token = signPackageToken(secret, pkg, site, 2_000);
    expect(verifyPackageToken(secret, token, pkg, 1_999)).toEqual({ site });
    expect(verifyPackageToken(secret, token, pkg, 2_000)).toBe('expired');
    // Another package, another secret, any changed part: nothing.
    expect(verifyPackageToken(secret, token, pkg.replace('0f', '1f'), 1_000)).toBeNull();
    expect(verifyPackageToken(crypto.randomBytes(32), token, pkg, 1_000)).toBeNull();
    const [exp, siteB64, mac] = token.split('.') as [string, string, string];
    const other = Buffer.from('https://evil.example').toString('base64url');
    expect(verifyPackageToken(secret, `${exp}.${other}.${mac}`, pkg, 1_000)).toBeNull();
    expect(verifyPackageToken(secret, `zz.${siteB64}.${mac}`, pkg, 1_000)).toBeNull();
    expect(verifyPackageToken(secret, `${exp}.${siteB64}`, pkg, 1_000)).toBeNull();
    expect(verifyPackageToken(secret, '', pkg, 1_000)).toBeNull();
  });

  it('name only real origins as sites', () => {
    for (const good of ['http://127.0.0.1:3000', 'https://a.b.c', 'http://[::1]:8080'])
      expect(isOrigin(good), good).toBe(true);
    for (const bad of ['https://a.b/c', 'javascript:alert(1)', 'https://a b', '*', 'null', ''])
      expect(isOrigin(bad), bad).toBe(false);
  });
});

describe('package origin settings', () => {
  it('PACKAGE_PORT defaults to PORT+1 (any free port when PORT is 0)', () => {
    expect(loadConfig({ PORT: '4000' }).packagePort).toBe(4001);
    expect(loadConfig({}).packagePort).toBe(3001);
    expect(loadConfig({ PORT: '0' }).packagePort).toBe(0);
    expect(loadConfig({ PORT: '4000', PACKAGE_PORT: '0' }).packagePort).toBe(0);
    expect(() => loadConfig({ PACKAGE_PORT: '70000' })).toThrow(/PACKAGE_PORT/);
  });

  it('PACKAGE_ORIGIN is an origin without a path', () => {
    expect(loadConfig({}).packageOrigin).toBe('');
    expect(loadConfig({ PACKAGE_ORIGIN: 'https://Pkg.Example.com/' }).packageOrigin).toBe(
      'https://pkg.example.com',
    );
    expect(loadConfig({ PACKAGE_ORIGIN: 'http://10.0.0.5:8081' }).packageOrigin).toBe(
      'http://10.0.0.5:8081',
    );
    for (const bad of ['pkg.example.com', 'https://pkg.example.com/p', 'ftp://x', 'https://'])
      expect(() => loadConfig({ PACKAGE_ORIGIN: bad }), bad).toThrow(/PACKAGE_ORIGIN/);
  });
});
