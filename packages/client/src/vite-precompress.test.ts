// The precompression plugin sits beside vite-config.ts (it runs in Node); its test sits here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from '../vite-precompress.ts';

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes brotli and gzip siblings of the text files that decode to the same bytes', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = Buffer.from('export const answer = "forty-two";\n'.repeat(200));
    fs.writeFileSync(path.join(dir, 'assets/index-abc.js'), script);
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>'.padEnd(3000, ' '));
    fs.writeFileSync(path.join(dir, 'tiny.css'), 'a{color:red}');
    fs.writeFileSync(path.join(dir, 'cover.png'), Buffer.alloc(4096));

    expect(precompressFolder(dir)).toBe(4);

    const br = fs.readFileSync(path.join(dir, 'assets/index-abc.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets/index-abc.js.gz'));
    expect(zlib.brotliDecompressSync(br).equals(script)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(script)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    // Under 1 KiB, or not text: left alone.
    expect(fs.existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'cover.png.br'))).toBe(false);
  });
});
