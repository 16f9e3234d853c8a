import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Feishu's event subscription with an Encrypt Key (事件订阅 "Encrypt Key"): the body is
 * `{"encrypt": base64}`, AES-256-CBC with the key sha256(encrypt key) and the IV the first 16
 * bytes of the decoded ciphertext, PKCS#7 padding; every event request carries
 * X-Lark-Signature = hex sha256(timestamp + nonce + encrypt key + the body's exact text), with
 * X-Lark-Request-Timestamp and X-Lark-Request-Nonce. Checked against the example Feishu's guide
 * publishes (encrypt key "test key": "P37w+VZI…zghk=" is "hello world").
 */
export function createFeishuCrypt(encryptKey: string) {
  const key = createHash('sha256').update(encryptKey, 'utf8').digest();
  return {
    /** The plaintext of `encrypt`; null when it is not this key's ciphertext. */
    open(encrypt: string): string | null {
      const bytes = Buffer.from(encrypt, 'base64');
      if (bytes.length < 32 || bytes.length % 16 !== 0) return null;
      try {
        const decipher = createDecipheriv('aes-256-cbc', key, bytes.subarray(0, 16));
        return Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
    /** `plain` sealed as Feishu seals it (a random IV first): the local Feishu's pushes. */
    seal(plain: string): string {
      const iv = randomBytes(16);
      const cipher = createCipheriv('aes-256-cbc', key, iv);
      return Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
    },
    signature(timestamp: string, nonce: string, body: string): string {
      return feishuSignature(timestamp, nonce, encryptKey, body);
    },
    /** Whether `given` is the request's signature (compared in constant time). */
    verify(timestamp: string, nonce: string, body: string, given: string): boolean {
      const expected = Buffer.from(feishuSignature(timestamp, nonce, encryptKey, body), 'utf8');
      const actual = Buffer.from(given.toLowerCase(), 'utf8');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
export type FeishuCrypt = ReturnType<typeof createFeishuCrypt>;

/** X-Lark-Signature: hex sha256 of timestamp + nonce + encrypt key + body, concatenated. */
export function feishuSignature(
  timestamp: string,
  nonce: string,
  encryptKey: string,
  body: string,
): string {
  return createHash('sha256')
    .update(timestamp + nonce + encryptKey, 'utf8')
    .update(body, 'utf8')
    .digest('hex');
}
