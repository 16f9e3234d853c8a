import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { createAccess, inCompany, requireAdmin, requireRole } from './access.ts';
import { createItemAccess } from './learning-items.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import type { LearnerScope, LearnerScopes } from '../modules/user/learner-scope.ts';

const db = {} as Db;
const learnerScope = (userId: number, companyId = 1): LearnerScope => ({
  userId,
  companyId,
  secrecyLevel: 0,
  departmentIds: [],
  position: '',
});

/** Learner 1 and 2 of company 1, learner 3 of company 2; learner 9 is gone. */
function setUp() {
  const reads: number[] = [];
  const scopes: LearnerScopes = {
    async of(userId: number) {
      reads.push(userId);
      return userId === 9 ? null : learnerScope(userId, userId === 3 ? 2 : 1);
    },
  };
  const grants = createItemAccess();
  const access = createAccess({ db, scopes, grants });
  return { access, grants, reads };
}

/** What a refusal answers: its ret and catalogue key. */
async function refusal(run: () => unknown): Promise<[number, string] | null> {
  try {
    await run();
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return [err.ret, err.ref];
  }
}

describe('access: the learner', () => {
  it("gives the caller's scope, read through the given transaction", async () => {
    const { access } = setUp();
    const tx = {} as DbOrTx;
    expect(await access.learner({ userId: 1, companyId: 1 }, tx)).toMatchObject({ userId: 1 });
  });

  it('refuses with one ret (5) when the account is gone or is not of the session’s company', async () => {
    const { access } = setUp();
    expect(await refusal(() => access.learner({ userId: 9, companyId: 1 }))).toEqual([
      5,
      'auth.tokenExpired',
    ]);
    expect(await refusal(() => access.learner({ userId: 3, companyId: 1 }))).toEqual([
      5,
      'auth.tokenExpired',
    ]);
    expect(await refusal(() => access.learnerCached({ userId: 9, companyId: 1 }))).toEqual([
      5,
      'auth.tokenExpired',
    ]);
  });

  it('reuses a cached scope on the hot path only', async () => {
    const { access, reads } = setUp();
    await access.learnerCached({ userId: 2, companyId: 1 });
    await access.learnerCached({ userId: 2, companyId: 1 });
    await access.learner({ userId: 2, companyId: 1 });
    expect(reads).toEqual([2, 2]);
  });

  it("answers another person's scope or null, never a refusal", async () => {
    const { access } = setUp();
    expect(await access.personScope(1, 2)).toMatchObject({ userId: 2 });
    expect(await access.personScope(1, 9)).toBeNull();
    expect(await access.personScope(1, 3)).toBeNull();
  });
});

describe('access: learning items', () => {
  it('sees by the audience rule, else by a grant asked once for the rest of a list', async () => {
    const { access, grants } = setUp();
    const audienceCalls: number[][] = [];
    access.audience('course', async (_q, _scope, ids) => {
      audienceCalls.push(ids);
      return new Set(ids.filter((id) => id < 10));
    });
    const grantCalls: number[][] = [];
    grants.grantMany(async (_q, _c, _u, kind, ids) => {
      grantCalls.push([...ids]);
      return new Set(kind === 'course' ? ids.filter((id) => id === 11) : []);
    });
    const scope = learnerScope(1);
    expect([...(await access.visibleIds(db, scope, 'course', [1, 11, 12, 1]))].sort()).toEqual([
      1, 11,
    ]);
    expect(audienceCalls).toEqual([[1, 11, 12]]);
    expect(grantCalls).toEqual([[11, 12]]);
    // A kind without an audience rule is seen only through grants.
    expect([...(await access.visibleIds(db, scope, 'exam', [11]))]).toEqual([]);
    expect(await access.visibleIds(db, scope, 'course', [])).toEqual(new Set());
  });

  it('takes the audience answer a query already gave, and never sees another company’s or an unpublished item', async () => {
    const { access, grants } = setUp();
    let asked = 0;
    access.audience('exam', async () => {
      asked++;
      return new Set();
    });
    grants.grant(async (_q, _c, _u, _kind, id) => id === 5);
    const scope = learnerScope(1);
    expect(await access.canSee(db, scope, 'exam', { id: 4, companyId: 1, visible: true })).toBe(
      true,
    );
    expect(await access.canSee(db, scope, 'exam', { id: 5, companyId: 1, visible: false })).toBe(
      true,
    );
    expect(asked).toBe(0);
    expect(await access.canSee(db, scope, 'exam', { id: 4, companyId: 2, visible: true })).toBe(
      false,
    );
    expect(await access.canSee(db, scope, 'exam', { id: 5, companyId: 1, published: false })).toBe(
      false,
    );
  });

  it("refuses with ret 1 and the domain's messages", async () => {
    const { access } = setUp();
    access.audience('course', async (_q, _scope, ids) => new Set(ids.filter((id) => id === 1)));
    const scope = learnerScope(1);
    const refusals = { notFound: 'course.notExist', hidden: 'course.noPermission' } as const;
    const row = { id: 1, companyId: 1, title: 'A' };
    expect(await access.requireVisible(db, scope, 'course', row, refusals)).toBe(row);
    for (const item of [
      undefined,
      { id: 1, companyId: 2 },
      { id: 1, companyId: 1, published: false },
    ])
      expect(
        await refusal(() => access.requireVisible(db, scope, 'course', item, refusals)),
      ).toEqual([1, 'course.notExist']);
    expect(
      await refusal(() =>
        access.requireVisible(db, scope, 'course', { id: 2, companyId: 1 }, refusals),
      ),
    ).toEqual([1, 'course.noPermission']);
    expect(
      await refusal(() =>
        access.requireVisible(
          db,
          scope,
          'course',
          { id: 2, companyId: 1 },
          {
            notFound: 'course.notExist',
          },
        ),
      ),
    ).toEqual([1, 'course.notExist']);
  });

  it('takes one audience rule per kind', () => {
    const { access } = setUp();
    access.audience('face', async () => new Set());
    expect(() => access.audience('face', async () => new Set())).toThrow(/twice/);
  });
});

describe('access: company and roles', () => {
  it("answers another company's row as not found (ret 1)", async () => {
    expect(inCompany(1, { id: 3, companyId: 1 }, 'exam.notExist')).toEqual({ id: 3, companyId: 1 });
    expect(await refusal(() => inCompany(1, { id: 3, companyId: 2 }, 'exam.notExist'))).toEqual([
      1,
      'exam.notExist',
    ]);
    expect(await refusal(() => inCompany(1, null, 'exam.notExist'))).toEqual([1, 'exam.notExist']);
  });

  it("refuses a non-administrator and a missing domain role with ret 7 and the domain's message", async () => {
    expect(await refusal(() => requireAdmin({ isAdmin: true }))).toBeNull();
    expect(await refusal(() => requireAdmin({ isAdmin: false }))).toEqual([
      7,
      'auth.adminRequired',
    ]);
    expect(await refusal(() => requireRole(true, 'inPerson.notManager'))).toBeNull();
    expect(await refusal(() => requireRole(false, 'inPerson.notManager'))).toEqual([
      7,
      'inPerson.notManager',
    ]);
  });
});
