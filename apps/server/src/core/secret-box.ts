import crypto from 'node:crypto';

/**
 * Secrets the server keeps for outside services (client secrets, merchant keys; shared
 * decisions s.5): sealed with AES-256-GCM under the server key before they are stored, opened
 * only to call the service. Sealed text: `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
export interface SecretBox {
  seal(plain: string): Promise<string>;
  /** The secret, or throws when the text was not sealed with this key (or was altered). */
  open(sealed: string): Promise<string>;
}

export function createSecretBox(loadKey: () => Promise<Buffer>): SecretBox {
  let key: Promise<Buffer> | undefined;
  const keyOnce = () => {
    key ??= loadKey().then((k) => {
      if (k.length !== 32) throw new Error('the server key must be 32 bytes');
      return k;
    });
    key.catch(() => (key = undefined));
    return key;
  };
  return {
    async seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', await keyOnce(), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    async open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined)
        throw new Error('not a sealed secret');
      const decipher = crypto.createDecipheriv(
        'aes-256-gcm',
        await keyOnce(),
        Buffer.from(iv, 'base64url'),
      );
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
