import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TStoredFile } from '@ascent/shared/files';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import { makeDocx, restartServer, uploadForm } from '../../../test/files-fixtures.ts';
import { conversionJobs } from './files.schema.ts';
import { createConversionRepository } from './conversion.repository.ts';
import { createFilesRepository } from './files.repository.ts';
import { createConversionWorker, DEFAULT_CONVERSION } from './conversion.worker.ts';

const quiet = { info() {}, warn() {}, error() {} };

/**
 * Document conversion as a persisted job: LibreOffice (installed on the test machine, as
 * README says) turns a .docx into a PDF; a restart mid-conversion, a dead process's lease,
 * two workers at once and a missing converter all end in a clear state.
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
  const jobOf = async (fileId: number) =>
    (await s.db.select().from(conversionJobs).where(eq(conversionJobs.fileId, fileId)))[0]!;

  it('a .docx upload ends converted with a PDF, surviving a restart mid-conversion', async () => {
    const file = await uploadDocx('Quarterly safety briefing');
    expect(file.conversionState).toMatch(/pending|converting/);
    expect(file.previewUrl).toBeNull();
    await waitFor(file.fileId, ['converting'], 20_000);

    // The server stops while LibreOffice runs: the job goes back to pending, not stuck.
    await restartServer(s, { CONVERSION_WORKER: 'off' });
    const halted = await jobOf(file.fileId);
    expect(halted).toMatchObject({ state: 'pending', lockedBy: null, attempts: 0 });
    expect((await state(file.fileId)).conversionState).toBe('pending');

    await restartServer(s);
    const done = await waitFor(file.fileId, ['converted', 'failed']);
    expect(done).toMatchObject({ conversionState: 'converted', conversionError: null });
    const pdf = await fetch(s.baseUrl + done.previewUrl!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await jobOf(file.fileId)).toMatchObject({
      state: 'converted',
      attempts: 1,
      lockedBy: null,
    });
  }, 180_000);

  it('a job left converting by a process that died is claimed again once its lease runs out', async () => {
    await restartServer(s, { CONVERSION_WORKER: 'off' });
    const file = await uploadDocx('Fire drill');
    // A process claims the job and dies without a word: its lease stays until it runs out.
    const dead = createConversionWorker({
      jobs: createConversionRepository(s.db),
      files: createFilesRepository(s.db),
      storage: s.storage,
      settings: { ...DEFAULT_CONVERSION, sofficePath: '', pollMs: 1000, timeoutMs: 60_000 },
      log: quiet,
    });
    expect((await dead.claim())?.fileId).toBe(file.fileId);
    expect((await state(file.fileId)).conversionState).toBe('converting');
    // While the lease holds, nobody else takes it.
    await restartServer(s);
    await new Promise((r) => setTimeout(r, 500));
    expect(await jobOf(file.fileId)).toMatchObject({ state: 'converting', lockedBy: dead.id });
    // The lease runs out (as it would a minute later): the running server's worker picks it up.
    await s.db
      .update(conversionJobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(conversionJobs.fileId, file.fileId));
    const done = await waitFor(file.fileId, ['converted', 'failed']);
    expect(done.conversionState).toBe('converted');
    const job = await jobOf(file.fileId);
    expect(job).toMatchObject({ state: 'converted', attempts: 2, lockedBy: null });
  }, 180_000);

  it('two workers claiming at once never get the same job', async () => {
    await restartServer(s, { CONVERSION_WORKER: 'off' });
    const file = await uploadDocx('Claim once');
    const make = () =>
      createConversionWorker({
        jobs: createConversionRepository(s.db),
        files: createFilesRepository(s.db),
        storage: s.storage,
        settings: { ...DEFAULT_CONVERSION, sofficePath: '', pollMs: 1000, timeoutMs: 60_000 },
        log: quiet,
      });
    const workers = [make(), make(), make(), make()];
    const claims = await Promise.all(workers.map((w) => w.claim()));
    const won = claims.filter((c) => c !== null);
    expect(won).toHaveLength(1);
    expect(won[0]!.fileId).toBe(file.fileId);
    const winner = workers[claims.indexOf(won[0]!)]!;
    expect(await jobOf(file.fileId)).toMatchObject({ lockedBy: winner.id, attempts: 1 });
    // The winner converts it; the others still find nothing to do.
    await winner.convertJob(won[0]!);
    expect((await state(file.fileId)).conversionState).toBe('converted');
    expect(await Promise.all(workers.map((w) => w.claim()))).toEqual([null, null, null, null]);
  }, 120_000);

  it('without LibreOffice the conversion fails with the reason; the uploader or an admin re-submits', async () => {
    await restartServer(s, { SOFFICE_PATH: '/nonexistent/soffice' });
    const file = await uploadDocx('No converter here', uploader);
    const failed = await waitFor(file.fileId, ['failed', 'converted'], 30_000);
    expect(failed).toMatchObject({
      conversionState: 'failed',
      conversionError: 'files.converterMissing',
      previewUrl: null,
    });
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
    expect(byAdmin.body.ret).toBe(0);
    expect((await waitFor(file.fileId, ['converted', 'failed'])).conversionState).toBe('converted');
    // Only a failed conversion may be submitted again.
    expect((await submit(uploader)).body).toMatchObject({
      ret: 1,
      msg: 'Only a document whose conversion failed can be submitted again',
    });
  }, 180_000);
});
