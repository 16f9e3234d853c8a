import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type { TDownloadRecord, TMyDocument } from '@ascent/shared/download';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import { buildDocumentFile, buildKnowledgeItem } from '../../../test/knowledge-builders.ts';
import { downloadRecords } from './download.schema.ts';

/**
 * me/document/list (issue 22): the documents the learner has downloaded, one row per item,
 * newest download first, kept after the 3-day records expire, paged, only the caller's own.
 */
describe('my documents', () => {
  let s: TestServer;
  let companyId: number;
  let token: string;
  let other: string;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db, { isOpenDownloadWatermark: 0 })).id;
    const login = async (u: { account: string }) =>
      (await s.api.login(u.account, TEST_PASSWORD)).token;
    token = await login(await buildUser(s.db, { companyId }));
    other = await login(await buildUser(s.db, { companyId }));
  });
  afterAll(() => s.close());

  const add = (itemId: number, who = token) =>
    s.api.post<TDownloadRecord>(
      '/api/study/file/downsadd',
      { itemType: 1, itemId },
      { token: who },
    );
  const documents = (body: object = {}, who = token) =>
    s.api.post<TPage<TMyDocument>>('/api/study/me/document/list', body, {
      token: who,
      lang: 'en-US',
    });

  async function downloadable(title: string, name: string) {
    const file = await buildDocumentFile(s.db, s.storage, { companyId, name });
    return buildKnowledgeItem(s.db, { companyId, title, fileId: file.id, allowDownload: true });
  }

  it('lists each downloaded document once, newest first, paged, expired ones kept', async () => {
    const handbook = await downloadable('Handbook', 'handbook.pdf');
    const policy = await downloadable('Policy', 'policy.pdf');
    const guide = await downloadable('Guide', 'guide.pdf');
    const firstHandbook = (await add(handbook.id)).body.data;
    expect((await add(policy.id)).body.ret).toBe(0);
    expect((await add(guide.id)).body.ret).toBe(0);
    const latest = (await add(handbook.id)).body.data;
    // The policy's download expired: the document stays listed, with nothing ready to fetch.
    await s.db
      .update(downloadRecords)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(downloadRecords.itemId, policy.id));

    const page1 = await documents({ page: 1, pageSize: 2 });
    expect(page1.body.ret).toBe(0);
    expect(page1.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.body.data.list).toMatchObject([
      {
        itemType: 1,
        itemId: handbook.id,
        title: 'Handbook',
        fileName: 'handbook.pdf',
        downloads: 2,
        readyRecordId: latest.id,
        lastDownloadedAt: latest.createdAt,
      },
      { itemId: guide.id, downloads: 1 },
    ]);
    expect(latest.id).not.toBe(firstHandbook.id);
    expect(page1.body.data.list[0]!.size).toBeGreaterThan(0);
    const page2 = await documents({ page: 2, pageSize: 2 });
    expect(page2.body.data.list).toMatchObject([
      { itemId: policy.id, title: 'Policy', readyRecordId: null, downloads: 1 },
    ]);
    expect(page2.body.data.total).toBe(3);
  });

  it("never lists another learner's documents, and checks its paging", async () => {
    expect((await documents({}, other)).body.data).toMatchObject({ total: 0, list: [] });
    const mine = await downloadable('Mine only', 'mine.pdf');
    expect((await add(mine.id, other)).body.ret).toBe(0);
    const theirs = (await documents({}, other)).body.data;
    expect(theirs.list.map((d) => d.title)).toEqual(['Mine only']);
    expect((await documents()).body.data.list.map((d) => d.title)).not.toContain('Mine only');
    expect((await documents({ pageSize: 51 })).body).toMatchObject({
      ret: 1,
      msg: 'Parameter error',
    });
    expect((await documents({ userId: 1 })).body.ret).toBe(1);
  });
});
