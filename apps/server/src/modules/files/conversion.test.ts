import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TStoredFile } from '@ascent/shared/files';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import { makeDocx, restartServer, uploadForm } from '../../../test/files-fixtures.ts';
import { JOBS_SCHEMA } from '../../infra/jobs/job-queue.ts';
import { CONVERSION_QUEUE } from './conversion.job.ts';

/**
 * Document conversion as a job on the job queue: LibreOffice (installed on the test machine,
 * as README says) turns a .docx into a PDF; a restart mid-conversion and a missing converter
 * end in a clear state. (That each job goes to one process only is the queue's own contract:
 * infra/jobs/job-queue.test.ts.)
 */
describe('document conversion', () => {
  let s: TestServer;
  let original: TestServer['app'];
  let admin: string;
  let uploader: string;
  let someoneElse: string;

  beforeAll(async () => {
    s = await startTestServer();
    original = s.app;
    const company = await buildCompany(s.db);
    const a = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
    const u = await buildUser(s.db, { companyId: company.id });
    const e = await buildUser(s.db, { companyId: company.id });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    uploader = (await s.api.login(u.account, TEST_PASSWORD)).token;
    someoneElse = (await s.api.login(e.account, TEST_PASSWORD)).token;
  });
  afterAll(async () => {
    if (s.app !== original) await s.app.close();
    await s.close();
  });

  const uploadDocx = async (text: string, token = admin) => {
    const url = token === admin ? '/api/manage/upload/file' : '/api/study/upload/file';
    const res = await s.api.call<TStoredFile & { file?: TStoredFile }>('POST', url, {
      raw: uploadForm(`${text}.docx`, makeDocx(text), 'document'),
      token,
    });
    expect(res.body.ret, res.body.msg).toBe(0);
    return res.body.data.file ?? res.body.data;
  };
  const state = async (fileId: number) =>
    (await s.api.get<TStoredFile>(`/api/manage/upload/file/${fileId}`, { token: admin })).body.data;
  const waitFor = async (fileId: number, wanted: string[], ms = 90_000) => {
    const until = Date.now() + ms;
    for (;;) {
      const f = await state(fileId);
      if (wanted.includes(f.conversionState)) return f;
      if (Date.now() > until) throw new Error(`file ${fileId} still ${f.conversionState}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
  };
  /** The file's latest conversion job on the queue: its state and the attempts it started. */
  const jobOf = async (fileId: number) => {
    const result = (await s.db.execute(sql`
      SELECT state, CASE WHEN started_on IS NULL THEN 0 ELSE retry_count + 1 END AS attempts
        FROM ${sql.raw(JOBS_SCHEMA)}.job
       WHERE name = ${CONVERSION_QUEUE} AND (data->>'fileId')::int = ${fileId}
       ORDER BY created_on DESC LIMIT 1`)) as unknown as {
      rows: { state: string; attempts: number }[];
    };
    return result.rows[0]!;
  };

  it('a .docx upload ends converted with a PDF, surviving a restart mid-conversion', async () => {
    const file = await uploadDocx('Quarterly safety briefing');
    expect(file.conversionState).toMatch(/pending|converting/);
    expect(file.previewUrl).toBeNull();
    await waitFor(file.fileId, ['converting'], 20_000);

    // The server stops while LibreOffice runs: the job goes back to the queue, not stuck.
    await restartServer(s, { JOB_WORKER: 'off' });
    const halted = await jobOf(file.fileId);
    expect(halted).toMatchObject({ state: 'created', attempts: 0 });
    expect((await state(file.fileId)).conversionState).toBe('pending');

    await restartServer(s);
    const done = await waitFor(file.fileId, ['converted', 'failed']);
    expect(done).toMatchObject({ conversionState: 'converted', conversionError: null });
    const pdf = await fetch(s.baseUrl + done.previewUrl!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The queue completes the job once its handler has recorded the PDF.
    await until(async () => (await jobOf(file.fileId)).state === 'completed');
    expect(await jobOf(file.fileId)).toMatchObject({ state: 'completed', attempts: 1 });
  }, 180_000);

  it('without LibreOffice the conversion fails with the reason; the uploader or an admin re-submits', async () => {
    await restartServer(s, { SOFFICE_PATH: '/nonexistent/soffice' });
    const file = await uploadDocx('No converter here', uploader);
    const failed = await waitFor(file.fileId, ['failed', 'converted'], 30_000);
    expect(failed).toMatchObject({
      conversionState: 'failed',
      conversionError: 'files.converterMissing',
      previewUrl: null,
    });
    // No retry mends a missing converter: failed (dead-lettered) after one attempt. The queue
    // records the job's failure after the handler has recorded the file's.
    await until(async () => (await jobOf(file.fileId)).state === 'failed');
    expect(await jobOf(file.fileId)).toMatchObject({ state: 'failed', attempts: 1 });

    const submit = (token: string, lang = 'en-US') =>
      s.api.post<TStoredFile>(
        '/api/study/document/change/submit',
        { fileId: file.fileId },
        { token, lang },
      );
    // Someone else's document: refused. The uploader: queued again (and it fails again, here).
    expect((await submit(someoneElse)).body).toMatchObject({
      ret: 1,
      msg: 'You can only resubmit documents you uploaded',
    });
    const again = await submit(uploader, 'zh-CN');
    expect(again.body).toMatchObject({ ret: 0, msg: '已重新提交转换' });
    expect(again.body.data.conversionState).toMatch(/pending|converting|failed/);
    await waitFor(file.fileId, ['failed']);
    // The admin's re-submit, once LibreOffice is there (SOFFICE_PATH unset: found on PATH).
    await restartServer(s);
    const byAdmin = await s.api.post<TStoredFile>(
      '/api/manage/upload/file/convert',
      { fileId: file.fileId },
      { token: admin },
    );
    expect(byAdmin.body.ret, byAdmin.body.msg).toBe(0);
    expect((await waitFor(file.fileId, ['converted', 'failed'])).conversionState).toBe('converted');
    // Only a failed conversion may be submitted again.
    expect((await submit(uploader)).body).toMatchObject({
      ret: 1,
      msg: 'Only a document whose conversion failed can be submitted again',
    });
  }, 180_000);
});
