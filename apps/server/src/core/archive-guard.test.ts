import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { count } from 'drizzle-orm';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { TAttendanceImportResult } from '@ascent/shared/in-person';
import type { TStoredFile } from '@ascent/shared/files';
import type { TQuestionImportResult } from '@ascent/shared/question-admin';
import type { TAdminUser, TImportUsersResponse } from '@ascent/shared/users';
import { startTestServer, type TestServer } from '../../test/http.ts';
import { runImport } from '../../test/imports.ts';
import {
  buildCompany,
  buildDepartment,
  buildInPersonSession,
  buildQuestionBank,
  buildUser,
  TEST_PASSWORD,
} from '../../test/builders.ts';
import { uploadForm } from '../../test/files-fixtures.ts';
import {
  bombEntry,
  docxBomb,
  textEntry,
  writeZip,
  xlsxBomb,
  xlsxLyingBomb,
} from '../../test/zip-bombs.ts';
import { storedFiles } from '../modules/files/files.schema.ts';
import { listZipEntries } from './archive-guard.ts';
import { sheetReadsRunning } from './xlsx.ts';

const TOO_LARGE = 'The file unpacks to more than 100MB, so it was not opened';
const UNSAFE =
  'The file’s compressed content is abnormal (a possible zip bomb), so it was not opened';

/**
 * Issue 12 item 6: zip bombs are refused before anything parses them, and reading a large
 * upload runs in a worker thread, so other requests are answered meanwhile. The bombs are
 * built in memory (test/zip-bombs.ts): about 300 KB that inflate to 300 MB.
 */
describe('zip bombs and imports off the event loop', () => {
  let s: TestServer;
  let admin: string;
  let bankId: number;
  let sessionId: number;

  beforeAll(async () => {
    s = await startTestServer();
    const c = await buildCompany(s.db);
    await buildDepartment(s.db, c.id, 'HQ');
    const a = await buildUser(s.db, { companyId: c.id, roles: ['admin'] });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    bankId = (await buildQuestionBank(s.db, { companyId: c.id })).id;
    sessionId = (await buildInPersonSession(s.db, { companyId: c.id, managerIds: [a.id] })).id;
  });
  afterAll(() => s.close());

  const userImport = (data: Buffer, lang = 'en-US') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), 'users.xlsx');
    return runImport<TImportUsersResponse>(s.api, '/api/manage/user/import', {
      raw: form,
      token: admin,
      lang,
    });
  };
  const questionImport = (data: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), 'questions.xlsx');
    return runImport<TQuestionImportResult>(s.api, `/api/manage/question/import?bankId=${bankId}`, {
      raw: form,
      token: admin,
      lang: 'en-US',
    });
  };
  const attendanceImport = (data: Buffer) => {
    const form = new FormData();
    form.append('sessionId', String(sessionId));
    form.append('utcOffset', '0');
    form.append('file', new Blob([new Uint8Array(data)]), 'attendance.xlsx');
    return runImport<TAttendanceImportResult>(s.api, '/api/manage/face/attendance/import', {
      raw: form,
      token: admin,
      lang: 'en-US',
    });
  };
  const userTotal = async () =>
    (
      await s.api.post<TPage<TAdminUser>>(
        '/api/manage/user/list',
        { pageSize: 1 },
        { token: admin },
      )
    ).body.data.total;
  const questionTotal = async () =>
    (
      await s.api.post<TPage<unknown>>(
        '/api/manage/question/list',
        { bankId, page: 1, pageSize: 1 },
        { token: admin },
      )
    ).body.data.total;
  const importLogs = async () =>
    (
      await s.api.post<TPage<TOperationLog>>(
        '/api/manage/oplog/list',
        { page: 1, pageSize: 50 },
        { token: admin },
      )
    ).body.data.list.filter((l) => l.action === 'import').length;
  const fileCount = async () => (await s.db.select({ n: count() }).from(storedFiles))[0]!.n;

  it('the bombs are a few hundred KB declaring (or hiding) 300 MB of sheet XML', () => {
    for (const [bomb, declared] of [
      [xlsxBomb(), 300 * 1024 * 1024],
      [xlsxLyingBomb(), 64 * 1024],
    ] as const) {
      expect(bomb.length).toBeLessThan(400 * 1024);
      const sheet = listZipEntries(bomb).find((e) => e.name === 'xl/worksheets/sheet1.xml')!;
      expect(sheet.uncompressedSize).toBeGreaterThanOrEqual(declared);
      expect(sheet.uncompressedSize).toBeLessThan(declared + 1024);
    }
  });

  it('manage/user/import refuses the bomb (ret 1, in the caller language) and imports nothing', async () => {
    const users = await userTotal();
    const logs = await importLogs();
    const res = await userImport(xlsxBomb());
    expect(res.body).toMatchObject({ ret: 1, msg: UNSAFE });
    const zh = await userImport(xlsxBomb(), 'zh-CN');
    expect(zh.body).toMatchObject({ ret: 1, msg: '文件的压缩内容异常（疑似压缩炸弹），未予读取' });
    // A bomb that lies about its size (64 KB declared) is caught by the capped inflate.
    const lying = await userImport(xlsxLyingBomb());
    expect(lying.body).toMatchObject({ ret: 1, msg: UNSAFE });
    // Too much in total, each part at an ordinary ratio: 30 sheets-worth of 4 MB parts.
    const parts = Array.from({ length: 30 }, (_, i) => bombEntry(`xl/media/part${i}.xml`, 4));
    const wide = await userImport(
      writeZip([textEntry('[Content_Types].xml', '<Types/>'), ...parts]),
    );
    expect(wide.body).toMatchObject({ ret: 1, msg: TOO_LARGE });
    expect(await userTotal()).toBe(users);
    expect(await importLogs()).toBe(logs);
  });

  it('manage/question/import and the attendance import refuse it too, importing nothing', async () => {
    const q = await questionImport(xlsxBomb());
    expect(q.body).toMatchObject({ ret: 1, msg: UNSAFE });
    expect(await questionTotal()).toBe(0);
    const a = await attendanceImport(xlsxBomb());
    expect(a.body).toMatchObject({ ret: 1, msg: UNSAFE });
    const list = await s.api.post<TPage<{ signInAt: string | null }>>(
      '/api/manage/face/attendance/list',
      { sessionId, page: 1, pageSize: 50 },
      { token: admin },
    );
    expect(list.body.ret).toBe(0);
    expect(list.body.data.list.filter((r) => r.signInAt)).toEqual([]);
  });

  it('a package that is a bomb is refused before anything is unpacked', async () => {
    const before = await fileCount();
    const zip = writeZip([
      textEntry('index.html', '<!doctype html><title>x</title>'),
      bombEntry('media/filler.bin', 300, { fill: 0 }),
    ]);
    const res = await s.api.call<TStoredFile>('POST', '/api/manage/upload/file', {
      raw: uploadForm('course.zip', zip, 'package'),
      token: admin,
      lang: 'en-US',
    });
    expect(res.body).toMatchObject({ ret: 1, msg: UNSAFE });
    expect(await fileCount()).toBe(before);
  });

  it('a .docx bomb is never handed to LibreOffice: its conversion fails with the message', async () => {
    const res = await s.api.call<TStoredFile>('POST', '/api/manage/upload/file', {
      raw: uploadForm('bomb.docx', docxBomb(), 'document'),
      token: admin,
    });
    expect(res.body.ret, res.body.msg).toBe(0);
    const until = Date.now() + 60_000;
    let file = res.body.data;
    while (!['converted', 'failed'].includes(file.conversionState)) {
      if (Date.now() > until) throw new Error(`still ${file.conversionState}`);
      await new Promise((r) => setTimeout(r, 100));
      file = (
        await s.api.get<TStoredFile>(`/api/manage/upload/file/${file.fileId}`, { token: admin })
      ).body.data;
    }
    expect(file).toMatchObject({
      conversionState: 'failed',
      conversionError: 'upload.archiveUnsafe',
    });
  });

  it('while a 5,000-row import is being read, other requests are answered', async () => {
    const headers = ['Account', 'Name', 'Department path'];
    const rows = Array.from({ length: 5000 }, (_, i) => [
      `bulk${String(i).padStart(4, '0')}`,
      `Person ${i}`,
      'HQ',
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([headers, ...rows]), 'users');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const users = await userTotal();

    let importDone = false;
    const pending = userImport(data).then((res) => {
      importDone = true;
      return res;
    });
    // The server has started reading the file in a worker thread (the test shares its process).
    const until = Date.now() + 20_000;
    while (sheetReadsRunning() === 0) {
      if (importDone || Date.now() > until) throw new Error('the upload was never read off-thread');
      await new Promise((r) => setTimeout(r, 2));
    }
    const health = await fetch(`${s.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    // Answered while the import was still in progress.
    expect(importDone).toBe(false);

    const res = await pending;
    expect(res.body.ret, res.body.msg).toBe(0);
    expect(res.body.data).toMatchObject({ imported: 5000, failed: [] });
    expect(await userTotal()).toBe(users + 5000);
    expect(sheetReadsRunning()).toBe(0);
  });
});
