import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCustomerFieldOptions,
  TFieldOption,
  TIsInformationResponse,
} from '@ascent/shared/profile';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildDepartment,
  buildPersonnelFields,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';
import { createPersonnelRepository } from './personnel.repository.ts';
import { DEMO_FIELDS } from '../seed/demo-company.ts';

/**
 * The options of the personnel form in the viewer's language only (issue 14, defect 12): an
 * option's text per language, else the text as entered; the demo's options in all three, and
 * the migration that replaces the demo's old mixed texts ("硕士 / Master").
 */
describe('personnel options in one language', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  async function learnerOf(companyId: number) {
    const dept = await buildDepartment(s.db, companyId, 'Start');
    const user = await buildUser(s.db, {
      companyId,
      needsInformation: true,
      departmentId: dept.id,
      mobile: '13000000000',
    });
    return (await s.api.login(user.account, TEST_PASSWORD)).token;
  }
  async function options(token: string, lang: string) {
    const res = await s.api.get<TIsInformationResponse>('/api/study/me/IsInformation', {
      token,
      lang,
    });
    expect(res.body.ret, res.body.msg).toBe(0);
    // The form's options come through the list call, by field id.
    const of = async (key: string) => {
      const field = res.body.data.editField.find((f) => f.key === key);
      if (!field) return [];
      const list = await s.api.get<TCustomerFieldOptions>(
        `/api/study/me/customer/field/${field.id}/list`,
        { token, lang },
      );
      expect(list.body.ret, list.body.msg).toBe(0);
      return list.body.data.list;
    };
    const texts = (list: TFieldOption[]): unknown[] =>
      list.map((o) => (o.children ? [o.optionValue, texts(o.children)] : o.optionValue));
    const skills = await of('skills');
    return { education: texts(await of('education')), skills: texts(skills), raw: skills };
  }

  const EXPECTED = {
    'zh-CN': {
      education: ['大专', '本科', '硕士', '博士'],
      skills: [
        ['研发', ['前端', '后端']],
        ['业务', ['销售', '客服']],
      ],
    },
    'zh-TW': {
      education: ['大專', '大學', '碩士', '博士'],
      skills: [
        ['研發', ['前端', '後端']],
        ['業務', ['銷售', '客服']],
      ],
    },
    'en-US': {
      education: ['College', 'Bachelor', 'Master', 'Doctorate'],
      skills: [
        ['Engineering', ['Front end', 'Back end']],
        ['Business', ['Sales', 'Service']],
      ],
    },
  } as const;

  it('the demo fields give each option in the caller language, without the other languages', async () => {
    const company = await buildCompany(s.db, { isInformation: 1 });
    await buildPersonnelFields(s.db, company.id);
    const token = await learnerOf(company.id);
    for (const lang of ['zh-CN', 'zh-TW', 'en-US'] as const) {
      const got = await options(token, lang);
      expect({ education: got.education, skills: got.skills }).toEqual(EXPECTED[lang]);
      expect(JSON.stringify(got.raw)).not.toContain('langNames');
    }
  });

  it('a language without a text of its own shows the text as entered', async () => {
    const company = await buildCompany(s.db, { isInformation: 1 });
    const repo = createPersonnelRepository(s.db);
    const education = DEMO_FIELDS.find((f) => f.key === 'education')!;
    await repo.insertField({
      companyId: company.id,
      sort: 0,
      ...education,
      fieldOptions: [
        { optionKey: 'a', optionValue: '甲', langNames: { en_US: 'A', zh_TW: ' ' } },
        { optionKey: 'b', optionValue: '乙' },
      ],
    });
    const token = await learnerOf(company.id);
    expect((await options(token, 'en-US')).education).toEqual(['A', '乙']);
    expect((await options(token, 'zh-TW')).education).toEqual(['甲', '乙']);
  });

  it('migration 0023 replaces the demo options still holding the old mixed texts', async () => {
    const company = await buildCompany(s.db, { isInformation: 1 });
    const repo = createPersonnelRepository(s.db);
    const old = (o: TFieldOption): TFieldOption => ({
      optionKey: o.optionKey,
      optionValue: `${o.langNames!.zh_CN} / ${o.langNames!.en_US}`,
      ...(o.children ? { children: o.children.map(old) } : {}),
    });
    for (const [i, f] of DEMO_FIELDS.entries()) {
      await repo.insertField({
        companyId: company.id,
        sort: i,
        ...f,
        fieldOptions: (f.fieldOptions ?? []).map(old),
      });
    }
    const token = await learnerOf(company.id);
    expect((await options(token, 'zh-CN')).education).toContain('硕士 / Master');

    const file = path.resolve(
      import.meta.dirname,
      '../../../drizzle/0023_personnel_option_lang_names.sql',
    );
    for (const statement of fs.readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
      await s.db.execute(sql.raw(statement));
    }
    for (const lang of ['zh-CN', 'zh-TW', 'en-US'] as const) {
      const got = await options(token, lang);
      expect({ education: got.education, skills: got.skills }).toEqual(EXPECTED[lang]);
    }
  });
});
