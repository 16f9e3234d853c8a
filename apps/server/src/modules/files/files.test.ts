import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChunkInitResponse, TStoredFile, TStudyUploadResponse } from '@ascent/shared/files';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import {
  SCORM12_MANIFEST,
  makePng,
  makeZip,
  makeZipWithName,
  restartServer,
  uploadForm,
} from '../../../test/files-fixtures.ts';

describe('uploads, serving and packages', () => {
  let s: TestServer;
  let original: TestServer['app'];
  let admin: string;
  let learner: string;
  let otherAdmin: string;

  beforeAll(async () => {
    s = await startTestServer();
    original = s.app;
    const company = await buildCompany(s.db);
    const a = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
    const l = await buildUser(s.db, { companyId: company.id });
    const other = await buildCompany(s.db);
    const o = await buildUser(s.db, { companyId: other.id, roles: ['admin'] });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    learner = (await s.api.login(l.account, TEST_PASSWORD)).token;
    otherAdmin = (await s.api.login(o.account, TEST_PASSWORD)).token;
  });
  afterAll(async () => {
    if (s.app !== original) await s.app.close();
    await s.close();
  });

  const upload = (
    name: string,
    bytes: Buffer,
    kind: string | undefined,
    token = admin,
    lang = 'en-US',
  ) =>
    s.api.call<TStoredFile>('POST', '/api/manage/upload/file', {
      raw: uploadForm(name, bytes, kind),
      token,
      lang,
    });

  it('stores a file, records it and serves it with its content type', async () => {
    const bytes = Buffer.from('%PDF-1.4\n' + 'x'.repeat(5000));
    const res = await upload('handbook.pdf', bytes, 'document');
    expect(res.body.ret).toBe(0);
    const file = res.body.data;
    expect(file).toMatchObject({
      name: 'handbook.pdf',
      size: bytes.length,
      ext: 'pdf',
      mime: 'application/pdf',
      kind: 'document',
      conversionState: 'none',
      previewUrl: file.url,
    });
    const got = await fetch(s.baseUrl + file.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
    // The admin lookup, within the company only.
    const looked = await s.api.get<TStoredFile>(`/api/manage/upload/file/${file.fileId}`, {
      token: admin,
    });
    expect(looked.body.data).toEqual(file);
    const foreign = await s.api.get(`/api/manage/upload/file/${file.fileId}`, {
      token: otherAdmin,
    });
    expect(foreign.body).toMatchObject({ ret: 1, msg: 'The file does not exist' });
    // Learners may not use the admin upload.
    expect((await upload('a.pdf', bytes, 'document', learner)).body.ret).toBe(7);
  });

  it('range requests return 206 with the right bytes', async () => {
    const bytes = Buffer.alloc(100_000);
    for (let i = 0; i < bytes.length; i++) bytes[i] = i % 251;
    const { url } = (await upload('clip.mp4', bytes, 'video')).body.data;
    const part = await fetch(s.baseUrl + url, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(part.headers.get('content-length')).toBe('1000');
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);
    const open = await fetch(s.baseUrl + url, { headers: { range: 'bytes=99990-' } });
    expect(open.status).toBe(206);
    expect(Buffer.from(await open.arrayBuffer()).equals(bytes.subarray(99990))).toBe(true);
    const tail = await fetch(s.baseUrl + url, { headers: { range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe(`bytes 99990-99999/${bytes.length}`);
    const beyond = await fetch(s.baseUrl + url, { headers: { range: 'bytes=200000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    await beyond.arrayBuffer();
    const missing = await fetch(
      `${s.baseUrl}/api/files/video/202601/0f0f0f0f-0000-4000-8000-000000000000.mp4`,
    );
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
  });

  it('refuses size 0, a wrong type and too large, in the caller language', async () => {
    const empty = await upload('empty.pdf', Buffer.alloc(0), 'document');
    expect(empty.body).toMatchObject({ ret: 1, msg: 'The file size cannot be 0' });
    const zh = await upload('empty.pdf', Buffer.alloc(0), 'document', admin, 'zh-CN');
    expect(zh.body.msg).toBe('文件大小不能为 0');
    const type = await upload('run.exe', Buffer.from('MZ'), 'document', admin, 'zh-TW');
    expect(type.body).toMatchObject({ ret: 1 });
    expect(type.body.msg).toBe(
      '不支援的檔案格式，僅支援 doc, docx, xls, xlsx, ppt, pptx, pdf, txt',
    );
    const video = await upload('clip.mkv', Buffer.from('x'), 'video');
    expect(video.body.msg).toBe(
      'Unsupported file format; supported: mp4, avi, mov, wmv, rm, rmvb, flv',
    );
    const big = await upload('big.png', makePng(130, 130, 1024 * 1024), 'cover');
    expect(big.body).toMatchObject({ ret: 1, msg: 'The file cannot be larger than 1MB' });
    // Chunked uploads check name and size before any byte is sent.
    const init = (body: object) =>
      s.api.post<TChunkInitResponse>('/api/manage/upload/chunk/init', body, { token: admin });
    expect(
      (await init({ kind: 'document', name: 'x.pdf', size: 0, chunkSize: 4194304 })).body.msg,
    ).toBe('The file size cannot be 0');
    expect(
      (
        await init({
          kind: 'document',
          name: 'x.pdf',
          size: 100 * 1024 * 1024 + 1,
          chunkSize: 4194304,
        })
      ).body.msg,
    ).toBe('The file cannot be larger than 100MB');
    expect(
      (
        await init({
          kind: 'package',
          name: 'x.zip',
          size: 1024 * 1024 * 1024 + 1,
          chunkSize: 4194304,
        })
      ).body.msg,
    ).toBe('The file cannot be larger than 1GB');
    expect(
      (await init({ kind: 'video', name: 'x.exe', size: 10, chunkSize: 4194304 })).body.ret,
    ).toBe(1);
    // Nothing of the refused uploads was kept.
    expect((await s.api.get('/api/manage/upload/file/999', { token: admin })).body.ret).toBe(1);
  });

  it('checks a cover picture is 130x130 or 260x150 by reading its header', async () => {
    expect((await upload('c.png', makePng(130, 130), 'cover')).body.ret).toBe(0);
    expect((await upload('c.png', makePng(260, 150), 'cover')).body.ret).toBe(0);
    const wrong = await upload('c.png', makePng(200, 200), 'cover');
    expect(wrong.body).toMatchObject({
      ret: 1,
      msg: 'The picture must be 130x130, 260x150 pixels',
    });
    const notImage = await upload('c.png', Buffer.from('not a picture at all'), 'cover');
    expect(notImage.body).toMatchObject({ ret: 1, msg: 'The picture cannot be read' });
  });

  it('learners upload pictures and documents: { file, url, exist }, the same bytes once', async () => {
    const png = makePng(640, 480);
    const call = (name: string, bytes: Buffer, kind?: string) =>
      s.api.call<TStudyUploadResponse>('POST', '/api/study/upload/file', {
        raw: uploadForm(name, bytes, kind),
        token: learner,
      });
    const first = await call('photo.png', png);
    expect(first.body.ret).toBe(0);
    expect(first.body.data).toMatchObject({ exist: false, url: first.body.data.file.url });
    expect(first.body.data.file.kind).toBe('image');
    const again = await call('photo-copy.png', png, 'image');
    expect(again.body.data).toMatchObject({ exist: true, file: first.body.data.file });
    const doc = await call('notes.txt', Buffer.from('hello'), 'document');
    expect(doc.body.data.file).toMatchObject({ kind: 'document', ext: 'txt' });
    expect((await call('clip.mp4', Buffer.from('x'), 'video')).body).toMatchObject({
      ret: 1,
      msg: 'Parameter error',
    });
    expect((await call('empty.png', Buffer.alloc(0))).body.msg).toBe('The file size cannot be 0');
  });

  it('a chunked upload resumes after a restart and assembles the file', async () => {
    const chunkSize = 256 * 1024;
    const bytes = Buffer.alloc(chunkSize * 2 + 1234);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7) % 256;
    const body = { kind: 'video', name: 'lecture.mp4', size: bytes.length, chunkSize };
    const init = await s.api.post<TChunkInitResponse>('/api/manage/upload/chunk/init', body, {
      token: admin,
    });
    expect(init.body.data).toMatchObject({ receivedChunks: [], chunkCount: 3, chunkSize });
    const { uploadId } = init.body.data;
    const send = (index: number, data: Buffer, token = admin) =>
      s.api.call<{ receivedChunks: number[] }>(
        'POST',
        `/api/manage/upload/chunk/${uploadId}/${index}`,
        {
          raw: data,
          token,
          headers: { 'content-type': 'application/octet-stream' },
        },
      );
    expect((await send(0, bytes.subarray(0, chunkSize))).body.data.receivedChunks).toEqual([0]);
    // A wrong length, an index past the end, someone else's upload: refused.
    expect((await send(1, bytes.subarray(0, 10))).body.msg).toBe(
      'The part number or size is wrong',
    );
    expect((await send(3, bytes.subarray(0, chunkSize))).body.ret).toBe(1);
    expect((await send(1, bytes.subarray(chunkSize, 2 * chunkSize), otherAdmin)).body.msg).toBe(
      'The upload does not exist or has expired; please upload the file again',
    );
    // Completing early names what is missing.
    const early = await s.api.post(
      `/api/manage/upload/chunk/${uploadId}/complete`,
      {},
      { token: admin },
    );
    expect(early.body).toMatchObject({
      ret: 1,
      msg: '2 parts of the file have not been uploaded yet',
    });

    await restartServer(s);

    const resumed = await s.api.post<TChunkInitResponse>('/api/manage/upload/chunk/init', body, {
      token: admin,
    });
    expect(resumed.body.data).toMatchObject({ uploadId, receivedChunks: [0] });
    await send(1, bytes.subarray(chunkSize, 2 * chunkSize));
    expect((await send(2, bytes.subarray(2 * chunkSize))).body.data.receivedChunks).toEqual([
      0, 1, 2,
    ]);
    const done = await s.api.post<TStoredFile>(
      `/api/manage/upload/chunk/${uploadId}/complete`,
      {},
      {
        token: admin,
      },
    );
    expect(done.body.ret).toBe(0);
    expect(done.body.data).toMatchObject({
      name: 'lecture.mp4',
      size: bytes.length,
      kind: 'video',
    });
    const got = Buffer.from(await (await fetch(s.baseUrl + done.body.data.url)).arrayBuffer());
    expect(got.equals(bytes)).toBe(true);
    // The session is gone: a second complete, or a new init, starts over.
    expect(
      (await s.api.post(`/api/manage/upload/chunk/${uploadId}/complete`, {}, { token: admin })).body
        .ret,
    ).toBe(1);
    const fresh = await s.api.post<TChunkInitResponse>('/api/manage/upload/chunk/init', body, {
      token: admin,
    });
    expect(fresh.body.data.uploadId).not.toBe(uploadId);
  });

  it('a chunked upload whose chunks reach two processes completes on either', async () => {
    // Behind a load balancer each chunk may go to another process: the chunks are kept where
    // every process sees them (the files' storage), not in one process's scratch space.
    const other = await s.anotherProcess();
    const chunkSize = 256 * 1024;
    const bytes = crypto.randomBytes(chunkSize * 2 + 99);
    const body = { kind: 'video', name: 'spread.mp4', size: bytes.length, chunkSize };
    const init = await s.api.post<TChunkInitResponse>('/api/manage/upload/chunk/init', body, {
      token: admin,
    });
    const { uploadId } = init.body.data;
    const send = (api: typeof other, index: number) =>
      api.call<{ receivedChunks: number[] }>(
        'POST',
        `/api/manage/upload/chunk/${uploadId}/${index}`,
        {
          raw: bytes.subarray(index * chunkSize, (index + 1) * chunkSize),
          token: admin,
          headers: { 'content-type': 'application/octet-stream' },
        },
      );
    expect((await send(s.api, 0)).body.data.receivedChunks).toEqual([0]);
    expect((await send(other, 1)).body.data.receivedChunks).toEqual([0, 1]);
    // Resuming on the other process names both; the last chunk goes to the first.
    const resumed = await other.post<TChunkInitResponse>('/api/manage/upload/chunk/init', body, {
      token: admin,
    });
    expect(resumed.body.data).toMatchObject({ uploadId, receivedChunks: [0, 1] });
    expect((await send(s.api, 2)).body.data.receivedChunks).toEqual([0, 1, 2]);
    const done = await other.post<TStoredFile>(
      `/api/manage/upload/chunk/${uploadId}/complete`,
      {},
      { token: admin },
    );
    expect(done.body.ret, done.body.msg).toBe(0);
    const got = Buffer.from(await (await fetch(s.baseUrl + done.body.data.url)).arrayBuffer());
    expect(got.equals(bytes)).toBe(true);
  });

  it('a SCORM 1.2 package is unpacked and its launch page found, served with a CSP', async () => {
    const zip = makeZip({
      'imsmanifest.xml': SCORM12_MANIFEST,
      'shared/style.css': 'body{color:red}',
      'content/lesson1.html':
        '<html><body><script src="../shared/api.js"></script>Lesson</body></html>',
      'shared/api.js': 'window.x=1;',
    });
    const res = await upload('safety.zip', zip, 'package');
    expect(res.body.ret).toBe(0);
    const file = res.body.data;
    expect(file.scormVersion).toBe('1.2');
    // Packages open on their own origin (package-origin.test.ts): the launch call gives the address.
    expect(file.launchUrl).toMatch(/^\/api\/files\/launch\/\d+\/[a-f0-9-]{36}$/);
    const launch = await s.api.post<{ url: string }>(file.launchUrl!, {}, { token: learner });
    const page = await fetch(new URL('../content/lesson1.html', launch.body.data.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(await page.text()).toContain('Lesson');
    const js = await fetch(new URL('../shared/api.js', launch.body.data.url));
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    await js.arrayBuffer();
  });

  it('an H5 package launches its index.html, inside one top folder too', async () => {
    const res = await upload(
      'game.zip',
      makeZip({ 'game/index.html': '<p>hi</p>', 'game/a.js': '' }),
      'package',
    );
    expect(res.body.data).toMatchObject({ scormVersion: null });
    const launch = await s.api.post<{ url: string }>(
      res.body.data.launchUrl!,
      {},
      {
        token: learner,
      },
    );
    expect(launch.body.data.url).toMatch(/\/game\/index\.html$/);
    const none = await upload('nothing.zip', makeZip({ 'readme.txt': 'x' }), 'package');
    expect(none.body.msg).toBe(
      'The package has no index.html and no SCORM manifest (imsmanifest.xml)',
    );
    const broken = await upload('broken.zip', Buffer.from('PK not really a zip'), 'package');
    expect(broken.body.msg).toBe('The package is not a valid zip file');
  });

  it('zip-slip entries are refused and nothing is unpacked', async () => {
    for (const name of [
      '../evil.html',
      '/etc/evil.html',
      'a/../../evil.html',
      'a\\..\\evil.html',
    ]) {
      const res = await upload('slip.zip', makeZipWithName(name, '<p>x</p>'), 'package');
      expect(res.body.ret, name).toBe(1);
      expect(res.body.msg, name).toMatch(/^The package holds a file with an unsafe path: /);
    }
  });
});
