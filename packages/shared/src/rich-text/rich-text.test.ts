import { describe, expect, it } from 'vitest';
import { richTextIsEmpty, richTextToPlain } from './index.ts';

describe('rich text as plain text', () => {
  it('drops tags, puts blocks on their own lines and decodes entities', () => {
    expect(
      richTextToPlain(
        '<p>Safety <strong>first</strong> &amp; always</p><ul><li>Lock&nbsp;screens</li><li>&lt;Badge&gt; &#8212; &#x4e2d;</li></ul>',
      ),
    ).toBe('Safety first & always\nLock screens\n<Badge> — 中');
    expect(richTextToPlain('line one<br>line two<br/>')).toBe('line one\nline two');
    expect(richTextToPlain('plain text\n\nkept')).toBe('plain text\nkept');
  });

  it('calls empty what shows nothing, and not what shows a picture', () => {
    expect(richTextIsEmpty('')).toBe(true);
    expect(richTextIsEmpty('<p></p><p>&nbsp; </p><br>')).toBe(true);
    expect(richTextIsEmpty('<p><img src="https://x.test/a.png" alt=""></p>')).toBe(false);
    expect(richTextIsEmpty('<p>x</p>')).toBe(false);
  });

  it('leaves an unknown entity as written', () => {
    expect(richTextToPlain('a &bogus; b')).toBe('a &bogus; b');
  });
});
