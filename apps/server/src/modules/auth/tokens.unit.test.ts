import { describe, expect, it } from 'vitest';
import { hashToken, newToken, tokenFromHeader } from './tokens.ts';
import { decryptOaep, encryptOaep, generateRsaKeyPair } from './rsa-key.ts';

describe('tokens', () => {
  it('reads token and Bearer schemes only', () => {
    expect(tokenFromHeader('token abc')).toBe('abc');
    expect(tokenFromHeader('Bearer abc')).toBe('abc');
    expect(tokenFromHeader('Basic abc')).toBeNull();
    expect(tokenFromHeader('token a b')).toBeNull();
    expect(tokenFromHeader(undefined)).toBeNull();
  });
  it('makes distinct 256-bit tokens and stable hashes', () => {
    const a = newToken();
    expect(a).not.toBe(newToken());
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).toHaveLength(64);
  });
});

describe('RSA-OAEP', () => {
  it('round-trips UTF-8 and refuses what does not decrypt', () => {
    const key = generateRsaKeyPair();
    expect(decryptOaep(key.privatePem, encryptOaep(key.publicPem, 'Pässwörd@2026'))).toBe(
      'Pässwörd@2026',
    );
    expect(decryptOaep(key.privatePem, 'bm90IGNpcGhlcnRleHQ=')).toBeNull();
    expect(decryptOaep(key.privatePem, '')).toBeNull();
  });
});
