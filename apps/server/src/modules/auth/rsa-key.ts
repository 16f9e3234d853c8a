import crypto from 'node:crypto';

export interface RsaKeyPair {
  publicPem: string;
  privatePem: string;
}

export function generateRsaKeyPair(): RsaKeyPair {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/** base64 of RSA-OAEP (SHA-256) ciphertext -> the UTF-8 text; null when it does not decrypt. */
export function decryptOaep(privatePem: string, base64: string): string | null {
  try {
    const buf = Buffer.from(base64, 'base64');
    if (!buf.length) return null;
    return crypto
      .privateDecrypt(
        { key: privatePem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        buf,
      )
      .toString('utf8');
  } catch {
    return null;
  }
}

/** What the browser does: encrypt with the public key (used by tests and the bench). */
export function encryptOaep(publicPem: string, text: string): string {
  return crypto
    .publicEncrypt(
      { key: publicPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    )
    .toString('base64');
}
