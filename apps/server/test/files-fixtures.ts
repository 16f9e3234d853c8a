import { strToU8, zipSync, type Zippable } from 'fflate';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestClient, type TestServer } from './http.ts';

/** Test files made on the spot: documents, pictures, packages. */

/** A minimal Word document (one paragraph) that LibreOffice opens. */
export function makeDocx(text: string): Buffer {
  const files: Zippable = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    ),
    _rels: {
      '.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
          '</Relationships>',
      ),
    },
    word: {
      'document.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
          `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    },
  };
  return Buffer.from(zipSync(files));
}

/** The header of a PNG of the given pixel size (what the upload check reads), padded. */
export function makePng(width: number, height: number, pad = 64): Buffer {
  const head = Buffer.alloc(33 + pad);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'ascii');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  head[24] = 8;
  head[25] = 6;
  return head;
}

/** A zip of the given files (paths as written, unchecked: for zip-slip tests too). */
export function makeZip(entries: Record<string, string>): Buffer {
  const files: Zippable = {};
  for (const [name, text] of Object.entries(entries)) files[name] = strToU8(text);
  return Buffer.from(zipSync(files));
}

/**
 * A zip whose one entry has a raw name fflate would not write itself ("../evil.html"): the
 * name is patched in the local header and the central directory after zipping.
 */
export function makeZipWithName(rawName: string, text: string): Buffer {
  const placeholder = 'x'.repeat(rawName.length);
  const zip = Buffer.from(zipSync({ [placeholder]: strToU8(text) }, { level: 0 }));
  const from = Buffer.from(placeholder);
  const to = Buffer.from(rawName);
  let at = zip.indexOf(from);
  while (at >= 0) {
    to.copy(zip, at);
    at = zip.indexOf(from, at + from.length);
  }
  return zip;
}

export const SCORM12_MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.safety" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1"><title>Safety</title>
      <item identifier="i1" identifierref="r1"><title>Lesson 1</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="shared" type="webcontent" adlcp:scormtype="asset" href="shared/style.css"><file href="shared/style.css"/></resource>
    <resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="content/lesson1.html"><file href="content/lesson1.html"/></resource>
  </resources>
</manifest>`;

/** Multipart body of an upload: the kind field first, then the file. */
export function uploadForm(name: string, bytes: Buffer, kind?: string): FormData {
  const form = new FormData();
  if (kind) form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
}

/**
 * A server restart over the same database, shared state and storage: the running server is
 * closed (its worker stopped), a new one is built with the given environment on top.
 */
export async function restartServer(s: TestServer, env: Record<string, string> = {}) {
  await s.app.close();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED: 'none',
    WEB_DIST: '',
    ADMIN_DIST: '',
    ...env,
  });
  const app = await buildApp({
    config,
    database: s.database,
    state: s.state,
    pubsub: s.pubsub,
    storage: s.storage,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  s.app = app;
  s.baseUrl = `http://127.0.0.1:${port}`;
  s.api = createTestClient(s.baseUrl);
  return s;
}
