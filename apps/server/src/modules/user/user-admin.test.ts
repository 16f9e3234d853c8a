import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { TProfile } from '@ascent/shared/profile';
import type {
  TAdminUser,
  TBulkResult,
  TCreateUserResponse,
  TResetPasswordResponse,
} from '@ascent/shared/users';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildDepartment, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';

describe('users in the admin site', () => {
  let s: TestServer;
  let admin: string;
  let adminId: number;
  let otherAdmin: string;
  let dept: { hq: number; tech: number; rd1: number; sales: number; foreign: number };
  let ids: { alice: number; bob: number; carol: number; dave: number; foreign: number };

  const post = <T>(path: string, body: unknown, token = admin) =>
    s.api.post<T>(`/api/manage/user/${path}`, body, { token });
  const list = (body: Record<string, unknown> = {}, token = admin) =>
    post<TPage<TAdminUser>>('list', body, token);
  const detail = async (id: number) => (await post<TAdminUser>('detail', { id })).body.data;
  const login = (account: string, password = TEST_PASSWORD) => s.api.login(account, password);
  const profile = (token: string) => s.api.get<TProfile>('/api/study/me/profile', { token });

  beforeAll(async () => {
    s = await startTestServer();
    const c = await buildCompany(s.db);
    const other = await buildCompany(s.db);
    const hq = await buildDepartment(s.db, c.id, '总部');
    const tech = await buildDepartment(s.db, c.id, '技术部', hq.id);
    const rd1 = await buildDepartment(s.db, c.id, '研发一组', tech.id);
    const sales = await buildDepartment(s.db, c.id, '销售部', hq.id);
    const foreign = await buildDepartment(s.db, other.id, 'Elsewhere');
    dept = { hq: hq.id, tech: tech.id, rd1: rd1.id, sales: sales.id, foreign: foreign.id };
    const a = await buildUser(s.db, {
      companyId: c.id,
      account: 'ua_admin',
      realName: 'Admin',
      roles: ['admin'],
      departmentId: hq.id,
    });
    adminId = a.id;
    const user = (account: string, realName: string, departmentId: number, roles: string[] = []) =>
      buildUser(s.db, { companyId: c.id, account, realName, departmentId, roles });
    const alice = await user('ua_alice', 'Alice', rd1.id, ['mentor']);
    const bob = await user('ua_bob', 'Bob', tech.id);
    const carol = await user('ua_carol', 'Carol', sales.id, ['exam_reviewer']);
    const dave = await user('ua_dave', 'Dave', sales.id);
    const f = await buildUser(s.db, {
      companyId: other.id,
      account: 'ua_foreign',
      departmentId: foreign.id,
    });
    const oa = await buildUser(s.db, { companyId: other.id, roles: ['admin'] });
    ids = { alice: alice.id, bob: bob.id, carol: carol.id, dave: dave.id, foreign: f.id };
    admin = (await login(a.account)).token;
    otherAdmin = (await login(oa.account)).token;
  });
  afterAll(() => s.close());

  describe('list', () => {
    it('lists the company users only, with department names and roles', async () => {
      const res = await list({ sortField: 'account', sortOrder: 'ascend' });
      expect(res.body.ret).toBe(0);
      expect(res.body.data.total).toBe(5);
      expect(res.body.data.list.map((u) => u.account)).toEqual([
        'ua_admin',
        'ua_alice',
        'ua_bob',
        'ua_carol',
        'ua_dave',
      ]);
      const alice = res.body.data.list[1]!;
      expect(alice).toMatchObject({
        departmentName: '研发一组',
        roles: ['learner', 'mentor'],
        status: 'active',
        secrecyLevel: 50,
        isTeacher: 4,
      });
      expect(JSON.stringify(res.body.data)).not.toMatch(/passwordHash|argon2/);
      expect((await list({}, otherAdmin)).body.data.total).toBe(2);
    });

    it('filters by department including sub-departments, role, keyword and level', async () => {
      const accounts = async (body: Record<string, unknown>) =>
        (await list({ ...body, sortField: 'account', sortOrder: 'ascend' })).body.data.list.map(
          (u) => u.account,
        );
      expect(await accounts({ departmentId: dept.tech })).toEqual(['ua_alice', 'ua_bob']);
      expect(await accounts({ departmentId: dept.rd1 })).toEqual(['ua_alice']);
      expect(await accounts({ departmentId: dept.hq })).toHaveLength(5);
      // Another company's department matches nothing here.
      expect(await accounts({ departmentId: dept.foreign })).toEqual([]);
      expect(await accounts({ role: 'exam_reviewer' })).toEqual(['ua_carol']);
      expect(await accounts({ role: 'learner' })).toHaveLength(5);
      expect(await accounts({ keyword: 'ALI' })).toEqual(['ua_alice']);
      expect(await accounts({ keyword: '%' })).toEqual([]);
      expect(await accounts({ secrecyLevel: 80 })).toEqual([]);
      expect(await accounts({ status: 'disabled' })).toEqual([]);
    });

    it('sorts by account, name and creation, and pages', async () => {
      const desc = await list({ sortField: 'realName', sortOrder: 'descend' });
      expect(desc.body.data.list.map((u) => u.realName)).toEqual([
        'Dave',
        'Carol',
        'Bob',
        'Alice',
        'Admin',
      ]);
      const page = await list({
        page: 2,
        pageSize: 2,
        sortField: 'createdAt',
        sortOrder: 'ascend',
      });
      expect(page.body.data).toMatchObject({ total: 5, page: 2, pageSize: 2 });
      expect(page.body.data.list.map((u) => u.account)).toEqual(['ua_bob', 'ua_carol']);
    });

    it('refuses unknown filters and sort fields', async () => {
      expect((await list({ role: 'king' })).body.ret).toBe(1);
      expect((await list({ sortField: 'passwordHash' })).body.ret).toBe(1);
      expect((await list({ secrecyLevel: 55 })).body.msg).toBe(
        'The secrecy level must be 50, 60, 70 or 80',
      );
    });
  });

  describe('detail', () => {
    it('shows a user of the company and refuses another company', async () => {
      expect(await detail(ids.alice)).toMatchObject({ account: 'ua_alice', realName: 'Alice' });
      const res = await post('detail', { id: ids.foreign });
      expect(res.body).toEqual({ ret: 1, msg: 'The user does not exist', data: null });
    });
  });

  describe('create', () => {
    it('creates a user with a generated password returned once; the first login must change it', async () => {
      const res = await post<TCreateUserResponse>('create', {
        account: 'ua_new',
        realName: 'Newcomer',
        mobile: '13800138000',
        email: 'new@example.com',
        departmentId: dept.rd1,
        position: 'Engineer',
        roles: ['lecturer_external'],
        secrecyLevel: 60,
      });
      expect(res.body.ret).toBe(0);
      const { user, initialPassword } = res.body.data;
      expect(user).toMatchObject({
        account: 'ua_new',
        departmentName: '研发一组',
        roles: ['learner', 'lecturer_external'],
        isTeacher: 2,
        isExternal: true,
        secrecyLevel: 60,
        changePassword: true,
      });
      expect(initialPassword).toMatch(/^.{14}$/);
      const first = await login('ua_new', initialPassword!);
      expect(first.changePassword).toBe(true);
      expect((await detail(user.id)).account).toBe('ua_new');
    });

    it('takes a given password checked with the company policy', async () => {
      const weak = await post('create', {
        account: 'ua_weak',
        realName: 'Weak',
        departmentId: dept.hq,
        password: 'abc123',
      });
      expect(weak.body.ret).toBe(1);
      expect(weak.body.msg).toBe('The password must be 8 to 160 characters');
      const res = await post<TCreateUserResponse>('create', {
        account: 'ua_given',
        realName: 'Given',
        departmentId: dept.hq,
        password: 'Tulip#Brook_47',
      });
      expect(res.body.data.initialPassword).toBeNull();
      expect((await login('ua_given', 'Tulip#Brook_47')).changePassword).toBe(true);
    });

    it('refuses a taken account (any case, any company), a bad account and a foreign department', async () => {
      const base = { realName: 'X', departmentId: dept.hq };
      expect((await post('create', { ...base, account: 'UA_ALICE' })).body.msg).toBe(
        'This account is already in use',
      );
      expect((await post('create', { ...base, account: 'ua_foreign' })).body.msg).toBe(
        'This account is already in use',
      );
      expect((await post('create', { ...base, account: 'ab' })).body.msg).toBe(
        'The account must be at least 3 characters',
      );
      expect(
        (await post('create', { ...base, account: 'ua_x1', departmentId: dept.foreign })).body.msg,
      ).toBe('The department does not exist');
      expect((await post('create', { ...base, account: 'ua_x2', mobile: '12345' })).body.msg).toBe(
        'Please enter a valid mobile number',
      );
      expect(
        (
          await post('create', {
            ...base,
            account: 'ua_x3',
            roles: ['lecturer_internal', 'lecturer_external'],
          })
        ).body.msg,
      ).toBe('A lecturer is either internal or external, not both');
      expect((await post('create', { ...base, account: 'ua_x4', isAdmin: true })).body.ret).toBe(1);
      const names = (await list({ keyword: 'ua_x' })).body.data.total;
      expect(names).toBe(0);
    });
  });

  describe('update', () => {
    it('changes fields, department and roles, logged with before and after', async () => {
      const res = await post<TAdminUser>('update', {
        id: ids.dave,
        realName: 'David',
        departmentId: dept.tech,
        roles: ['lecturer_internal'],
      });
      expect(res.body.ret).toBe(0);
      expect(res.body.data).toMatchObject({
        realName: 'David',
        departmentName: '技术部',
        roles: ['learner', 'lecturer_internal'],
        isTeacher: 1,
        isExternal: false,
      });
      const log = await s.api.post<TPage<TOperationLog>>(
        '/api/manage/oplog/list',
        { entity: 'user', action: 'update' },
        { token: admin },
      );
      const entry = log.body.data.list.find((l) => l.entityId === String(ids.dave));
      expect(entry).toMatchObject({
        summary: 'ua_dave',
        before: { realName: 'Dave', roles: ['learner'] },
        after: { realName: 'David', roles: ['learner', 'lecturer_internal'] },
      });
    });

    it('refuses self-demotion, another company and bad values, changing nothing', async () => {
      expect((await post('update', { id: adminId, roles: ['learner'] })).body.msg).toBe(
        'You cannot remove your own administrator role',
      );
      expect((await detail(adminId)).roles).toContain('admin');
      expect((await post('update', { id: ids.foreign, realName: 'Hacked' })).body.msg).toBe(
        'The user does not exist',
      );
      expect((await post('update', { id: ids.bob, email: 'nope' })).body.msg).toBe(
        'Please enter a valid email address',
      );
      expect((await post('update', { id: ids.bob, account: 'renamed' })).body.ret).toBe(1);
      expect((await detail(ids.bob)).email).toBe('');
    });
  });

  describe('disable and enable', () => {
    it('ends every session at once, even with the session cache warm', async () => {
      const { token } = await login('ua_bob');
      expect((await profile(token)).body.ret).toBe(0); // cached now
      const res = await post<TBulkResult>('disable', { ids: [ids.bob] });
      expect(res.body).toMatchObject({ ret: 0, data: { count: 1 } });
      expect((await profile(token)).body.ret).toBe(5);
      const again = await s.api.tryLogin('ua_bob', TEST_PASSWORD);
      expect(again.body.ret).toBe(1);
      expect((await list({ status: 'disabled' })).body.data.list.map((u) => u.account)).toEqual([
        'ua_bob',
      ]);
      expect((await post<TBulkResult>('enable', { ids: [ids.bob] })).body.data.count).toBe(1);
      expect((await login('ua_bob')).token).toBeTruthy();
    });

    it('refuses disabling oneself or another company, and changes nothing', async () => {
      const self = await post('disable', { ids: [ids.carol, adminId] });
      expect(self.body).toEqual({ ret: 1, msg: 'You cannot disable your own account', data: null });
      const foreign = await post('disable', { ids: [ids.carol, ids.foreign] });
      expect(foreign.body.msg).toBe('The user does not exist');
      expect((await detail(ids.carol)).status).toBe('active');
      expect((await login('ua_foreign')).token).toBeTruthy();
      expect((await post('disable', { ids: [] })).body.ret).toBe(1);
    });
  });

  describe('reset-password', () => {
    it('gives each user a generated password once and ends their sessions at once', async () => {
      const { token } = await login('ua_carol');
      expect((await profile(token)).body.ret).toBe(0);
      const res = await post<TResetPasswordResponse>('reset-password', { ids: [ids.carol] });
      expect(res.body.ret).toBe(0);
      const [entry] = res.body.data.passwords;
      expect(entry).toMatchObject({ id: ids.carol, account: 'ua_carol' });
      expect((await profile(token)).body.ret).toBe(5);
      expect((await s.api.tryLogin('ua_carol', TEST_PASSWORD)).body.ret).toBe(1);
      expect((await login('ua_carol', entry!.password)).changePassword).toBe(true);
      const log = await s.api.post<TPage<TOperationLog>>(
        '/api/manage/oplog/list',
        { action: 'reset-password' },
        { token: admin },
      );
      expect(JSON.stringify(log.body.data)).not.toContain(entry!.password);
    });

    it('takes one given password checked with the policy, and refuses oneself', async () => {
      expect(
        (await post('reset-password', { ids: [ids.alice], password: 'ua_alice#Z9x' })).body.msg,
      ).toBe('The password must not contain the account name');
      const res = await post<TResetPasswordResponse>('reset-password', {
        ids: [ids.alice],
        password: 'Maple!River_63',
      });
      expect(res.body.data.passwords).toEqual([]);
      expect((await login('ua_alice', 'Maple!River_63')).changePassword).toBe(true);
      expect((await post('reset-password', { ids: [adminId] })).body.msg).toBe(
        'Change your own password from your account menu',
      );
      expect((await post('reset-password', { ids: [ids.foreign] })).body.ret).toBe(1);
    });
  });

  describe('move, roles and secrecy', () => {
    it('moves users to a department of the company only', async () => {
      const res = await post<TBulkResult>('move', {
        ids: [ids.alice, ids.bob],
        departmentId: dept.sales,
      });
      expect(res.body.data.count).toBe(2);
      expect((await detail(ids.alice)).departmentName).toBe('销售部');
      expect((await post('move', { ids: [ids.alice], departmentId: dept.foreign })).body.msg).toBe(
        'The department does not exist',
      );
      expect((await post('move', { ids: [ids.foreign], departmentId: dept.hq })).body.ret).toBe(1);
    });

    it('adds, removes and sets roles; a new role applies to a live session at once', async () => {
      const { token } = await login('ua_bob');
      expect((await list({}, token)).body.ret).toBe(7);
      const add = await post<TBulkResult>('roles', {
        ids: [ids.bob],
        roles: ['admin'],
        mode: 'add',
      });
      expect(add.body.data.count).toBe(1);
      expect((await list({}, token)).body.ret).toBe(0);
      await post('roles', { ids: [ids.bob], roles: ['admin'], mode: 'remove' });
      expect((await list({}, token)).body.ret).toBe(7);
      await post('roles', {
        ids: [ids.bob, ids.carol],
        roles: ['mentor', 'supervisor'],
        mode: 'set',
      });
      expect((await detail(ids.carol)).roles).toEqual(['learner', 'supervisor', 'mentor']);
    });

    it('refuses removing one own administrator role', async () => {
      for (const body of [
        { ids: [ids.bob, adminId], roles: ['admin'], mode: 'remove' },
        { ids: [adminId], roles: ['mentor'], mode: 'set' },
      ]) {
        expect((await post('roles', body)).body.msg).toBe(
          'You cannot remove your own administrator role',
        );
      }
      expect((await detail(adminId)).roles).toEqual(['learner', 'admin']);
      expect((await post('roles', { ids: [ids.bob], roles: ['king'], mode: 'add' })).body.ret).toBe(
        1,
      );
      expect((await post('roles', { ids: [ids.bob], roles: [], mode: 'upend' })).body.ret).toBe(1);
    });

    it('sets the secrecy level', async () => {
      expect(
        (await post<TBulkResult>('secrecy', { ids: [ids.alice, ids.bob], level: 70 })).body.data,
      ).toEqual({ count: 2 });
      expect((await list({ secrecyLevel: 70 })).body.data.total).toBe(2);
      expect((await post('secrecy', { ids: [ids.alice], level: 65 })).body.ret).toBe(1);
    });
  });

  it('answers in the caller language', async () => {
    const res = await s.api.post(
      '/api/manage/user/disable',
      { ids: [adminId] },
      { token: admin, lang: 'zh-CN' },
    );
    expect(res.body.msg).toBe('不能停用自己的账号');
  });
});
