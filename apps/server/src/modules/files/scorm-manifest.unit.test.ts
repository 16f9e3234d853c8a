import { describe, expect, it } from 'vitest';
import { readScormManifest } from './scorm-manifest.ts';
import { parseRange } from './files.routes.ts';
import { safePackagePath } from '../../infra/storage/file-storage.ts';

describe('SCORM manifests', () => {
  it('1.2: the schema version and the first SCO of the default organisation', () => {
    const xml = `<manifest xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
      <metadata><schemaversion>1.2</schemaversion></metadata>
      <organizations default="b">
        <organization identifier="a"><item identifier="i0" identifierref="r0"/></organization>
        <organization identifier="b"><item identifier="i1" identifierref="r2" parameters="?lang=en"/></organization>
      </organizations>
      <resources>
        <resource identifier="r0" adlcp:scormtype="sco" href="a/index.html"/>
        <resource identifier="r2" adlcp:scormtype="sco" href="b/start.html?x=1&amp;y=2"/>
      </resources></manifest>`;
    expect(readScormManifest(xml)).toEqual({
      version: '1.2',
      href: 'b/start.html?x=1&y=2&lang=en',
    });
  });

  it('2004: by schema version or namespaces, with xml:base', () => {
    const xml = `<manifest xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
      <metadata><schemaversion>2004 4th Edition</schemaversion></metadata>
      <organizations default="o"><organization identifier="o">
        <item identifier="i" identifierref="r"/></organization></organizations>
      <resources xml:base="content/">
        <resource identifier="r" adlcp:scormType="sco" xml:base="unit1/" href="page.html"/>
      </resources></manifest>`;
    expect(readScormManifest(xml)).toEqual({ version: '2004', href: 'content/unit1/page.html' });
    expect(readScormManifest('<manifest><resources/></manifest>')).toBeNull();
  });
});

describe('byte ranges and package paths', () => {
  it('parses single ranges', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });

  it('refuses paths that leave the package', () => {
    expect(safePackagePath('a/b/c.html')).toBe('a/b/c.html');
    for (const bad of ['../x', '/etc/x', 'a/../../x', 'a\\b', 'C:/x', 'a//b', './a', 'a\u0000b'])
      expect(safePackagePath(bad), bad).toBeNull();
  });
});
