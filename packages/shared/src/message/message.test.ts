import { describe, expect, it } from 'vitest';
import { messageIsRich, messageText, ZMessageContent } from './index.ts';

describe('message text', () => {
  it("reads an announcement's rich text as plain text and leaves the product's own messages as written", () => {
    expect(messageIsRich('announcement')).toBe(true);
    expect(messageIsRich('system')).toBe(false);
    expect(
      messageText({ type: 'announcement', content: '<p>Meet at <b>10</b></p><p>Gate 2</p>' }),
    ).toBe('Meet at 10\nGate 2');
    expect(messageText({ type: 'system', content: 'a <b> stays\nline two' })).toBe(
      'a <b> stays\nline two',
    );
  });

  it('calls empty the rich content that shows nothing', () => {
    expect(ZMessageContent.safeParse('<p>&nbsp;</p>').success).toBe(false);
    expect(ZMessageContent.safeParse('<p>Hi</p>').success).toBe(true);
    expect(ZMessageContent.safeParse('<p><img src="https://x.test/a.png"></p>').success).toBe(true);
  });
});
