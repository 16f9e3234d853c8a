import { describe, expect, it } from 'vitest';
import { encryptPasswords } from './rsa.ts';

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const b64 = btoa(String.fromCharCode(...spki));
  const pem = `-----BEGIN PUBLIC KEY-----\n${b64.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
  return { pem, privateKey: pair.privateKey };
}

async function decrypt(privateKey: CryptoKey, b64: string): Promise<string> {
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(
    await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes),
  );
}

describe('encryptPasswords', () => {
  it('gives base64 RSA-OAEP SHA-256 ciphertexts the private key decrypts (UTF-8)', async () => {
    const { pem, privateKey } = await keyPair();
    const out = await encryptPasswords(pem, { oldpass: 'Old@pass1', newpass: 'Nëw密码x9!' });
    expect(await decrypt(privateKey, out.oldpass!)).toBe('Old@pass1');
    expect(await decrypt(privateKey, out.newpass!)).toBe('Nëw密码x9!');
  });

  it('leaves absent passwords absent', async () => {
    const { pem } = await keyPair();
    const out = await encryptPasswords<'oldpass' | 'newpass'>(pem, { newpass: 'x' });
    expect(Object.keys(out)).toEqual(['newpass']);
  });
});
