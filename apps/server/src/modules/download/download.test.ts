import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type { TDownloadLink, TDownloadRecord } from '@ascent/shared/download';
import type { TKnowledgeDetail } from '@ascent/shared/knowledge';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import {
  buildDocumentFile,
  buildKnowledgeItem,
  buildPdfBytes,
} from '../../../test/knowledge-builders.ts';
import { downloadRecords } from './download.schema.ts';

/** The download centre: file/downsadd, file/down/list, file/download and its address. */
describe('download centre', () => {
  let s: TestServer;
  let plain: { companyId: number; token: string; other: string };
  let stamped: { companyId: number; token: string };

  beforeAll(async () => {
    s = await startTestServer();
    const a = await buildCompany(s.db, { isOpenDownloadWatermark: 0 });
    const b = await buildCompany(s.db, { isOpenDownloadWatermark: 1 });
    const login = async (u: { account: string }) =>
      (await s.api.login(u.account, TEST_PASSWORD)).token;
    plain = {
      companyId: a.id,
      token: await login(await buildUser(s.db, { companyId: a.id })),
      other: await login(await buildUser(s.db, { companyId: a.id })),
    };
    stamped = {
      companyId: b.id,
      token: await login(
        await buildUser(s.db, { companyId: b.id, realName: '李四', account: 'lisi01' }),
      ),
    };
  });
  afterAll(() => s.close());

  const add = (body: object, token: string, lang = 'en-US') =>
    s.api.post<TDownloadRecord>('/api/study/file/downsadd', body, { token, lang });
  const link = (id: number, token: string) =>
    s.api.post<TDownloadLink>('/api/study/file/download', { id }, { token });
  const records = (token: string) =>
    s.api.post<TPage<TDownloadRecord>>('/api/study/file/down/list', {}, { token });

  it('refuses items that cannot be downloaded', async () => {
    const file = await buildDocumentFile(s.db, s.storage, { companyId: plain.companyId });
    const closed = await buildKnowledgeItem(s.db, { companyId: plain.companyId, fileId: file.id });
    const textOnly = await buildKnowledgeItem(s.db, {
      companyId: plain.companyId,
      allowDownload: true,
    });
    const draft = await buildKnowledgeItem(s.db, {
      companyId: plain.companyId,
      fileId: file.id,
      allowDownload: true,
      status: 'draft',
    });
    const secret = await buildKnowledgeItem(s.db, {
      companyId: plain.companyId,
      fileId: file.id,
      allowDownload: true,
      secrecyLevel: 80,
    });
    const foreign = await buildKnowledgeItem(s.db, {
      companyId: stamped.companyId,
      allowDownload: true,
    });
    const msg = async (itemId: number, itemType = 1) =>
      (await add({ itemType, itemId }, plain.token)).body.msg;
    expect(await msg(closed.id)).toBe('This item may not be downloaded');
    expect(await msg(textOnly.id)).toBe('This item may not be downloaded');
    expect(await msg(draft.id)).toBe('The item does not exist or you may not view it');
    expect(await msg(secret.id)).toBe('The item does not exist or you may not view it');
    expect(await msg(foreign.id)).toBe('The item does not exist or you may not view it');
    expect(await msg(closed.id, 99)).toBe('Items of this type cannot be downloaded');
    expect((await add({ itemType: 1 }, plain.token)).body.ret).toBe(1);
    expect((await records(plain.token)).body.data.total).toBe(0);
  });

  it('hands out the original without the watermark setting, for 3 days', async () => {
    const bytes = await buildPdfBytes(1);
    const file = await buildDocumentFile(s.db, s.storage, {
      companyId: plain.companyId,
      name: '员工手册.pdf',
      bytes,
    });
    const item = await buildKnowledgeItem(s.db, {
      companyId: plain.companyId,
      title: 'Handbook',
      fileId: file.id,
      allowDownload: true,
    });
    const res = await add({ itemType: 1, itemId: item.id }, plain.token);
    expect(res.body).toMatchObject({
      ret: 0,
      msg: 'Added to the download centre',
      data: { title: 'Handbook', fileName: '员工手册.pdf', watermarked: false, state: 'ready' },
    });
    const r = res.body.data;
    expect(Date.parse(r.expiresAt) - Date.parse(r.createdAt)).toBe(3 * 24 * 3600 * 1000);
    const page = (await records(plain.token)).body.data;
    expect(page).toMatchObject({ total: 1, list: [{ id: r.id, state: 'ready' }] });
    // Another learner neither lists nor fetches it.
    expect((await records(plain.other)).body.data.total).toBe(0);
    expect((await link(r.id, plain.other)).body).toEqual({
      ret: 1,
      msg: 'The download does not exist',
      data: null,
    });
    const l = (await link(r.id, plain.token)).body.data;
    expect(l.fileName).toBe('员工手册.pdf');
    const got = await s.api.get(l.url);
    expect(got.file && Buffer.compare(got.file, Buffer.from(bytes))).toBe(0);
    expect(got.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('员工手册.pdf')}`,
    );
    const counted = await s.api.get<TKnowledgeDetail>(`/api/study/knowledge/${item.id}/detail`, {
      token: plain.token,
    });
    expect(counted.body.data).toMatchObject({ downloadCount: 1, canDownload: true });

    // Past its 3 days: listed as expired, refused with a translated message, address dead too.
    await s.db
      .update(downloadRecords)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(downloadRecords.id, r.id));
    expect((await records(plain.token)).body.data.list[0]!.state).toBe('expired');
    expect((await link(r.id, plain.token)).body).toEqual({
      ret: 1,
      msg: 'The download link has expired (links last 3 days). Please download it again',
      data: null,
    });
    expect(
      (
        await s.api.post(
          '/api/study/file/download',
          { id: r.id },
          { token: plain.token, lang: 'zh-CN' },
        )
      ).body.msg,
    ).toBe('下载链接已过期（有效期 3 天），请重新下载');
    expect((await s.api.get(l.url)).body.ret).toBe(1);
    expect(
      (await s.api.get('/api/study/file/down/get?ticket=nonsense-ticket-value-123')).body.msg,
    ).toBe('This download address is no longer valid. Get a new one in the download centre');
  });

  it('stamps the learner on every page of the PDF when the watermark setting is on', async () => {
    const docx = await buildDocumentFile(s.db, s.storage, {
      companyId: stamped.companyId,
      name: 'Policy.docx',
      ext: 'docx',
      bytes: new TextEncoder().encode('not really a docx'),
      pdf: await buildPdfBytes(3),
    });
    const item = await buildKnowledgeItem(s.db, {
      companyId: stamped.companyId,
      title: '制度',
      fileId: docx.id,
      allowDownload: true,
    });
    const res = await add({ itemType: 1, itemId: item.id }, stamped.token);
    expect(res.body.data).toMatchObject({
      fileName: 'Policy.pdf',
      watermarked: true,
      state: 'ready',
    });
    const l = (await link(res.body.data.id, stamped.token)).body.data;
    const got = await s.api.get(l.url);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(got.file!);
    expect(pdf.getPageCount()).toBe(3);
    // Every page carries the stamp: a font resource and an extended graphics state (opacity).
    for (const page of pdf.getPages()) {
      const resources = page.node.Resources()!;
      expect(resources.toString()).toContain('/Font');
      expect(resources.toString()).toContain('/ExtGState');
    }
    expect(got.file!.length).toBeGreaterThan(docx.size);

    // A document still converting has no PDF to stamp yet.
    const pending = await buildDocumentFile(s.db, s.storage, {
      companyId: stamped.companyId,
      ext: 'docx',
      bytes: new TextEncoder().encode('x'),
      conversionState: 'converting',
    });
    const waiting = await buildKnowledgeItem(s.db, {
      companyId: stamped.companyId,
      fileId: pending.id,
      allowDownload: true,
    });
    expect((await add({ itemType: 1, itemId: waiting.id }, stamped.token)).body.msg).toBe(
      'The document is still being converted. Please try again later',
    );
  });
});
