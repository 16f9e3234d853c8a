import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type { TMyCourse } from '@ascent/shared/learning';
import type { TTodoTask } from '@ascent/shared/task';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { seedDemoCompany } from '../seed/seed.ts';

/**
 * Issue 14, defect 7: the learner home's 我的待办 showed nothing while the demo learner had
 * programmes in progress. The home read only center/todo/list/course (courses the learner
 * started and has not finished); the programmes (and exams, sessions, IDPs) assigned to the
 * learner are tasks of the to-do centre (center/todo/list), which the home now reads first.
 */
describe('the home to-dos of the demo learner', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    await seedDemoCompany(s.db, 'Welcome@2026');
    token = (await s.api.loginAsPerson('learner', 'Welcome@2026', 'Chosen#Sky7Qz')).token;
  });
  afterAll(() => s.close());

  const homeTasks = async () =>
    (
      await s.api.post<TPage<TTodoTask>>(
        '/api/study/center/todo/list',
        { menuType: '*', state: 'inProgress', unfinished: true, page: 1, pageSize: 5 },
        { token },
      )
    ).body.data;

  it('lists the assigned programmes in progress with their due dates, nearest due first', async () => {
    const tasks = await homeTasks();
    const programmes = tasks.list.filter((t) => t.taskType === 9 || t.taskType === 6);
    expect(programmes.map((t) => t.title).sort()).toEqual(['信息安全学习地图', '新员工入职培训']);
    for (const t of tasks.list) {
      expect(t.timeState).toBe('inProgress');
      expect(t.completed).toBe(false);
    }
    for (const t of programmes) {
      expect(t.endAt).not.toBeNull();
      expect(Date.parse(t.endAt!)).toBeGreaterThan(Date.now());
      expect(t.url).toMatch(/^\//);
    }
    const ends = tasks.list.map((t) => (t.endAt ? Date.parse(t.endAt) : Infinity));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
  });

  it('the course to-dos alone were empty for the same learner (what the home showed)', async () => {
    const courses = await s.api.post<TPage<TMyCourse>>(
      '/api/study/center/todo/list/course',
      { page: 1, pageSize: 5 },
      { token },
    );
    expect(courses.body.data.total).toBe(0);
  });
});
