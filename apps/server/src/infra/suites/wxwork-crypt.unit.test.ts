import { describe, expect, it } from 'vitest';
import { createMsgCrypt, msgSignature, MsgCryptError, xmlFields } from './wxwork-crypt.ts';

/**
 * WeCom's published sample (the WXBizMsgCrypt samples of "加解密方案说明": token QDG6eK,
 * receiveId wx5823bf96d3bd56c7): the URL verification's echostr and its signature.
 */
const SAMPLE = {
  token: 'QDG6eK',
  encodingAesKey: 'jWmYm7qr5nMoAUwZRjGtBxmz3KA1tkAj3ykkR6q2B2C',
  receiveId: 'wx5823bf96d3bd56c7',
  timestamp: '1409659589',
  nonce: '263014780',
  echostr:
    'P9nAzCzyDtyTWESHep1vC5X9xho/qYX3Zpb4yKa9SKld1DsH3Iyt3tP3zNdtp+4RPcs8TgAE7OaBO+FZXvnaqQ==',
  signature: '5c45ff5e21c57e6ad56bac8758b79b1d9ac89fd3',
  plain: '1616140317555161061',
};

describe('WeCom message crypto', () => {
  const crypt = createMsgCrypt(SAMPLE);

  it('signs and opens the published sample', () => {
    expect(msgSignature(SAMPLE.token, SAMPLE.timestamp, SAMPLE.nonce, SAMPLE.echostr)).toBe(
      SAMPLE.signature,
    );
    expect(crypt.open(SAMPLE.signature, SAMPLE.timestamp, SAMPLE.nonce, SAMPLE.echostr)).toBe(
      SAMPLE.plain,
    );
  });

  it('refuses a wrong signature, another receiver and a broken ciphertext', () => {
    const wrong = () => crypt.open('0'.repeat(40), SAMPLE.timestamp, SAMPLE.nonce, SAMPLE.echostr);
    expect(wrong).toThrow(MsgCryptError);
    const other = createMsgCrypt({ ...SAMPLE, receiveId: 'ww-other' });
    expect(() =>
      other.open(SAMPLE.signature, SAMPLE.timestamp, SAMPLE.nonce, SAMPLE.echostr),
    ).toThrow(/another receiver/);
    const broken = 'AAAA' + SAMPLE.echostr.slice(4);
    const signed = msgSignature(SAMPLE.token, '1', '2', broken);
    expect(() => crypt.open(signed, '1', '2', broken)).toThrow(MsgCryptError);
  });

  it('seals what it opens, in any length and script', () => {
    for (const message of [
      '',
      'x',
      '<xml><SuiteTicket><![CDATA[票据-1]]></SuiteTicket></xml>',
      'a'.repeat(64),
    ]) {
      const { encrypted, signature } = crypt.seal(message, '1700000000', 'n1');
      expect(crypt.open(signature, '1700000000', 'n1', encrypted)).toBe(message);
    }
  });

  it('reads the flat XML WeCom pushes', () => {
    expect(
      xmlFields(
        '<xml><SuiteId><![CDATA[ww4asffe99e54c0f4c]]></SuiteId>\n<InfoType> <![CDATA[suite_ticket]]></InfoType><TimeStamp>1403610513</TimeStamp></xml>',
      ),
    ).toEqual({ SuiteId: 'ww4asffe99e54c0f4c', InfoType: 'suite_ticket', TimeStamp: '1403610513' });
  });
});
