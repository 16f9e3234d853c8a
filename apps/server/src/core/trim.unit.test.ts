import { describe, expect, it } from 'vitest';
import { trimStrings } from './trim.ts';

describe('trimStrings', () => {
  it('trims nested strings but never password fields', () => {
    const body = {
      account: '  a  ',
      password: ' p ',
      list: [' x ', { name: ' y ', newpass: ' z ' }],
      n: 1,
    };
    trimStrings(body);
    expect(body).toEqual({
      account: 'a',
      password: ' p ',
      list: ['x', { name: 'y', newpass: ' z ' }],
      n: 1,
    });
  });

  it('leaves raw bodies (upload chunks) untouched', () => {
    const chunk = Buffer.from('  bytes  ');
    expect(trimStrings(chunk)).toBe(chunk);
    expect(chunk.toString()).toBe('  bytes  ');
  });
});
