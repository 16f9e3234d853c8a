import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStoredFile, TStudyUploadResponse } from '@ascent/shared/files';
import type { TPage } from '@ascent/shared/admin';
import type { THomeworkSubmissionRow } from '@ascent/shared/homework';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildCourse,
  buildDepartment,
  buildInPersonSession,
  buildHomework,
  buildKnowledgeItem,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';
import { makePng, uploadForm } from '../../../test/files-fixtures.ts';
import { knowledgeAudience, knowledgeItems } from '../knowledge/knowledge.schema.ts';
import { audienceQueries } from '../../core/audience.ts';
import { eq } from 'drizzle-orm';
import { createFileUrls, SIGNED_URL_SECONDS } from './file-urls.ts';

type Role = 'owner' | 'other' | 'anonymous' | 'admin';
const ROLES: Role[] = ['owner', 'other', 'anonymous', 'admin'];

/** Every string in a reply that addresses `key` (`/api/files/<key>` with or without a query). */
function urlsOf(body: unknown, key: string): string[] {
  const found: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (v === `/api/files/${key}` || v.startsWith(`/api/files/${key}?`)) found.push(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(body);
  return found;
}

const keyOf = (url: string) => url.slice('/api/files/'.length).split('?')[0]!;

/**
 * Issue 12 item 9: private uploads (homework and IDP attachments, face-to-face materials,
 * course resources, knowledge documents, converted PDFs, certificates, downloads) are served
 * only through a short-lived signed address that only an API reply which checked access to the
 * file's item hands out; covers stay public. For each kind: the address the owner (or a person
 * of the audience), another learner, an anonymous caller and an administrator get from the API,
 * and what fetching it answers.
 */
describe('private files', () => {
  let s: TestServer;
  let companyId: number;
  const t = {} as Record<'owner' | 'other' | 'admin' | 'boss' | 'reviewer', string>;
  const ids = {} as Record<'owner' | 'other' | 'boss', number>;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    const east = (await buildDepartment(s.db, companyId, 'East')).id;
    const west = (await buildDepartment(s.db, companyId, 'West')).id;
    const make = async (key: keyof typeof t, opts: Parameters<typeof buildUser>[1]) => {
      const user = await buildUser(s.db, opts);
      t[key] = (await s.api.login(user.account, TEST_PASSWORD)).token;
      if (key === 'owner' || key === 'other' || key === 'boss') ids[key] = user.id;
    };
    await make('owner', { companyId, departmentId: east, realName: 'Olga' });
    await make('other', { companyId, departmentId: west, realName: 'Otto' });
    await make('boss', { companyId, departmentId: east, realName: 'Boris' });
    await make('admin', { companyId, roles: ['admin'] });
    await make('reviewer', { companyId, roles: ['homework_reviewer'] });
  });
  afterAll(() => s.close());

  const tokenOf = (role: Role) => (role === 'anonymous' ? null : t[role]);

  /** An administrator's upload of a kind (faceMaterial, video, document, cover...). */
  async function adminUpload(name: string, bytes: Buffer, kind: string): Promise<TStoredFile> {
    const res = await s.api.call<TStoredFile>('POST', '/api/manage/upload/file', {
      raw: uploadForm(name, bytes, kind),
      token: t.admin,
    });
    expect(res.body.ret, res.body.msg).toBe(0);
    return res.body.data;
  }

  /** A learner's multipart upload to one of the learner-site upload calls. */
  async function learnerUpload(path: string, name: string, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(Buffer.from(`notes of ${name}`))]), name);
    const res = await s.api.call<TStudyUploadResponse>('POST', path, { raw: form, token: t.owner });
    expect(res.body.ret, res.body.msg).toBe(0);
    return res.body.data.file;
  }

  // One connection per file request: a streamed reply's connection may still count as busy when
  // the server closes, and a kept-alive one would then hold the close for its idle timeout.
  const fetchFile = (url: string, headers: Record<string, string> = {}) =>
    fetch(s.baseUrl + url, {
      headers: { 'accept-language': 'en-US', connection: 'close', ...headers },
    });

  /** A refused fetch: the envelope's 404, the same answer as a file that does not exist. */
  async function expectRefused(url: string) {
    const res = await fetchFile(url);
    expect(res.status, url).toBe(404);
    expect(await res.json()).toEqual({
      ret: 1,
      msg: 'The page you are visiting does not exist',
      data: null,
    });
  }

  /** A served private file: its bytes, `private, no-store`, shown inline or saved by type. */
  async function expectServed(url: string, disposition: 'inline' | 'attachment', name: string) {
    const res = await fetchFile(url);
    expect(res.status, url).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(
      `${disposition}; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    return Buffer.from(await res.arrayBuffer());
  }

  /**
   * The matrix for one file: for each role the reply it gets from the API (`read`), whether
   * that reply hands out the file's address (`expected`), and then what fetching answers:
   * the signed address is served, the bare address refused (whoever asks).
   */
  async function checkMatrix(
    file: TStoredFile,
    read: Record<Role, () => Promise<{ body: unknown }>>,
    expected: Record<Role, boolean>,
    disposition: 'inline' | 'attachment',
  ) {
    const key = keyOf(file.url);
    expect(file.url).toMatch(/\?e=\d+&n=.+&s=[\w-]{43}$/);
    for (const role of ROLES) {
      const urls = urlsOf((await read[role]()).body, key);
      expect(urls.length > 0, `${role} gets the address of ${file.name}`).toBe(expected[role]);
      for (const url of urls) {
        expect(url, role).toMatch(/\?e=\d+&n=.+&s=[\w-]{43}$/);
        await expectServed(url, disposition, file.name);
      }
    }
    // Without its signature the address is refused, to anyone (no session is needed or enough).
    await expectRefused(`/api/files/${key}`);
  }

  it('homework attachment: the owner and the administrator get it, another learner and anonymous callers do not', async () => {
    const hw = await buildHomework(s.db, { companyId, steps: ['Write'] });
    const file = await learnerUpload('/api/study/homework/upload/file', 'answer.txt', {
      homeworkId: String(hw.id),
    });
    const saved = await s.api.post(
      '/api/study/homework/step/save',
      { homeworkId: hw.id, stepId: hw.steps[0]!.id, content: 'Done', fileIds: [file.fileId] },
      { token: t.owner },
    );
    expect(saved.body.ret).toBe(0);
    expect(
      (await s.api.post('/api/study/homework/submit', { homeworkId: hw.id }, { token: t.owner }))
        .body.ret,
    ).toBe(0);
    const subs = await s.api.post<TPage<THomeworkSubmissionRow>>(
      '/api/manage/homework/submissions',
      { homeworkId: hw.id },
      { token: t.admin },
    );
    const submissionId = subs.body.data.list[0]!.id;
    const detail = (role: Role) => () =>
      s.api.get(`/api/study/homework/${hw.id}/detail`, { token: tokenOf(role) });
    await checkMatrix(
      file,
      {
        owner: detail('owner'),
        other: detail('other'),
        anonymous: detail('anonymous'),
        admin: () =>
          s.api.post(
            '/api/manage/homework/submission/detail',
            { id: submissionId },
            { token: t.admin },
          ),
      },
      { owner: true, other: false, anonymous: false, admin: true },
      'attachment',
    );
    // The reviewer who reviews it gets it too.
    const review = await s.api.get(`/api/study/homework/vetting/${submissionId}`, {
      token: t.reviewer,
    });
    expect(urlsOf(review.body, keyOf(file.url))).toHaveLength(1);
    // Another learner asking the reviewers' call is refused without it.
    const notReviewer = await s.api.get(`/api/study/homework/vetting/${submissionId}`, {
      token: t.other,
    });
    expect(notReviewer.body.ret).not.toBe(0);
    expect(urlsOf(notReviewer.body, keyOf(file.url))).toEqual([]);
  });

  it('IDP attachment: the owner and the supervisor get it; another learner, an administrator (no IDP view) and anonymous callers do not', async () => {
    const file = await learnerUpload('/api/study/idp/upload/file', '发展计划.txt');
    const saved = await s.api.post<{ id: number }>(
      '/api/study/idp/save',
      {
        year: 2026,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        supervisorId: ids.boss,
        resources: [
          {
            kind: 'homework',
            title: 'Write a team charter',
            steps: [{ title: 'Draft', content: 'Draft the charter' }],
            fileIds: [file.fileId],
          },
        ],
      },
      { token: t.owner },
    );
    expect(saved.body.ret, saved.body.msg).toBe(0);
    const detail = (token: string | null) => () =>
      s.api.get(`/api/study/idp/${saved.body.data.id}/detail`, { token });
    await checkMatrix(
      file,
      {
        owner: detail(t.owner),
        other: detail(t.other),
        anonymous: detail(null),
        admin: detail(t.admin),
      },
      { owner: true, other: false, anonymous: false, admin: false },
      'attachment',
    );
    expect(urlsOf((await detail(t.boss)()).body, keyOf(file.url))).toHaveLength(1);
  });

  it("face-to-face material: the session's audience and the administrator get it, others do not", async () => {
    const file = await adminUpload('slides.pdf', Buffer.from('%PDF-1.4\nslides'), 'faceMaterial');
    const session = await buildInPersonSession(s.db, {
      companyId,
      userIds: [ids.owner],
      materialIds: [file.fileId],
    });
    const detail = (token: string | null) => () =>
      s.api.get(`/api/study/face/${session.id}/detail`, { token });
    await checkMatrix(
      file,
      {
        owner: detail(t.owner),
        other: detail(t.other),
        anonymous: detail(null),
        admin: () => s.api.post('/api/manage/face/detail', { id: session.id }, { token: t.admin }),
      },
      { owner: true, other: false, anonymous: false, admin: true },
      'inline',
    );
  });

  it('course resource of a course limited to an audience: the audience and the administrator get it, with byte ranges', async () => {
    const video = Buffer.alloc(64 * 1024, 7);
    const file = await adminUpload('lesson.mp4', video, 'video');
    const course = await buildCourse(s.db, {
      companyId,
      chapters: [{ resources: [{ type: 1, fileId: file.fileId }] }],
      audience: [{ kind: 'user', ref: String(ids.owner) }],
    });
    const detail = (token: string | null) => () =>
      s.api.get(`/api/study/course/${course.id}/detail`, { token });
    await checkMatrix(
      file,
      {
        owner: detail(t.owner),
        other: detail(t.other),
        anonymous: detail(null),
        admin: () => s.api.post('/api/manage/course/detail', { id: course.id }, { token: t.admin }),
      },
      { owner: true, other: false, anonymous: false, admin: true },
      'inline',
    );
    // The player's range requests carry the same signed address.
    const [url] = urlsOf((await detail(t.owner)()).body, keyOf(file.url));
    const part = await fetchFile(url!, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect(part.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(video.subarray(100, 200));
    const unsigned = await fetchFile(`/api/files/${keyOf(file.url)}`, { range: 'bytes=0-9' });
    expect(unsigned.status).toBe(404);
    await unsigned.text();
  });

  it('knowledge document limited to an audience: the audience and the administrator get it', async () => {
    const file = await adminUpload('policy.pdf', Buffer.from('%PDF-1.4\npolicy'), 'document');
    expect(file.previewUrl).toBe(file.url);
    const item = await buildKnowledgeItem(s.db, companyId, 'Policy');
    await s.db
      .update(knowledgeItems)
      .set({ fileId: file.fileId, visibility: 'limited' })
      .where(eq(knowledgeItems.id, item.id));
    await audienceQueries(s.db, knowledgeAudience).replace(item.id, [
      { kind: 'user', ref: String(ids.owner) },
    ]);
    const detail = (token: string | null) => () =>
      s.api.get(`/api/study/knowledge/${item.id}/detail`, { token });
    await checkMatrix(
      file,
      {
        owner: detail(t.owner),
        other: detail(t.other),
        anonymous: detail(null),
        admin: () =>
          s.api.post('/api/manage/knowledge/detail', { id: item.id }, { token: t.admin }),
      },
      { owner: true, other: false, anonymous: false, admin: true },
      'inline',
    );
  });

  it('files kept outside stored_files (certificates, downloads, converted PDFs) are never served by their bare address', async () => {
    for (const folder of ['certificates', 'downloads', 'converted', 'homework', 'video']) {
      const put = await s.storage.put(Readable.from(Buffer.from('%PDF-1.4\nsecret')), {
        ext: 'pdf',
        folder,
        maxBytes: 1024,
      });
      await expectRefused(`/api/files/${put.key}`);
      await expectRefused(`/api/files/${put.key}?e=99999999999&n=x.pdf&s=${'A'.repeat(43)}`);
    }
    // Keys that do not exist answer exactly the same.
    await expectRefused('/api/files/homework/202601/00000000-0000-0000-0000-000000000000.txt');
  });

  it('refuses a tampered, re-named, moved or expired signature; an unexpired one lasts at least 6 hours', async () => {
    const file = await adminUpload('deck.pdf', Buffer.from('%PDF-1.4\ndeck'), 'faceMaterial');
    const other = await adminUpload('other.pdf', Buffer.from('%PDF-1.4\nother'), 'faceMaterial');
    await expectServed(file.url, 'inline', 'deck.pdf');
    const u = new URL(file.url, s.baseUrl);
    const e = Number(u.searchParams.get('e'));
    expect(e * 1000 - Date.now()).toBeGreaterThanOrEqual(SIGNED_URL_SECONDS * 1000 - 60_000);
    expect(e * 1000 - Date.now()).toBeLessThanOrEqual((SIGNED_URL_SECONDS + 3600) * 1000);
    const sig = u.searchParams.get('s')!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const variant = (params: Record<string, string>) => {
      const v = new URL(u);
      for (const [k, val] of Object.entries(params)) v.searchParams.set(k, val);
      return v.pathname + v.search;
    };
    await expectRefused(variant({ s: flipped }));
    await expectRefused(variant({ e: String(e + 3600) }));
    await expectRefused(variant({ n: 'evil.html' }));
    await expectRefused(`/api/files/${keyOf(other.url)}${u.search}`);
    await expectRefused(`/api/files/${keyOf(file.url)}?e=${e}&s=${sig}`);

    // Rightly signed with the servers' own secret, but past its expiry.
    const secret = await s.state.get('secret:file-urls');
    expect(secret).toBeTruthy();
    const past = createFileUrls(
      s.storage,
      Buffer.from(secret!, 'base64url'),
      () => Date.now() - (SIGNED_URL_SECONDS + 2 * 3600) * 1000,
    );
    await expectRefused(past.of(keyOf(file.url), 'deck.pdf'));
    const now = createFileUrls(s.storage, Buffer.from(secret!, 'base64url'));
    await expectServed(now.of(keyOf(file.url), 'deck.pdf'), 'inline', 'deck.pdf');
  });

  it('covers, pictures, avatars and logos stay public: a plain address, served to anyone with a year of caching', async () => {
    const cover = await adminUpload('cover.png', makePng(130, 130), 'cover');
    expect(cover.url).toMatch(/^\/api\/files\/cover\/\d{6}\/[a-f0-9-]+\.png$/);
    const res = await fetchFile(cover.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).length).toBe(cover.size);
    // Avatars and logos (stored by the user and company modules) are public the same way.
    for (const folder of ['avatars', 'logos', 'image']) {
      const put = await s.storage.put(Readable.from(makePng(130, 130)), {
        ext: 'png',
        folder,
        maxBytes: 1024 * 1024,
      });
      const got = await fetchFile(`/api/files/${put.key}`);
      expect(got.status, folder).toBe(200);
      expect(got.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await got.arrayBuffer();
    }
  });

  it('serves saved types as attachments and never HTML or SVG inline', async () => {
    const doc = await adminUpload('notes.txt', Buffer.from('plain notes'), 'homework');
    const bytes = await expectServed(doc.url, 'attachment', 'notes.txt');
    expect(bytes.toString()).toBe('plain notes');
    const sheet = await adminUpload('plan.xlsx', Buffer.from('not really a sheet'), 'faceMaterial');
    await expectServed(sheet.url, 'attachment', 'plan.xlsx');
    const zip = await adminUpload('bundle.zip', Buffer.from('PK\u0005\u0006'), 'faceMaterial');
    await expectServed(zip.url, 'attachment', 'bundle.zip');
  });
});
