import { expect } from 'vitest';
import type { TDirectoryRun, TDirectoryRunDetail, TDirectorySuite } from '@ascent/shared/sso';
import type { createTestClient } from './http.ts';

type Api = ReturnType<typeof createTestClient>;

/** The admin's directory sync calls: start a run, read its report (both must be taken). */
export function directoryCalls(api: Api, adminToken: string) {
  return {
    async start(suite: TDirectorySuite): Promise<TDirectoryRun> {
      const res = await api.post<TDirectoryRun>(
        '/api/manage/sso/directory/run',
        { suite },
        { token: adminToken },
      );
      expect(res.body.ret, res.body.msg).toBe(0);
      return res.body.data;
    },
    async detail(id: number, lang = 'en-US', pageSize = 100): Promise<TDirectoryRunDetail> {
      const res = await api.post<TDirectoryRunDetail>(
        '/api/manage/sso/directory/run/detail',
        { id, pageSize },
        { token: adminToken, lang },
      );
      expect(res.body.ret, res.body.msg).toBe(0);
      return res.body.data;
    },
  };
}
