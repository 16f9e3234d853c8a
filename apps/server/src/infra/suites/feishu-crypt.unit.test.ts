import { describe, expect, it } from 'vitest';
import { createFeishuCrypt, feishuSignature } from './feishu-crypt.ts';

/**
 * Feishu's published example of an Encrypt Key (the event subscription guide, "Request URL
 * configuration case", open.feishu.cn/document/uAjLw4CM/ukTMukTMukTM/event-subscription-guide/
 * event-subscription-configure-/request-url-configuration-case, and its Go/Java/Python
 * samples): encrypt key "test key", ciphertext below, plaintext "hello world".
 */
const SAMPLE = {
  encryptKey: 'test key',
  encrypt: 'P37w+VZImNgPEO1RBhJ6RtKl7n6zymIbEG1pReEzghk=',
  plain: 'hello world',
};

describe('Feishu event crypto', () => {
  const crypt = createFeishuCrypt(SAMPLE.encryptKey);

  it("opens Feishu's published example", () => {
    expect(crypt.open(SAMPLE.encrypt)).toBe(SAMPLE.plain);
  });

  it('refuses another key, a short or mangled ciphertext', () => {
    expect(createFeishuCrypt('other key').open(SAMPLE.encrypt)).toBeNull();
    expect(crypt.open('AAAA')).toBeNull();
    expect(crypt.open(`${SAMPLE.encrypt.slice(0, -4)}AAA=`)).toBeNull();
  });

  it('seals what it opens, with a fresh IV each time', () => {
    const a = crypt.seal('{"type":"url_verification"}');
    expect(crypt.open(a)).toBe('{"type":"url_verification"}');
    expect(crypt.seal('{"type":"url_verification"}')).not.toBe(a);
  });

  it('signs as sha256(timestamp + nonce + encrypt key + body), hex', () => {
    // Computed apart from this code: printf '%s' '1700000000nonce-1test key{"encrypt":…}' | sha256sum
    const body = `{"encrypt":"${SAMPLE.encrypt}"}`;
    const expected = '002a272a435d056759149cce18e88064ff320d38d91a09432445c344c4296949';
    expect(feishuSignature('1700000000', 'nonce-1', 'test key', body)).toBe(expected);
    expect(crypt.verify('1700000000', 'nonce-1', body, expected)).toBe(true);
    expect(crypt.verify('1700000000', 'nonce-1', `${body} `, expected)).toBe(false);
    expect(crypt.verify('1700000001', 'nonce-1', body, expected)).toBe(false);
    expect(crypt.verify('1700000000', 'nonce-1', body, 'short')).toBe(false);
  });
});
