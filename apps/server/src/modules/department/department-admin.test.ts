import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { TDepartmentAdminNode, TTreeNodeSaved } from '@ascent/shared/org';
import type { TDepartmentNode } from '@ascent/shared/platform';
import type { TProfile } from '@ascent/shared/profile';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildDepartment,
  buildUser,
  setUserStatus,
  TEST_PASSWORD,
} from '../../../test/builders.ts';
import { createDepartmentRepository } from './department.repository.ts';

/**
 * manage/department/*: the admin tree with people, and create, rename, move and delete with
 * their refusals, all within the caller's company and each written to the operation log.
 */
describe('department administration', () => {
  let s: TestServer;
  let companyId: number;
  let admin: string;
  let learner: string;
  let otherAdmin: string;
  let foreignDept: number;
  // hq > (hr, tech > (rd1 > deep, rd2)), branch
  const ids = {} as Record<'hq' | 'hr' | 'tech' | 'rd1' | 'rd2' | 'deep' | 'branch', number>;
  let deepUserToken: string;

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    companyId = company.id;
    const other = await buildCompany(s.db);
    ids.hq = (await buildDepartment(s.db, companyId, 'Head office')).id;
    foreignDept = (await buildDepartment(s.db, other.id, 'Foreign HQ')).id;
    ids.hr = (await buildDepartment(s.db, companyId, 'HR', ids.hq)).id;
    ids.tech = (await buildDepartment(s.db, companyId, 'Tech', ids.hq)).id;
    ids.rd1 = (await buildDepartment(s.db, companyId, 'R&D 1', ids.tech)).id;
    ids.rd2 = (await buildDepartment(s.db, companyId, 'R&D 2', ids.tech)).id;
    ids.deep = (await buildDepartment(s.db, companyId, 'Deep team', ids.rd1)).id;
    ids.branch = (await buildDepartment(s.db, companyId, 'Branch office')).id;
    const a = await buildUser(s.db, { companyId, roles: ['admin'], departmentId: ids.hq });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    const l = await buildUser(s.db, { companyId, departmentId: ids.hr });
    learner = (await s.api.login(l.account, TEST_PASSWORD)).token;
    await buildUser(s.db, { companyId, departmentId: ids.hr });
    const disabled = await buildUser(s.db, { companyId, departmentId: ids.rd2 });
    await setUserStatus(s.db, disabled.id, 'disabled');
    const deep = await buildUser(s.db, { companyId, departmentId: ids.deep });
    deepUserToken = (await s.api.login(deep.account, TEST_PASSWORD)).token;
    await buildUser(s.db, { companyId });
    await buildUser(s.db, { companyId: other.id, departmentId: foreignDept });
    const oa = await buildUser(s.db, { companyId: other.id, roles: ['admin'] });
    otherAdmin = (await s.api.login(oa.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  const call = <T = TTreeNodeSaved>(action: string, body: unknown, lang = 'en-US', token = admin) =>
    s.api.post<T>(`/api/manage/department/${action}`, body, { token, lang });
  const adminTree = async (token = admin) =>
    (await s.api.get<TDepartmentAdminNode[]>('/api/manage/department/tree', { token })).body.data;
  const learnerTree = async () =>
    (await s.api.get<TDepartmentNode[]>('/api/study/department/tree', { token: learner })).body
      .data;
  const find = (nodes: TDepartmentAdminNode[], id: number): TDepartmentAdminNode | undefined => {
    for (const n of nodes) {
      if (n.id === id) return n;
      const hit = find(n.list, id);
      if (hit) return hit;
    }
    return undefined;
  };
  const paths = async () =>
    new Map(
      (await createDepartmentRepository(s.db).listByCompany(companyId)).map((r) => [r.id, r.path]),
    );
  const logs = async () =>
    (
      await s.api.post<TPage<TOperationLog>>(
        '/api/manage/oplog/list',
        { entity: 'department', pageSize: 200 },
        { token: admin },
      )
    ).body.data;

  describe('the admin tree', () => {
    it('nests the company departments with their people and subtree totals', async () => {
      const tree = await adminTree();
      expect(tree.map((n) => n.name)).toEqual(['Head office', 'Branch office']);
      const hq = tree[0]!;
      expect(hq).toMatchObject({ id: ids.hq, parentId: null, people: 1, totalPeople: 5 });
      expect(hq.list.map((n) => [n.name, n.people, n.totalPeople])).toEqual([
        ['HR', 2, 2],
        ['Tech', 0, 2],
      ]);
      // A disabled account still belongs to its department.
      expect(find(tree, ids.rd2)).toMatchObject({ people: 1, totalPeople: 1, list: [] });
      expect(find(tree, ids.deep)).toMatchObject({ parentId: ids.rd1, people: 1 });
      expect(JSON.stringify(tree)).not.toContain('Foreign');
    });

    it('shows another company only its own tree', async () => {
      const tree = await adminTree(otherAdmin);
      expect(tree).toEqual([
        {
          id: foreignDept,
          name: 'Foreign HQ',
          parentId: null,
          sort: 0,
          people: 1,
          totalPeople: 1,
          list: [],
        },
      ]);
    });
  });

  describe('create', () => {
    it('adds a trimmed name last under its parent, for the learner too, and logs it', async () => {
      const res = await call('create', { name: '  Quality Assurance  ', parentId: ids.hq });
      expect(res.body).toMatchObject({ ret: 0, msg: 'Created successfully' });
      expect(res.body.data).toMatchObject({ name: 'Quality Assurance', parentId: ids.hq });
      const qa = res.body.data.id;
      expect((await adminTree())[0]!.list.map((n) => n.name)).toEqual([
        'HR',
        'Tech',
        'Quality Assurance',
      ]);
      expect((await learnerTree())[0]!.list.at(-1)).toEqual({
        id: qa,
        name: 'Quality Assurance',
        list: [],
      });
      expect((await paths()).get(qa)).toBe(`/${ids.hq}/${qa}/`);
      const entry = (await logs()).list.find((l) => l.entityId === String(qa));
      expect(entry).toMatchObject({ action: 'create', summary: 'Quality Assurance' });
      expect(entry?.after).toMatchObject({ name: 'Quality Assurance', parentId: ids.hq });
    });

    it('adds a root with parentId null', async () => {
      const res = await call('create', { name: 'Overseas', parentId: null });
      expect(res.body.ret).toBe(0);
      expect(res.body.data).toMatchObject({ name: 'Overseas', parentId: null });
      expect((await adminTree()).map((n) => n.name)).toEqual([
        'Head office',
        'Branch office',
        'Overseas',
      ]);
    });

    it('refuses a name a sibling already has (case and spaces aside), in each language', async () => {
      const before = await adminTree();
      const en = await call('create', { name: ' hr ', parentId: ids.hq });
      expect(en.body).toEqual({
        ret: 1,
        msg: 'There is already a department named "hr" at this level',
        data: null,
      });
      expect((await call('create', { name: 'HR', parentId: ids.hq }, 'zh-CN')).body.msg).toBe(
        '同一上级下已有名为“HR”的部门',
      );
      expect((await call('create', { name: 'HR', parentId: ids.hq }, 'zh-TW')).body.msg).toBe(
        '同一上級下已有名為「HR」的部門',
      );
      expect((await call('create', { name: 'head office', parentId: null })).body.ret).toBe(1);
      expect(await adminTree()).toEqual(before);
    });

    it('allows the same name under another parent', async () => {
      const res = await call('create', { name: 'HR', parentId: ids.branch });
      expect(res.body.ret).toBe(0);
    });

    it('refuses bad names with the rule message and changes nothing', async () => {
      const before = await adminTree();
      const cases: [unknown, string][] = [
        ['', 'This field is required'],
        ['    ', 'This field is required'],
        ['x'.repeat(51), 'At most 50 characters'],
        ['Line\nbreak', 'The value is not valid'],
        [42, 'This field is required'],
      ];
      for (const [name, msg] of cases) {
        const res = await call('create', { name, parentId: ids.hq });
        expect(res.body, String(name)).toEqual({ ret: 1, msg, data: { field: 'name' } });
      }
      expect((await call('create', { name: 'x'.repeat(50), parentId: ids.hq })).body.ret).toBe(0);
      expect((await call('create', { name: '', parentId: ids.hq }, 'zh-CN')).body.msg).toBe(
        '此项为必填项',
      );
      expect((await adminTree())[0]!.list).toHaveLength(before[0]!.list.length + 1);
    });

    it('refuses a parent of another company or one that does not exist', async () => {
      for (const parentId of [foreignDept, 999_999]) {
        const res = await call('create', { name: 'Stray', parentId });
        expect(res.body).toEqual({
          ret: 1,
          msg: 'The parent department does not exist',
          data: null,
        });
      }
      expect(
        (await call('create', { name: 'Stray', parentId: foreignDept }, 'zh-TW')).body.msg,
      ).toBe('上級部門不存在');
      expect(JSON.stringify(await adminTree(otherAdmin))).not.toContain('Stray');
    });
  });

  describe('rename', () => {
    it('renames, shows the new name to learners and logs before and after', async () => {
      const res = await call('rename', { id: ids.hr, name: 'People' });
      expect(res.body).toMatchObject({ ret: 0, msg: 'Modified successfully' });
      expect(res.body.data).toMatchObject({ id: ids.hr, name: 'People', parentId: ids.hq });
      expect((await learnerTree())[0]!.list[0]!.name).toBe('People');
      const entry = (await logs()).list.find(
        (l) => l.action === 'rename' && l.entityId === String(ids.hr),
      );
      expect(entry).toMatchObject({ before: { name: 'HR' }, after: { name: 'People' } });
    });

    it('shows the new name in the profile of the people in it at once', async () => {
      const profile = await s.api.get<TProfile>('/api/study/me/profile', { token: learner });
      expect(profile.body.data.departmentName).toBe('People');
      expect(profile.body.data.departmentPath.map((u) => u.name).slice(1)).toEqual([
        'Head office',
        'People',
      ]);
    });

    it('accepts a change of case of its own name', async () => {
      expect((await call('rename', { id: ids.hr, name: 'PEOPLE' })).body.ret).toBe(0);
      expect((await call('rename', { id: ids.hr, name: 'People' })).body.ret).toBe(0);
    });

    it('refuses a sibling name, a bad name and another company department', async () => {
      expect((await call('rename', { id: ids.hr, name: 'tech' })).body.msg).toBe(
        'There is already a department named "tech" at this level',
      );
      expect((await call('rename', { id: ids.hr, name: ' ' })).body).toEqual({
        ret: 1,
        msg: 'This field is required',
        data: { field: 'name' },
      });
      const foreign = await call('rename', { id: foreignDept, name: 'Mine now' });
      expect(foreign.body).toEqual({ ret: 1, msg: 'The department does not exist', data: null });
      expect((await call('rename', { id: foreignDept, name: 'x' }, 'zh-CN')).body.msg).toBe(
        '部门不存在',
      );
      expect((await adminTree(otherAdmin))[0]!.name).toBe('Foreign HQ');
      expect((await call('rename', { id: 999_999, name: 'Ghost' })).body.ret).toBe(1);
    });
  });

  describe('move', () => {
    it('moves a subtree under another parent, rewriting every path below it', async () => {
      const res = await call('move', { id: ids.rd1, parentId: ids.branch });
      expect(res.body.ret).toBe(0);
      expect(res.body.data).toMatchObject({ id: ids.rd1, parentId: ids.branch });
      const p = await paths();
      expect(p.get(ids.rd1)).toBe(`/${ids.branch}/${ids.rd1}/`);
      expect(p.get(ids.deep)).toBe(`/${ids.branch}/${ids.rd1}/${ids.deep}/`);
      expect(p.get(ids.rd2)).toBe(`/${ids.hq}/${ids.tech}/${ids.rd2}/`);
      const tree = await adminTree();
      expect(find(tree, ids.branch)!.list.map((n) => n.name)).toContain('R&D 1');
      expect(find(tree, ids.tech)!.list.map((n) => n.name)).toEqual(['R&D 2']);
      expect(find(tree, ids.branch)!.totalPeople).toBe(1);
      // The people below see their new chain of departments.
      const path = (await s.api.get<TProfile>('/api/study/me/profile', { token: deepUserToken }))
        .body.data.departmentPath;
      expect(path.map((u) => u.name).slice(1)).toEqual(['Branch office', 'R&D 1', 'Deep team']);
      const entry = (await logs()).list.find((l) => l.action === 'move');
      expect(entry).toMatchObject({
        entityId: String(ids.rd1),
        before: { parentId: ids.tech, path: `/${ids.hq}/${ids.tech}/${ids.rd1}/` },
        after: { parentId: ids.branch, path: `/${ids.branch}/${ids.rd1}/` },
      });
    });

    it('moves a subtree to the roots and back', async () => {
      expect((await call('move', { id: ids.rd1, parentId: null })).body.ret).toBe(0);
      expect((await paths()).get(ids.deep)).toBe(`/${ids.rd1}/${ids.deep}/`);
      expect((await adminTree()).map((n) => n.id)).toContain(ids.rd1);
      expect((await call('move', { id: ids.rd1, parentId: ids.tech, sort: 0 })).body.ret).toBe(0);
      expect((await paths()).get(ids.deep)).toBe(`/${ids.hq}/${ids.tech}/${ids.rd1}/${ids.deep}/`);
      expect(find(await adminTree(), ids.tech)!.list.map((n) => n.name)).toEqual([
        'R&D 1',
        'R&D 2',
      ]);
    });

    it('reorders siblings with sort (the place among them, 0 first)', async () => {
      const children = async () => find(await adminTree(), ids.hq)!.list.map((n) => n.id);
      const before = await children();
      expect(before[0]).toBe(ids.hr);
      const res = await call('move', { id: ids.hr, parentId: ids.hq, sort: 99 });
      expect(res.body.data.sort).toBe(before.length - 1);
      expect(await children()).toEqual([...before.slice(1), ids.hr]);
      await call('move', { id: ids.hr, parentId: ids.hq, sort: 0 });
      expect(await children()).toEqual(before);
      expect(find(await adminTree(), ids.hq)!.list.map((n) => n.sort)).toEqual(
        before.map((_, i) => i),
      );
    });

    it('refuses moving under itself or its own subtree, and changes nothing', async () => {
      const before = await paths();
      for (const parentId of [ids.tech, ids.rd1, ids.deep]) {
        const res = await call('move', { id: ids.tech, parentId });
        expect(res.body).toEqual({
          ret: 1,
          msg: 'A department cannot be moved under itself or one of its sub-departments',
          data: null,
        });
      }
      expect((await call('move', { id: ids.hq, parentId: ids.deep }, 'zh-CN')).body.msg).toBe(
        '不能把部门移到它自己或它的下级部门之下',
      );
      expect(await paths()).toEqual(before);
    });

    it('refuses a name clash under the new parent', async () => {
      await call('create', { name: 'Tech', parentId: ids.branch });
      const res = await call('move', { id: ids.tech, parentId: ids.branch });
      expect(res.body.msg).toBe('There is already a department named "Tech" at this level');
    });

    it('refuses another company department or parent', async () => {
      expect((await call('move', { id: foreignDept, parentId: null })).body.msg).toBe(
        'The department does not exist',
      );
      expect((await call('move', { id: ids.rd2, parentId: foreignDept })).body.msg).toBe(
        'The parent department does not exist',
      );
      expect((await call('move', { id: foreignDept, parentId: ids.hq })).body.ret).toBe(1);
    });
  });

  describe('delete', () => {
    it('refuses a department that still has people, counting them, in each language', async () => {
      const res = await call('delete', { id: ids.hr });
      expect(res.body).toEqual({
        ret: 1,
        msg: 'The department still has 2 people. Move them to another department first',
        data: null,
      });
      expect((await call('delete', { id: ids.hr }, 'zh-CN')).body.msg).toBe(
        '该部门下还有 2 名人员，请先将他们调至其他部门',
      );
      expect((await call('delete', { id: ids.hr }, 'zh-TW')).body.msg).toBe(
        '該部門下還有 2 名人員，請先將他們調至其他部門',
      );
      // Disabled accounts count too.
      expect((await call('delete', { id: ids.rd2 })).body.msg).toContain('1 people');
    });

    it('refuses a department that still has sub-departments, counting them', async () => {
      const res = await call('delete', { id: ids.tech });
      expect(res.body).toEqual({
        ret: 1,
        msg: 'The department still has 2 sub-departments. Delete or move them first',
        data: null,
      });
      expect((await call('delete', { id: ids.tech }, 'zh-TW')).body.msg).toBe(
        '該部門下還有 2 個下級部門，請先刪除或移走它們',
      );
    });

    it('refuses another company department', async () => {
      expect((await call('delete', { id: foreignDept })).body).toEqual({
        ret: 1,
        msg: 'The department does not exist',
        data: null,
      });
      expect((await adminTree(otherAdmin)).map((n) => n.id)).toEqual([foreignDept]);
    });

    it('deletes an empty leaf, for learners too, and logs it', async () => {
      const created = await call('create', { name: 'Short-lived', parentId: ids.hq });
      const id = created.body.data.id;
      const res = await call<null>('delete', { id });
      expect(res.body).toEqual({ ret: 0, msg: 'Deleted successfully', data: null });
      expect(find(await adminTree(), id)).toBeUndefined();
      expect(JSON.stringify(await learnerTree())).not.toContain('Short-lived');
      expect((await call('delete', { id })).body.msg).toBe('The department does not exist');
      const entry = (await logs()).list.find((l) => l.action === 'delete');
      expect(entry).toMatchObject({ entityId: String(id), before: { name: 'Short-lived' } });
    });
  });

  it('keeps learners out of every admin call (ret 7)', async () => {
    expect((await s.api.get('/api/manage/department/tree', { token: learner })).body.ret).toBe(7);
    expect((await call('create', { name: 'X', parentId: null }, 'en-US', learner)).body.ret).toBe(
      7,
    );
  });

  it('serialises concurrent changes: crossing moves never make a cycle', async () => {
    const a = (await call('create', { name: 'Cycle A', parentId: null })).body.data.id;
    const b = (await call('create', { name: 'Cycle B', parentId: null })).body.data.id;
    const [one, two] = await Promise.all([
      call('move', { id: a, parentId: b }),
      call('move', { id: b, parentId: a }),
    ]);
    expect([one.body.ret, two.body.ret].sort()).toEqual([0, 1]);
    const p = await paths();
    const pa = p.get(a)!;
    const pb = p.get(b)!;
    expect(pa.startsWith(pb) !== pb.startsWith(pa)).toBe(true);
  });
});
