import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * WeCom's message encryption for callbacks (企业微信 "加解密方案说明", the WXBizMsgCrypt scheme):
 * the signature `msg_signature` is the sha1 of token, timestamp, nonce and the ciphertext, sorted
 * and joined; the ciphertext is AES-256-CBC of `random(16) + length(4, big-endian) + message +
 * receiveId` under the 32 bytes that the 43-character EncodingAESKey decodes to (its first 16
 * bytes the IV), PKCS#7-padded to a multiple of 32, base64. `receiveId` is the suite_id for a
 * third-party app's instruction callback, the corpid for a company's own app.
 */
export function msgSignature(token: string, timestamp: string, nonce: string, encrypted: string) {
  return createHash('sha1')
    .update([token, timestamp, nonce, encrypted].sort().join(''))
    .digest('hex');
}

/** Why a callback's message was refused (the scheme's own error names). */
export class MsgCryptError extends Error {
  readonly code: 'signature' | 'decrypt' | 'receiveId';
  constructor(code: 'signature' | 'decrypt' | 'receiveId', message: string) {
    super(message);
    this.name = 'MsgCryptError';
    this.code = code;
  }
}

const BLOCK = 32;

export function createMsgCrypt(config: {
  token: string;
  encodingAesKey: string;
  receiveId: string;
}) {
  const key = Buffer.from(`${config.encodingAesKey}=`, 'base64');
  if (config.encodingAesKey.length !== 43 || key.length !== 32)
    throw new Error('EncodingAESKey must be 43 characters (32 bytes, base64 without its "=")');
  const iv = key.subarray(0, 16);

  return {
    /** The message inside `encrypted`, once its signature and its receiveId are checked. */
    open(signature: string, timestamp: string, nonce: string, encrypted: string): string {
      if (msgSignature(config.token, timestamp, nonce, encrypted) !== signature.toLowerCase())
        throw new MsgCryptError('signature', 'msg_signature does not match');
      let plain: Buffer;
      try {
        const decipher = createDecipheriv('aes-256-cbc', key, iv);
        decipher.setAutoPadding(false);
        plain = Buffer.concat([
          decipher.update(Buffer.from(encrypted, 'base64')),
          decipher.final(),
        ]);
      } catch {
        throw new MsgCryptError('decrypt', 'the message does not decrypt');
      }
      const pad = plain[plain.length - 1] ?? 0;
      if (pad < 1 || pad > BLOCK || plain.length < 20 + pad)
        throw new MsgCryptError('decrypt', 'bad padding');
      const body = plain.subarray(0, plain.length - pad);
      const length = body.readUInt32BE(16);
      if (20 + length > body.length) throw new MsgCryptError('decrypt', 'bad length');
      const receiveId = body.subarray(20 + length).toString('utf8');
      if (receiveId !== config.receiveId)
        throw new MsgCryptError('receiveId', 'the message is for another receiver');
      return body.subarray(20, 20 + length).toString('utf8');
    },
    /** `message` sealed as WeCom seals it, with its signature (the fake WeCom's pushes). */
    seal(message: string, timestamp: string, nonce: string, random = randomBytes(16)) {
      const text = Buffer.from(message, 'utf8');
      const length = Buffer.alloc(4);
      length.writeUInt32BE(text.length);
      const body = Buffer.concat([random, length, text, Buffer.from(config.receiveId, 'utf8')]);
      const pad = BLOCK - (body.length % BLOCK);
      const cipher = createCipheriv('aes-256-cbc', key, iv);
      cipher.setAutoPadding(false);
      const encrypted = Buffer.concat([
        cipher.update(Buffer.concat([body, Buffer.alloc(pad, pad)])),
        cipher.final(),
      ]).toString('base64');
      return { encrypted, signature: msgSignature(config.token, timestamp, nonce, encrypted) };
    },
  };
}
export type MsgCrypt = ReturnType<typeof createMsgCrypt>;

/**
 * The text of each named element of a callback's XML (`<Name><![CDATA[v]]></Name>` or
 * `<Name>v</Name>`): the flat messages WeCom pushes need no more than this.
 */
export function xmlFields(xml: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const pattern = /<([A-Za-z][\w]*)>\s*(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))\s*<\/\1>/g;
  for (const m of xml.matchAll(pattern)) fields[m[1]!] = m[2] ?? m[3] ?? '';
  return fields;
}
