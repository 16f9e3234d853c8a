import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText } from './rich-text.ts';

/**
 * What the admin's rich editor (tiptap 3, apps/admin/src/components/rich-editor) writes for
 * each thing its toolbar offers: the sanitiser must keep all of it as it is.
 */
const EDITOR_OUTPUT = [
  '<h2>Safety</h2>',
  '<h3>Rules</h3>',
  '<h4>Details</h4>',
  '<p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s> and <code>code</code>.</p>',
  '<ul><li><p>One</p></li><li><p>Two</p></li></ul>',
  '<ol><li><p>First</p></li></ol>',
  '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/rules">Rules</a> and <a target="_blank" rel="noopener noreferrer nofollow" href="/course">a site path</a></p>',
  '<img src="/api/files/image/202611/7f0c.png" alt="diagram">',
  '<blockquote><p>Quoted</p></blockquote>',
  '<pre><code>npm test</code></pre>',
  '<hr>',
  '<p>Line<br>break</p>',
].join('');

describe('sanitizeRichText and the rich editor', () => {
  it('keeps everything the editor writes', () => {
    // Written back with void elements closed and a new window's links as noopener noreferrer.
    const expected = EDITOR_OUTPUT.replace(/<(img|hr|br)([^>]*)>/g, '<$1$2 />').replaceAll(
      'noopener noreferrer nofollow',
      'noopener noreferrer',
    );
    expect(sanitizeRichText(EDITOR_OUTPUT)).toBe(expected);
  });

  it('drops what the editor refuses too: other schemes, inline pictures, scripts', () => {
    expect(
      sanitizeRichText(
        '<p><a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAAA"><script>alert(1)</script></p>',
      ),
    ).toBe('<p><a>x</a><img /></p>');
  });

  it('keeps the text of what it drops for plainText', () => {
    expect(plainText('<h2>Safety</h2><p><strong>Lock</strong>&nbsp;it</p>')).toBe('SafetyLock it');
  });
});
