import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type { TProgrammeCard, TProgrammeDetail } from '@ascent/shared/programme';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { seedDemoCompany } from '../seed/seed.ts';

/** The demo company shows a new-staff programme and a learning map (npm start). */
describe('demo programmes', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
    await seedDemoCompany(s.db, 'Welcome@2026');
  });
  afterAll(() => s.close());

  it('lists the new-staff programme and the map to the new hire, the map with later levels locked', async () => {
    const { token } = await s.api.loginAsPerson('newhire', 'Welcome@2026', 'Chosen#Sky7Qz');
    const list = (kind: string) =>
      s.api.post<TPage<TProgrammeCard>>('/api/study/programme/list', { kind }, { token });
    const newstaff = (await list('newstaff')).body.data.list;
    expect(newstaff.map((p) => p.name)).toEqual(['新员工入职培训']);
    expect(newstaff[0]!.enrolled).toBe(true);
    const map = (await list('map')).body.data.list[0]!;
    const detail = await s.api.get<TProgrammeDetail>(`/api/study/programme/${map.id}/detail`, {
      token,
    });
    expect(detail.body.data.stages.map((st) => st.locked)).toEqual([false, true, true]);
    expect(detail.body.data.stages.every((st) => st.items.length === 1)).toBe(true);
  });
});
