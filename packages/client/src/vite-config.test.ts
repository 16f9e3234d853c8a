// The Vite config factory sits beside package.json (it runs in Node); its test sits here, where
// the unit project looks.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ZOD_JITLESS_LINE,
  appDocument,
  createViteConfig,
  zodJitlessPlugin,
} from '../vite-config.ts';

const react = () => ({ name: 'react-stub' });

describe('createViteConfig', () => {
  it('serves the site at its base and proxies /api to the dev API server', () => {
    const config = createViteConfig({ base: '/manage/', react, port: 5174 });
    expect(config.base).toBe('/manage/');
    expect(config.server?.port).toBe(5174);
    expect(config.server?.proxy).toEqual({
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    });
    expect(config.build?.outDir).toBe('dist');
  });

  it("leaves the port to Vite when not given, and wraps index.html in the shared page after the app's plugin", () => {
    const config = createViteConfig({ base: '/', react });
    expect(config.server).not.toHaveProperty('port');
    const names = (config.plugins ?? []).map((p) => (p as { name: string }).name);
    expect(names).toEqual([
      'react-stub',
      'ascent:app-document',
      'ascent:zod-jitless',
      'ascent:precompress',
    ]);
  });
});

describe('appDocument', () => {
  it("puts an app's index.html body in the shared page, without its comments", () => {
    const page = appDocument(
      '<!-- note -->\n<div id="root"></div>\n<script type="module" src="/src/main.tsx"></script>\n',
    );
    expect(page.startsWith('<!doctype html>\n<html lang="zh-CN">\n  <head>\n')).toBe(true);
    expect(page).toContain('<meta charset="UTF-8" />');
    expect(page).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(page).toContain('<title>Ascent</title>');
    expect(page).toContain(
      '  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
    );
    expect(page).not.toContain('note');
  });
});

describe('zodJitlessPlugin', () => {
  const transform = zodJitlessPlugin() as {
    transform: (code: string, id: string) => { code: string } | null;
  };
  const core = path.join(import.meta.dirname, '../../../node_modules/zod/v4/core/core.js');

  it("writes jitless into zod's own global config, so no schema is ever compiled", () => {
    const out = transform.transform(fs.readFileSync(core, 'utf8'), core);
    expect(out?.code).toContain(ZOD_JITLESS_LINE);
  });

  it('leaves other modules alone and fails the build when zod no longer has the line', () => {
    expect(transform.transform('export const x = 1;', '/src/x.ts')).toBeNull();
    expect(() => transform.transform('export const x = 1;', core)).toThrow(/global config/);
  });
});
