import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditTemplate } from '@ascent/shared/audit';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { DEMO_AUDIT_TEMPLATES } from '../seed/demo-company.ts';
import { auditKit } from './audit-test-kit.ts';

/**
 * A step (node) name per language (issue 14, defect 9): the admin enters a name and, where
 * wanted, the name in zh-CN, zh-TW and en-US; the audit centre shows the caller's language and
 * the entered name where that language has none.
 */
describe('approval step names per language', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const { setUpCompany, person, submitPending, mine, todo, detail, decide } = auditKit(() => s);

  it('the demo templates name every step in all three languages', () => {
    for (const t of DEMO_AUDIT_TEMPLATES) {
      for (const n of t.nodes) {
        expect(n.langNames.zh_CN).toBe(n.name);
        expect(n.langNames.zh_TW?.trim()).toBeTruthy();
        expect(n.langNames.en_US).toMatch(/^[\x20-\x7e]+$/);
      }
    }
  });

  it('an admin names a step per language; the audit centre shows the caller language, else the entered name', async () => {
    const org = await setUpCompany();
    const admin = await person(org.company, { roles: ['admin'] });
    const lead = await person(org.company, { roles: ['supervisor'] });
    const learner = await person(org.company, {
      needsInformation: true,
      departmentId: org.start.id,
      mobile: '13000000000',
    });
    const created = await s.api.post<TAuditTemplate>(
      '/api/manage/audit-template/create',
      {
        type: 2,
        name: '人员信息审核',
        nodes: [
          {
            name: '主管审核',
            langNames: { zh_CN: '主管审核', zh_TW: '  ', en_US: 'Supervisor review' },
            approverRoles: ['supervisor'],
          },
          { name: '管理员复核', approverRoles: ['admin'] },
        ],
      },
      { token: admin.token },
    );
    expect(created.body.ret, created.body.msg).toBe(0);
    // A blank language is dropped, so it falls back to the entered name.
    expect(created.body.data.nodes.map((n) => n.langNames)).toEqual([
      { zh_CN: '主管审核', en_US: 'Supervisor review' },
      {},
    ]);

    const { auditId } = await submitPending(learner.token, org.target.id);
    const inEnglish = (await mine(learner.token)).body.data.list[0]!;
    expect(inEnglish.currentNode?.name).toBe('Supervisor review');
    const todoZh = await s.api.post<{ list: { currentNode: { name: string } | null }[] }>(
      '/api/study/audittmpl/auditreceiptbytodolist',
      {},
      { token: lead.token, lang: 'zh-CN' },
    );
    expect(todoZh.body.data.list[0]!.currentNode?.name).toBe('主管审核');
    expect((await todo(lead.token)).body.data.list[0]!.currentNode?.name).toBe('Supervisor review');
    // zh-TW has no name of its own: the entered name.
    const tw = (await detail(learner.token, auditId, 'zh-TW')).body.data;
    expect(tw.audittmplnode.map((n) => n.name)).toEqual(['主管审核', '管理员复核']);
    const en = (await detail(learner.token, auditId, 'en-US')).body.data;
    expect(en.audittmplnode.map((n) => n.name)).toEqual(['Supervisor review', '管理员复核']);

    // The decision's reply names the next step in the caller's language too.
    const decided = await decide(lead.token, { auditId, decision: 2 }, 'en-US');
    expect(decided.body.ret, decided.body.msg).toBe(0);
    expect(decided.body.data.currentNode?.name).toBe('管理员复核');
  });
});
