import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { TStoredFile } from '@ascent/shared/files';
import type { TJob } from '@ascent/shared/jobs';
import { eq } from 'drizzle-orm';
import type {
  TCertificateAdminRow,
  TCertificateIssueResult,
  TCertificateTemplateDetail,
  TCertificateTemplateRow,
  TCertificateTemplateSave,
  TCertificateVerification,
  TMyCertificate,
} from '@ascent/shared/certificate';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCertificateTemplate,
  buildCompany,
  buildCourse,
  buildDepartment,
  buildUser,
  CERTIFICATE_FIELDS,
  setCertificateExpiry,
  TEST_PASSWORD,
} from '../../../test/builders.ts';
import { makePng, uploadForm } from '../../../test/files-fixtures.ts';
import { createItemEvents, createItemSources, type ItemEvent } from '../../core/learning-items.ts';
import { createFileCatalog } from '../files/files.catalog.ts';
import { createFileUrls } from '../files/file-urls.ts';
import { recordChange } from '../oplog/oplog.service.ts';
import { createCertificateIssuer } from './certificate-issuer.ts';
import { createCertificateModule } from './certificate.module.ts';
import { VERIFY_LIMITS } from './certificate.service.ts';
import { certificates } from './certificate.schema.ts';
import { CERTIFICATE_PDF_QUEUE } from './certificate-pdf.job.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';

/** The font subtypes of a PDF ('/Type1' is the Helvetica fallback). */
async function fontSubtypes(bytes: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .flatMap(([, obj]) =>
      obj instanceof PDFDict && obj.get(PDFName.of('Type')) === PDFName.of('Font')
        ? [String(obj.get(PDFName.of('Subtype')))]
        : [],
    );
}

/**
 * Certificates over HTTP: templates (admin), issuing on item events (once), the holder's PDF,
 * the learner's lists, the public verification and its throttle, revoking, the export.
 */
describe('certificates', () => {
  let s: TestServer;
  let companyId: number;
  let otherCompanyId: number;
  let admin: string;
  let otherAdmin: string;
  let learner: string;
  let learnerId: number;
  let peer: string;
  let peerId: number;
  let courseId: number;
  // The issuer as the app registers it with item events, run on the test server's database
  // (its PDFs are drawn when asked for: no job queue of its own).
  const issuer = createCertificateIssuer({
    itemSources: createItemSources(),
    drawLater: async () => undefined,
  });

  const login = async (u: { account: string }) =>
    (await s.api.login(u.account, TEST_PASSWORD)).token;
  const manage = <T>(action: string, body: unknown, token = admin, lang = 'en-US') =>
    s.api.post<T>(`/api/manage/certificate/${action}`, body, { token, lang });
  const mine = (token = learner) =>
    s.api.post<TPage<TMyCertificate>>('/api/study/me/certificates', {}, { token });
  const verify = (code: string, lang = 'en-US') =>
    s.api.get<TCertificateVerification>(
      `/api/study/certificate/verify/${encodeURIComponent(code)}`,
      { lang },
    );
  const emit = (event: Partial<ItemEvent> & Pick<ItemEvent, 'kind' | 'itemId' | 'outcome'>) =>
    s.db.transaction((tx) =>
      issuer.onItemEvent(tx, {
        companyId,
        userId: learnerId,
        score: null,
        at: new Date(),
        ...event,
      }),
    );
  const base = (): TCertificateTemplateSave => ({
    name: '安全生产合格证',
    page: 'a4Landscape',
    backgroundFileId: null,
    fields: CERTIFICATE_FIELDS,
    validityMonths: 12,
    enabled: true,
    sources: [{ kind: 'course', itemId: courseId }],
  });

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    otherCompanyId = (await buildCompany(s.db)).id;
    const dept = await buildDepartment(s.db, companyId, 'Plant');
    admin = await login(await buildUser(s.db, { companyId, roles: ['admin'] }));
    otherAdmin = await login(
      await buildUser(s.db, { companyId: otherCompanyId, roles: ['admin'] }),
    );
    const l = await buildUser(s.db, { companyId, departmentId: dept.id, realName: '王小明' });
    learnerId = l.id;
    learner = await login(l);
    const p = await buildUser(s.db, { companyId, realName: 'Peer' });
    peerId = p.id;
    peer = await login(p);
    courseId = (await buildCourse(s.db, { companyId, title: 'Fire safety' })).id;
  });
  afterAll(() => s.close());

  describe('templates (admin)', () => {
    it('refuses learners (ret 7) on every admin call', async () => {
      for (const action of ['template/list', 'template/save', 'list', 'issue', 'revoke']) {
        const res = await manage(action, {}, learner);
        expect(res.body.ret, action).toBe(7);
      }
    });

    it('validates the design: fields, colour, custom text, validity, background', async () => {
      const msg = async (body: unknown) => (await manage('template/save', body)).body.msg;
      expect(await msg({ ...base(), name: ' ' })).toBe('Please enter the certificate name');
      expect(await msg({ ...base(), fields: [] })).toBe('Please place at least one field');
      expect(await msg({ ...base(), fields: [{ ...CERTIFICATE_FIELDS[0], colour: 'red' }] })).toBe(
        'The colour must look like #RRGGBB',
      );
      expect(
        await msg({
          ...base(),
          fields: [
            { kind: 'customText', x: 1, y: 1, fontSize: 12, colour: '#000000', align: 'left' },
          ],
        }),
      ).toBe('Please enter the custom text');
      expect(await msg({ ...base(), fields: [{ ...CERTIFICATE_FIELDS[0], x: 101 }] })).toBe(
        'The position must be between 0 and 100',
      );
      expect(await msg({ ...base(), validityMonths: 601 })).toBe(
        'The validity must be a whole number of months from 0 to 600',
      );
      expect(await msg({ ...base(), backgroundFileId: 999999 })).toBe(
        'The background image does not exist',
      );
      expect(await msg({ ...base(), sources: [base().sources[0], base().sources[0]] })).toBe(
        'A source is listed twice',
      );
      // A document is no background; another company's image does not exist here.
      const pdf = await s.api.call<TStoredFile>('POST', '/api/manage/upload/file', {
        raw: uploadForm('guide.pdf', Buffer.from('%PDF-1.4 guide'), 'document'),
        token: admin,
      });
      expect(await msg({ ...base(), backgroundFileId: pdf.body.data.fileId })).toBe(
        'The background must be a PNG or JPG image',
      );
      const foreign = await s.api.call<TStoredFile>('POST', '/api/manage/upload/file', {
        raw: uploadForm('bg.png', makePng(40, 30), 'image'),
        token: otherAdmin,
      });
      expect(await msg({ ...base(), backgroundFileId: foreign.body.data.fileId })).toBe(
        'The background image does not exist',
      );
    });

    it('saves with a background, lists, reads back, logs the change; other companies see nothing', async () => {
      const bg = await s.api.call<TStoredFile>('POST', '/api/manage/upload/file', {
        raw: uploadForm('bg.png', makePng(120, 85), 'image'),
        token: admin,
      });
      expect(bg.body.ret).toBe(0);
      const saved = await manage<TCertificateTemplateDetail>('template/save', {
        ...base(),
        backgroundFileId: bg.body.data.fileId,
      });
      expect(saved.body).toMatchObject({ ret: 0, msg: 'Created successfully' });
      const t = saved.body.data;
      expect(t).toMatchObject({
        name: '安全生产合格证',
        page: 'a4Landscape',
        validityMonths: 12,
        enabled: true,
        issuedCount: 0,
        sources: [{ kind: 'course', itemId: courseId }],
      });
      expect(t.backgroundUrl).toMatch(/^\/api\/files\//);
      const list = await manage<TPage<TCertificateTemplateRow>>('template/list', {
        keyword: '安全',
      });
      expect(list.body.data.list.map((r) => r.id)).toContain(t.id);
      const other = await manage('template/detail', { id: t.id }, otherAdmin);
      expect(other.body).toMatchObject({ ret: 1, msg: 'The certificate template does not exist' });
      const edited = await manage<TCertificateTemplateDetail>('template/save', {
        ...base(),
        id: t.id,
        name: 'Fire warden',
        backgroundFileId: bg.body.data.fileId,
      });
      expect(edited.body.data.name).toBe('Fire warden');
      const logs = await s.api.post<TPage<TOperationLog>>(
        '/api/manage/oplog/list',
        { entity: 'certificateTemplate' },
        { token: admin },
      );
      expect(logs.body.data.list.map((l) => l.action)).toEqual(['update', 'create']);
    });

    it('draws a sample PDF of an unsaved design', async () => {
      const res = await manage('template/sample', {
        name: 'Draft',
        page: 'a4Portrait',
        fields: CERTIFICATE_FIELDS,
      });
      expect(res.file?.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers.get('content-type')).toBe('application/pdf');
    });
  });

  describe('issuing on item events', () => {
    let templateId: number;
    let code: string;
    let certId: number;

    beforeAll(async () => {
      templateId = (
        await buildCertificateTemplate(s.db, {
          companyId,
          name: '课程结业证书',
          validityMonths: 24,
          sources: [{ kind: 'course', itemId: courseId }],
        })
      ).id;
      // Another company's template naming the same item id issues nothing here.
      await buildCertificateTemplate(s.db, {
        companyId: otherCompanyId,
        sources: [{ kind: 'course', itemId: courseId }],
      });
      // A disabled template issues nothing.
      await buildCertificateTemplate(s.db, {
        companyId,
        enabled: false,
        sources: [{ kind: 'course', itemId: courseId }],
      });
    });

    it('issues once per (template, user, source); repeats, other outcomes and kinds issue nothing', async () => {
      const before = (await mine()).body.data.total;
      expect(await emit({ kind: 'course', itemId: courseId, outcome: 'failed' })).toEqual([]);
      expect(await emit({ kind: 'exam', itemId: courseId, outcome: 'completed' })).toEqual([]);
      expect(await emit({ kind: 'homework', itemId: courseId, outcome: 'completed' })).toEqual([]);
      const first = await emit({ kind: 'course', itemId: courseId, outcome: 'completed' });
      // The template built here and the one saved through the API (same source).
      expect(first).toHaveLength(2);
      expect(await emit({ kind: 'course', itemId: courseId, outcome: 'completed' })).toEqual([]);
      const list = (await mine()).body.data;
      expect(list.total).toBe(before + 2);
      const cert = list.list.find((c) => c.title === '课程结业证书')!;
      expect(cert).toMatchObject({ state: 'valid', sourceKind: 'course' });
      expect(cert.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{16}$/);
      expect(cert.number).toMatch(/^\d{12}$/);
      const days = (new Date(cert.expiresAt!).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(700);
      code = cert.code;
      certId = cert.id;
      // A rolled-back transaction issues nothing.
      await expect(
        s.db.transaction(async (tx) => {
          await issuer.onItemEvent(tx, {
            companyId,
            userId: peerId,
            kind: 'course',
            itemId: courseId,
            outcome: 'completed',
            score: null,
            at: new Date(),
          });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect((await mine(peer)).body.data.total).toBe(0);
    });

    it('the PDF: the holder only; drawn once and kept; the admin may read any', async () => {
      const first = await s.api.post(
        '/api/study/me/certificate/pdf',
        { id: certId },
        { token: learner },
      );
      expect(first.file?.subarray(0, 5).toString()).toBe('%PDF-');
      // Text is drawn as glyph outlines (the CJK font found): no font is embedded.
      expect(await fontSubtypes(first.file!)).toEqual([]);
      const again = await s.api.post(
        '/api/study/me/certificate/pdf',
        { id: certId },
        { token: learner },
      );
      expect(again.file?.equals(first.file!)).toBe(true);
      const other = await s.api.post(
        '/api/study/me/certificate/pdf',
        { id: certId },
        { token: peer },
      );
      expect(other.body).toMatchObject({ ret: 1, msg: 'The certificate does not exist' });
      expect(other.file).toBeUndefined();
      const foreign = await manage('pdf', { id: certId }, otherAdmin);
      expect(foreign.body.ret).toBe(1);
      const byAdmin = await manage('pdf', { id: certId });
      expect(byAdmin.file?.equals(first.file!)).toBe(true);
      const anonymous = await s.api.post('/api/study/me/certificate/pdf', { id: certId });
      expect(anonymous.body.ret).not.toBe(0);
    });

    it('verifies publicly: valid with the holder name and dates only; unknown; expired; revoked', async () => {
      await s.state.del('cert-verify:127.0.0.1');
      const ok = await verify(code.toLowerCase());
      expect(ok.body.ret).toBe(0);
      expect(ok.body.data).toMatchObject({
        result: 'valid',
        holderName: '王小明',
        title: '课程结业证书',
      });
      expect(Object.keys(ok.body.data).sort()).toEqual(
        ['expiresAt', 'holderName', 'issuedAt', 'number', 'result', 'title'].sort(),
      );
      expect((await verify('ABCDEFGHJKMNPQRS')).body.data).toMatchObject({
        result: 'unknown',
        holderName: null,
      });
      expect((await verify('x')).body.data.result).toBe('unknown');

      await setCertificateExpiry(s.db, certId, new Date(Date.now() - 1000));
      expect((await verify(code)).body.data.result).toBe('expired');
      const dangerous = await s.api.post<TPage<TMyCertificate>>(
        '/api/study/me/dangerouscert/list',
        {},
        { token: learner },
      );
      expect(dangerous.body.data.list.map((c) => c.id)).toEqual([certId]);
      expect(dangerous.body.data.list[0]!.state).toBe('expired');
      await setCertificateExpiry(s.db, certId, new Date(Date.now() + 10 * 86_400_000));
      expect(
        (
          await s.api.post<TPage<TMyCertificate>>(
            '/api/study/me/dangerouscert/list',
            {},
            {
              token: learner,
            },
          )
        ).body.data.list[0],
      ).toMatchObject({ id: certId, state: 'valid', daysLeft: 9 });

      const revoked = await manage('revoke', { id: certId, reason: 'Issued in error' });
      expect(revoked.body).toMatchObject({ ret: 0, msg: 'The certificate is revoked' });
      expect((await manage('revoke', { id: certId })).body.msg).toBe(
        'The certificate is already revoked',
      );
      expect((await manage('revoke', { id: certId }, otherAdmin)).body.msg).toBe(
        'The certificate does not exist',
      );
      expect((await verify(code)).body.data.result).toBe('revoked');
      const gone = await s.api.post(
        '/api/study/me/certificate/pdf',
        { id: certId },
        { token: learner },
      );
      expect(gone.body.msg).toBe('The certificate was revoked and cannot be downloaded');
      // Revoked certificates leave the dangerous list.
      expect(
        (
          await s.api.post<TPage<TMyCertificate>>(
            '/api/study/me/dangerouscert/list',
            {},
            {
              token: learner,
            },
          )
        ).body.data.total,
      ).toBe(0);
    });

    it('throttles guessing: unknown codes per address, then every look-up is refused', async () => {
      await s.state.del('cert-verify:127.0.0.1');
      for (let i = 0; i < VERIFY_LIMITS.unknownPerWindow; i++)
        expect((await verify(`ZZZZZZZZZZZZZZ${String(i).padStart(2, '2')}`)).body.data.result).toBe(
          'unknown',
        );
      const refused = await verify(code);
      expect(refused.body).toMatchObject({
        ret: 1,
        msg: 'Too many look-ups: please try again in 15 minutes',
      });
      expect((await verify(code, 'zh-CN')).body.msg).toBe('查询过于频繁，请 15 分钟后再试');
      await s.state.del('cert-verify:127.0.0.1');
      expect((await verify(code)).body.data.result).toBe('revoked');
    });

    it('the module registers its handler with item events (an exam passed issues)', async () => {
      const examTemplate = await buildCertificateTemplate(s.db, {
        companyId,
        name: 'Exam pass',
        sources: [{ kind: 'exam', itemId: 4242 }],
      });
      const itemEvents = createItemEvents();
      // The module's queue, recorded (the app's queue has the app's own module's handler).
      const queued: { queue: string; data: object }[] = [];
      const jobs = {
        define: () => undefined,
        send: async (queue: string, data: object) => {
          queued.push({ queue, data });
          return null;
        },
      } as unknown as JobQueue;
      createCertificateModule({
        db: s.db,
        state: s.state,
        storage: s.storage,
        files: createFileCatalog(s.db, s.storage, createFileUrls(s.storage, Buffer.alloc(32))),
        record: recordChange,
        itemEvents,
        itemSources: createItemSources(),
        directory: { find: async () => [], cards: async () => new Map() },
        jobs,
      });
      const event: ItemEvent = {
        companyId,
        userId: peerId,
        kind: 'exam',
        itemId: 4242,
        outcome: 'passed',
        score: 90,
        at: new Date(),
      };
      await s.db.transaction((tx) => itemEvents.emit(tx, event));
      await s.db.transaction((tx) => itemEvents.emit(tx, event));
      const list = (await mine(peer)).body.data.list;
      const issued = list.filter((c) => c.title === 'Exam pass');
      expect(issued).toHaveLength(1);
      expect(examTemplate.id).toBeGreaterThan(0);
      // Its PDF queued once, in the issuing transaction.
      expect(queued).toEqual([
        { queue: CERTIFICATE_PDF_QUEUE, data: { certificateId: issued[0]!.id, companyId } },
      ]);
    });

    it('templates with certificates are not deleted', async () => {
      expect((await manage('template/delete', { ids: [templateId] })).body.msg).toBe(
        'Certificates were issued from this template: it cannot be deleted',
      );
    });
  });

  describe('manual issue, the issued list, the export', () => {
    let templateId: number;

    beforeAll(async () => {
      templateId = (await buildCertificateTemplate(s.db, { companyId, name: 'Forklift' })).id;
    });

    it('issues to people without a valid one; refuses strangers and other companies', async () => {
      const res = await manage<TCertificateIssueResult>('issue', {
        templateId,
        userIds: [learnerId, peerId],
      });
      expect(res.body).toMatchObject({ ret: 0, data: { issued: 2, skipped: 0 } });
      const again = await manage<TCertificateIssueResult>('issue', {
        templateId,
        userIds: [peerId],
      });
      expect(again.body.data).toEqual({ issued: 0, skipped: 1 });
      // Their PDFs are drawn on the job queue before anyone asks, and the jobs show on the Jobs
      // page of the company.
      const issuedRows = () =>
        s.db.select().from(certificates).where(eq(certificates.templateId, templateId));
      await expect
        .poll(async () => (await issuedRows()).map((r) => r.pdfKey !== null), { timeout: 20_000 })
        .toEqual([true, true]);
      const jobs = await s.api.post<TPage<TJob>>(
        '/api/manage/job/list',
        { queue: CERTIFICATE_PDF_QUEUE, state: 'completed', pageSize: 100 },
        { token: admin },
      );
      expect(jobs.body.ret, jobs.body.msg).toBe(0);
      expect(jobs.body.data.total).toBeGreaterThanOrEqual(2);
      const pdf = await manage('pdf', { id: (await issuedRows())[0]!.id });
      expect(pdf.file?.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await manage('issue', { templateId, userIds: [999999] })).body.msg).toBe(
        'A person does not exist or is disabled',
      );
      expect(
        (await manage('issue', { templateId, userIds: [learnerId] }, otherAdmin)).body.msg,
      ).toBe('The certificate template does not exist');
      expect((await manage('issue', { templateId, userIds: [] })).body.msg).toBe(
        'Please choose people',
      );
    });

    it('lists by person, template and state, with holders; exports xlsx', async () => {
      const byPerson = await manage<TPage<TCertificateAdminRow>>('list', { keyword: '王小明' });
      expect(byPerson.body.data.list.every((r) => r.holder.name === '王小明')).toBe(true);
      expect(byPerson.body.data.list[0]!.holder.departmentName).toBe('Plant');
      const byTemplate = await manage<TPage<TCertificateAdminRow>>('list', { templateId });
      expect(byTemplate.body.data.total).toBe(2);
      const revoked = await manage<TPage<TCertificateAdminRow>>('list', { state: 'revoked' });
      expect(revoked.body.data.list.map((r) => r.state)).toEqual(['revoked']);
      const foreign = await manage<TPage<TCertificateAdminRow>>('list', {}, otherAdmin);
      expect(foreign.body.data.total).toBe(0);
      const file = await manage('export', { templateId });
      expect(file.headers.get('content-type')).toContain('spreadsheetml');
      expect(file.file?.subarray(0, 2).toString()).toBe('PK');
      // The headers are in the caller's language (the server's own messages, never the keys).
      const book = XLSX.read(file.file!, { type: 'buffer' });
      const [header] = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, {
        header: 1,
      });
      expect(header?.[0]).toBe('Number');
      expect(book.SheetNames[0]).toBe('Certificates');
      expect((await manage('list', { state: 'lost' })).body.ret).toBe(1);
    });
  });
});
