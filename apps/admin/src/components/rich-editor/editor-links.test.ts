import { describe, expect, it } from 'vitest';
import { isEditorLink } from './editor-links.ts';

describe('isEditorLink', () => {
  it('takes the addresses the sanitiser keeps', () => {
    for (const url of [
      'https://example.com/rules',
      'http://intranet.local/a?b=1',
      '/course/detail?id=3',
      'mailto:hr@example.com',
    ])
      expect(isEditorLink(url), url).toBe(true);
  });

  it('refuses the ones it drops', () => {
    for (const url of [
      '',
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example/x',
      'ftp://example.com/f',
      'https://example.com/a b',
      'mailto:"x"@example.com',
    ])
      expect(isEditorLink(url), url).toBe(false);
  });
});
