import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProfile } from '@ascent/shared/profile';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildDepartment, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';

/** study/me/profile, editprofile and the avatar upload. */

/** A valid 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('user profile', () => {
  let s: TestServer;
  let company: Awaited<ReturnType<typeof buildCompany>>;
  let root: { id: number; name: string };
  let child: { id: number; name: string };
  let leaf: { id: number; name: string };

  beforeAll(async () => {
    s = await startTestServer();
    company = await buildCompany(s.db, { name: 'Profile Co.' });
    root = await buildDepartment(s.db, company.id, 'Head office');
    child = await buildDepartment(s.db, company.id, 'Engineering', root.id);
    leaf = await buildDepartment(s.db, company.id, 'Platform team', child.id);
  });
  afterAll(() => s.close());

  async function signIn(opts: Partial<Parameters<typeof buildUser>[1]> = {}) {
    const user = await buildUser(s.db, { companyId: company.id, ...opts });
    const { token } = await s.api.login(user.account, TEST_PASSWORD);
    return { user, token };
  }
  const getProfile = async (token: string) => {
    const res = await s.api.get<TProfile>('/api/study/me/profile', { token });
    expect(res.body.ret).toBe(0);
    return res.body.data;
  };
  const upload = (token: string, form: FormData, lang = 'en-US') =>
    s.api.call<{ portrait: string }>('POST', '/api/study/me/upload/avatar', {
      raw: form,
      token,
      lang,
    });
  const fileForm = (bytes: Uint8Array | Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return form;
  };

  describe('GET /api/study/me/profile', () => {
    it('has the profile shape and never the password hash', async () => {
      const { user, token } = await signIn({
        departmentId: leaf.id,
        realName: 'Ada Lovelace',
        mobile: '13800138000',
        roles: ['lecturer_internal'],
      });
      const res = await s.api.get<TProfile>('/api/study/me/profile', { token });
      expect(res.body.ret).toBe(0);
      const p = res.body.data;
      expect(Object.keys(p).sort()).toEqual(
        [
          'account',
          'birthday',
          'canManage',
          'changePassword',
          'companyId',
          'departmentId',
          'departmentName',
          'departmentPath',
          'email',
          'isAdmin',
          'isExternal',
          'isInformation',
          'isTeacher',
          'lang',
          'mobile',
          'motto',
          'passwordExpire',
          'portrait',
          'position',
          'realName',
          'roles',
          'secrecyLevel',
          'sex',
          'units',
          'userId',
        ].sort(),
      );
      expect(p).toMatchObject({
        userId: user.id,
        account: user.account,
        realName: 'Ada Lovelace',
        mobile: '13800138000',
        departmentId: leaf.id,
        departmentName: 'Platform team',
        companyId: company.id,
        roles: ['learner', 'lecturer_internal'],
        isAdmin: false,
        canManage: false,
        isTeacher: 4,
        changePassword: false,
        passwordExpire: false,
        isInformation: 0,
        secrecyLevel: 50,
      });
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/argon2|password_?hash/i);
      expect(text).not.toContain(TEST_PASSWORD);
    });

    it('departmentPath is the company, then the department path from the root down', async () => {
      const { token } = await signIn({ departmentId: leaf.id });
      expect((await getProfile(token)).departmentPath).toEqual([
        { id: company.id, name: 'Profile Co.' },
        { id: root.id, name: 'Head office' },
        { id: child.id, name: 'Engineering' },
        { id: leaf.id, name: 'Platform team' },
      ]);
    });

    it('a user without a department has only the company on the department path', async () => {
      const { token } = await signIn();
      const p = await getProfile(token);
      expect(p.departmentPath).toEqual([{ id: company.id, name: 'Profile Co.' }]);
      expect(p.units).toEqual([]);
      expect(p.departmentId).toBeNull();
      expect(p.departmentName).toBe('');
    });

    it('isAdmin follows the admin role', async () => {
      const { token } = await signIn({ roles: ['admin'] });
      const p = await getProfile(token);
      expect(p.isAdmin).toBe(true);
      expect(p.roles).toEqual(['admin', 'learner']);
    });
  });

  describe('kept between calls', () => {
    it('shows the person\u2019s own edit and an admin\u2019s change at once, in every process', async () => {
      const { user, token } = await signIn({ departmentId: leaf.id, realName: 'Before' });
      const admin = await signIn({ roles: ['admin'] });
      const elsewhere = await s.anotherProcess();
      const profileThere = async () =>
        (await elsewhere.get<TProfile>('/api/study/me/profile', { token })).body.data;
      expect((await getProfile(token)).realName).toBe('Before');
      expect((await profileThere()).realName).toBe('Before');

      const edited = await elsewhere.post<TProfile>(
        '/api/study/me/editprofile',
        { realName: 'Edited' },
        { token },
      );
      expect(edited.body.data.realName).toBe('Edited');
      expect((await profileThere()).realName).toBe('Edited');
      await expect
        .poll(async () => (await getProfile(token)).realName, { timeout: 1000 })
        .toBe('Edited');

      const updated = await s.api.post(
        '/api/manage/user/update',
        { id: user.id, realName: 'By the admin', position: 'Lead' },
        { token: admin.token },
      );
      expect(updated.body.ret, updated.body.msg).toBe(0);
      expect((await getProfile(token)).realName).toBe('By the admin');
      await expect
        .poll(async () => (await profileThere()).position, { timeout: 1000 })
        .toBe('Lead');
    });
  });

  describe('POST /api/study/me/editprofile', () => {
    it('updates the given fields, trims strings, answers the new profile', async () => {
      const { token } = await signIn();
      const res = await s.api.post<TProfile>(
        '/api/study/me/editprofile',
        {
          realName: '  Alice  ',
          mobile: ' 13912345678 ',
          email: '\talice@example.com ',
          sex: 2,
          birthday: ' 1990-05-17 ',
          motto: '  Keep going ',
          lang: 'zh-TW',
        },
        { token },
      );
      expect(res.body.ret).toBe(0);
      expect(res.body.msg).toBe('Modified successfully');
      const expected = {
        realName: 'Alice',
        mobile: '13912345678',
        email: 'alice@example.com',
        sex: 2,
        birthday: '1990-05-17',
        motto: 'Keep going',
        lang: 'zh-TW',
      };
      expect(res.body.data).toMatchObject(expected);
      expect(await getProfile(token)).toMatchObject(expected);
    });

    it('leaves fields that are not sent alone, and empties optional ones sent empty', async () => {
      const { token } = await signIn({
        realName: 'Bob',
        mobile: '13800138000',
        email: 'bob@example.com',
      });
      await s.api.post('/api/study/me/editprofile', { email: '' }, { token });
      expect(await getProfile(token)).toMatchObject({
        realName: 'Bob',
        mobile: '13800138000',
        email: '',
      });
    });

    it.each([
      [{ mobile: '12345678901' }, 'Please enter a valid mobile number', '请输入正确的手机号码'],
      [{ mobile: '1381234567' }, 'Please enter a valid mobile number', '请输入正确的手机号码'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address', '请输入正确的邮箱地址'],
      [{ realName: '   ' }, 'This field is required', '此项为必填项'],
      [{ realName: 'x'.repeat(51) }, 'At most 50 characters', '不能超过 50 个字符'],
      [{ birthday: '1990-02-30' }, 'The date must be YYYY-MM-DD', '日期格式应为 YYYY-MM-DD'],
    ])('refuses %j with the catalogue message and changes nothing', async (body, en, zh) => {
      const { token } = await signIn({
        realName: 'Carol',
        mobile: '13800138000',
        email: 'carol@example.com',
      });
      const before = await getProfile(token);
      const res = await s.api.post(
        '/api/study/me/editprofile',
        { realName: 'Changed', ...body },
        { token },
      );
      expect(res.body.ret).toBe(1);
      expect(res.body.msg).toBe(en);
      expect(res.body.data).toEqual({ field: Object.keys(body)[0] });
      expect(
        (await s.api.post('/api/study/me/editprofile', body, { token, lang: 'zh-CN' })).body.msg,
      ).toBe(zh);
      expect(await getProfile(token)).toEqual(before);
    });

    it('cannot change what is not the user\u2019s to change', async () => {
      const { token } = await signIn();
      const before = await getProfile(token);
      for (const body of [
        { account: 'boss' },
        { departmentId: root.id },
        { roles: ['admin'] },
        { changePassword: false },
        { status: 'active' },
      ]) {
        const res = await s.api.post('/api/study/me/editprofile', body, { token });
        expect(res.body.ret).toBe(1);
        expect(res.body.msg).toBe(`Unknown field: ${Object.keys(body)[0]}`);
      }
      expect(await getProfile(token)).toEqual(before);
    });
  });

  describe('POST /api/study/me/upload/avatar', () => {
    it('stores a PNG, answers a /api/files/ URL that serves the bytes as image/png, and sets the portrait', async () => {
      const { token } = await signIn();
      const res = await upload(token, fileForm(PNG, 'me.png', 'image/png'));
      expect(res.body.ret).toBe(0);
      expect(res.body.msg).toBe('Success');
      const url = res.body.data.portrait;
      expect(url).toMatch(/^\/api\/files\/avatars\/\d{6}\/[0-9a-f-]{36}\.png$/);
      const file = await fetch(s.baseUrl + url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
      expect((await getProfile(token)).portrait).toBe(url);
    });

    it('a new avatar replaces the old file', async () => {
      const { token } = await signIn();
      const first = (await upload(token, fileForm(PNG, 'a.png', 'image/png'))).body.data.portrait;
      const second = (await upload(token, fileForm(PNG, 'b.jpg', 'image/jpeg'))).body.data.portrait;
      expect(second).toMatch(/\.jpg$/);
      expect((await fetch(s.baseUrl + second)).headers.get('content-type')).toBe('image/jpeg');
      const gone = await fetch(s.baseUrl + first);
      expect(gone.status).toBe(404);
      expect((await getProfile(token)).portrait).toBe(second);
    });

    it.each([
      [
        'an empty file',
        () => fileForm(new Uint8Array(0), 'empty.png', 'image/png'),
        'The file size cannot be 0',
        '文件大小不能为 0',
      ],
      [
        'a .txt file',
        () => fileForm(Buffer.from('hello'), 'notes.txt', 'text/plain'),
        'Unsupported file format; supported: png, jpg, jpeg, gif',
        '不支持的文件格式，仅支持 png, jpg, jpeg, gif',
      ],
      [
        'a .png that is not an image type',
        () => fileForm(PNG, 'x.png', 'text/html'),
        'Unsupported file format; supported: png, jpg, jpeg, gif',
        '不支持的文件格式，仅支持 png, jpg, jpeg, gif',
      ],
      [
        'an .svg',
        () => fileForm(Buffer.from('<svg/>'), 'x.svg', 'image/svg+xml'),
        'Unsupported file format; supported: png, jpg, jpeg, gif',
        '不支持的文件格式，仅支持 png, jpg, jpeg, gif',
      ],
      [
        'a file over 2 MB',
        () => fileForm(new Uint8Array(2 * 1024 * 1024 + 1), 'big.png', 'image/png'),
        'The file cannot be larger than 2MB',
        '文件不能超过 2MB',
      ],
      [
        'no file',
        () => {
          const form = new FormData();
          form.append('name', 'avatar');
          return form;
        },
        'Upload failed!',
        '上传失败！',
      ],
    ])('refuses %s and keeps the portrait', async (_name, form, en, zh) => {
      const { token } = await signIn({ portrait: '/img/default.png' });
      const res = await upload(token, form());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ret: 1, msg: en, data: null });
      expect((await upload(token, form(), 'zh-CN')).body.msg).toBe(zh);
      expect((await getProfile(token)).portrait).toBe('/img/default.png');
    });

    it('exactly 2 MB is accepted', async () => {
      const { token } = await signIn();
      const bytes = Buffer.alloc(2 * 1024 * 1024);
      PNG.copy(bytes);
      expect((await upload(token, fileForm(bytes, 'max.png', 'image/png'))).body.ret).toBe(0);
    });

    it('a JSON body is "Upload failed!"', async () => {
      const { token } = await signIn();
      expect(
        (await s.api.post('/api/study/me/upload/avatar', { file: 'x' }, { token })).body,
      ).toEqual({ ret: 1, msg: 'Upload failed!', data: null });
    });
  });

  describe('GET /api/files/*', () => {
    it('an unknown or unsafe key is a 404 envelope', async () => {
      for (const key of [
        'avatars/202601/00000000-0000-4000-8000-000000000000.png',
        '../../etc/passwd',
        'avatars/..%2F..%2Fpackage.json',
        'AVATARS/x.png',
      ]) {
        const res = await fetch(`${s.baseUrl}/api/files/${key}`, {
          headers: { 'accept-language': 'en-US' },
        });
        expect(res.status, key).toBe(404);
        expect(await res.json()).toEqual({
          ret: 1,
          msg: 'The page you are visiting does not exist',
          data: null,
        });
      }
    });
  });
});
