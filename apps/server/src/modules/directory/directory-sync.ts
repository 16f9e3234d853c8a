import { createHash, randomBytes } from 'node:crypto';
import type { TDirectoryPhase } from '@ascent/shared/sso';
import { fail } from '../../core/errors.ts';
import { hashPassword } from '../../core/password-hash.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type {
  DirectoryDepartment,
  DirectoryMember,
  DirectoryReader,
  SuiteApp,
} from '../../infra/suites/suite-client.ts';
import type { SyncedDepartments } from '../department/department.module.ts';
import type { SyncedPeople } from '../user/user.module.ts';
import {
  createDirectoryRepository,
  type DirectoryRunRow,
  type NewDirectoryFailure,
  type RunProgress,
} from './directory.repository.ts';

/** Why a row was not applied (the admin site words each). */
export type FailureReason = 'accountTaken' | 'nameTaken' | 'parentMissing' | 'noDepartment';

/** Where the users phase is: the index in the cycle's departments, and the suite's page cursor. */
interface UsersCursor {
  d: number;
  c: string | null;
}

/**
 * The run's job was lost (its claim expired and another attempt took it up) or the process is
 * stopping: the step was not applied and the run is the next attempt's.
 */
export class RunLost extends Error {}

/** An administrator asked the run to stop: the step that found it was not applied. */
export class RunCancelled extends Error {}

export interface SyncDeps {
  db: Db;
  departments: SyncedDepartments;
  people: SyncedPeople;
  /** Ending the sessions of accounts the sync disables (the auth module), as an admin's disable does. */
  sessions: {
    revoke(tx: DbOrTx, userIds: number[], reason: string): Promise<string[]>;
    forget(tokenHashes: string[]): Promise<void>;
  };
}

const digest = (values: unknown[]) =>
  createHash('sha1').update(JSON.stringify(values)).digest('base64url');

/** Departments ordered parents first (a parent the list does not hold makes a root). */
function parentsFirst(list: DirectoryDepartment[]): DirectoryDepartment[] {
  const ids = new Set(list.map((d) => d.id));
  const children = new Map<string | null, DirectoryDepartment[]>();
  for (const d of list) {
    const parent = d.parentId !== null && ids.has(d.parentId) ? d.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), d]);
  }
  const out: DirectoryDepartment[] = [];
  const queue = [...(children.get(null) ?? [])];
  while (queue.length) {
    const d = queue.shift()!;
    out.push(d);
    queue.push(...(children.get(d.id) ?? []));
  }
  return out;
}

/**
 * One run of a directory sync, from its stored phase and cursor to the end: departments
 * (created, renamed, moved), then the members of each department page by page (accounts
 * created, changed ones updated, unchanged ones only marked seen), then the members no page of
 * the cycle listed (their accounts disabled). Each page is applied with the run's progress in
 * one transaction, so a run stopped anywhere resumes exactly after the last page it applied.
 * That transaction is also where an administrator's cancel is found (the progress is refused
 * once the run's row holds the request): the step is rolled back and the run stops there
 * (`RunCancelled`), keeping every page applied before.
 */
export async function runDirectorySync(
  deps: SyncDeps,
  run: DirectoryRunRow,
  reader: DirectoryReader,
  app: SuiteApp,
  claim: {
    /** Keeps the job's claim within the step's transaction; false once it is lost. */
    keep: (tx: DbOrTx) => Promise<boolean>;
    /** The process is stopping: the run goes back to the queue after the last step applied. */
    stopping: () => boolean;
  },
): Promise<void> {
  const { db } = deps;
  const { companyId, suite, cycle } = run;
  let phase = run.phase as TDirectoryPhase;

  /** Applies a step's writes and the run's progress together, or not at all. */
  async function step(
    apply: (
      tx: DbOrTx,
    ) => Promise<RunProgress & { failures?: NewDirectoryFailure[]; disabledIds?: number[] }>,
  ) {
    // The process is stopping: the run's job goes back to the queue, due at once.
    if (claim.stopping()) throw new RunLost(`run ${run.id} left as the process stops`);
    const ended = await db.transaction(async (tx) => {
      // An attempt whose claim expired (another took the job up) applies nothing more.
      if (!(await claim.keep(tx))) throw new RunLost(`run ${run.id} was taken over`);
      const { disabledIds, ...progress } = await apply(tx);
      const repo = createDirectoryRepository(tx);
      if (progress.failures?.length) await repo.addFailures(progress.failures);
      const held = await repo.progress(run.id, {
        ...progress,
        failed: (progress.failed ?? 0) + (progress.failures?.length ?? 0),
      });
      if (!held)
        throw (await repo.cancelWanted(run.id))
          ? new RunCancelled(`run ${run.id} was cancelled`)
          : new RunLost(`run ${run.id} is no longer running`);
      return disabledIds?.length ? deps.sessions.revoke(tx, disabledIds, 'disabled') : [];
    });
    if (ended.length) await deps.sessions.forget(ended);
  }
  const failure = (
    kind: 'department' | 'user',
    externalId: string,
    name: string,
    reason: FailureReason,
  ): NewDirectoryFailure => ({ runId: run.id, kind, externalId, name, reason });

  if (phase === 'departments') {
    const listed = parentsFirst(await reader.departments(app));
    await step(async (tx) => {
      const repo = createDirectoryRepository(tx);
      await deps.departments.lock(tx, companyId);
      const mapped = await repo.departmentMap(companyId, suite);
      const failures: NewDirectoryFailure[] = [];
      let created = 0;
      let updated = 0;
      for (const d of listed) {
        const parentExt = d.parentId;
        const parentId = parentExt === null ? null : (mapped.get(parentExt)?.departmentId ?? null);
        if (parentExt !== null && parentId === null && listed.some((x) => x.id === parentExt)) {
          failures.push(failure('department', d.id, d.name, 'parentMissing'));
          continue;
        }
        const values = { name: d.name.slice(0, 100), parentId, sort: d.order };
        const hash = digest([values.name, parentExt, values.sort]);
        const known = mapped.get(d.id);
        const alive = known && (await deps.departments.exists(tx, companyId, known.departmentId));
        if (known && alive) {
          if (known.digest !== hash) {
            const other = await deps.departments.siblingNamed(tx, companyId, parentId, values.name);
            if (other !== undefined && other !== known.departmentId) {
              failures.push(failure('department', d.id, d.name, 'nameTaken'));
              continue;
            }
            await deps.departments.update(tx, companyId, known.departmentId, values);
            updated++;
          }
          const row = { ...known, digest: hash, seenCycle: cycle };
          await repo.saveDepartment(row);
          mapped.set(d.id, row);
          continue;
        }
        // New here: a department of that name under the same parent is taken over, else made.
        const same = await deps.departments.siblingNamed(tx, companyId, parentId, values.name);
        const departmentId =
          same ?? (await deps.departments.insert(tx, companyId, values.name, parentId, d.order));
        if (same === undefined) created++;
        const row = {
          companyId,
          suite,
          externalId: d.id,
          departmentId,
          digest: hash,
          seenCycle: cycle,
        };
        await repo.saveDepartment(row);
        mapped.set(d.id, { id: 0, ...row });
      }
      return {
        phase: 'users',
        cursor: JSON.stringify({ d: 0, c: null } satisfies UsersCursor),
        departmentsCreated: created,
        departmentsUpdated: updated,
        failures,
      };
    });
    phase = 'users';
    run.cursor = JSON.stringify({ d: 0, c: null });
  }

  if (phase === 'users') {
    const order = await createDirectoryRepository(db).departmentsSeen(companyId, suite, cycle);
    let at: UsersCursor = run.cursor ? (JSON.parse(run.cursor) as UsersCursor) : { d: 0, c: null };
    // Accounts the suite creates cannot be signed in with a password: one unknown one, hashed once.
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    const departments = await createDirectoryRepository(db).departmentMap(companyId, suite);
    while (at.d < order.length) {
      const externalDept = order[at.d]!;
      const page = await reader.members(app, externalDept, at.c);
      const next: UsersCursor = page.next ? { d: at.d, c: page.next } : { d: at.d + 1, c: null };
      await step(async (tx) => ({
        ...(await applyMembers(tx, page.members)),
        cursor: JSON.stringify(next),
      }));
      at = next;
    }
    await step(async () => ({ phase: 'leavers', cursor: '' }));
    phase = 'leavers';

    /** One page of members: created, updated or marked seen; failures kept. */
    async function applyMembers(tx: DbOrTx, members: DirectoryMember[]) {
      const repo = createDirectoryRepository(tx);
      const failures: NewDirectoryFailure[] = [];
      const mapped = await repo.usersByExternal(
        companyId,
        suite,
        members.map((m) => m.userId),
      );
      const seen: number[] = [];
      const toCreate: DirectoryMember[] = [];
      const links: { externalId: string; userId: number; digest: string }[] = [];
      let updated = 0;
      const disabledIds: number[] = [];
      const fieldsOf = (m: DirectoryMember) => ({
        realName: m.name.slice(0, 50),
        mobile: m.mobile.slice(0, 20),
        email: m.email.slice(0, 100),
        position: m.position.slice(0, 50),
        departmentId: departments.get(m.departmentId)?.departmentId ?? null,
        status: m.active ? ('active' as const) : ('disabled' as const),
      });
      const hashOf = (m: DirectoryMember) => digest(Object.values(fieldsOf(m)));
      const unique = new Map(members.map((m) => [m.userId, m]));
      for (const m of unique.values()) {
        const known = mapped.get(m.userId);
        if (known?.seenCycle === cycle) continue; // listed in another department already
        if (!known) {
          toCreate.push(m);
          continue;
        }
        const hash = hashOf(m);
        if (known.digest === hash) {
          seen.push(known.id);
          continue;
        }
        const fields = fieldsOf(m);
        const wasActive = (await deps.people.activeAmong(tx, [known.userId])).length === 1;
        await deps.people.update(tx, known.userId, fields);
        if (wasActive && fields.status === 'disabled') disabledIds.push(known.userId);
        else updated++;
        links.push({ externalId: m.userId, userId: known.userId, digest: hash });
      }
      // New members: an account of the same name in the company is linked (the `account` rule
      // of sign-on); one in another company is a failed row; the others are created at once.
      const holders = new Map(
        (
          await deps.people.holders(
            tx,
            toCreate.map((m) => m.userId.toLowerCase()),
          )
        ).map((h) => [h.account, h]),
      );
      const fresh: DirectoryMember[] = [];
      for (const m of toCreate) {
        const holder = holders.get(m.userId.toLowerCase());
        if (!holder) fresh.push(m);
        else if (holder.companyId !== companyId)
          failures.push(failure('user', m.userId, m.name, 'accountTaken'));
        else {
          await deps.people.update(tx, holder.id, fieldsOf(m));
          updated++;
          links.push({ externalId: m.userId, userId: holder.id, digest: hashOf(m) });
        }
      }
      const inserted = await deps.people.insertMany(
        tx,
        fresh.map((m) => ({
          companyId,
          account: m.userId.slice(0, 50),
          passwordHash,
          changePassword: false,
          ...fieldsOf(m),
        })),
      );
      inserted.forEach((u, i) =>
        links.push({ externalId: fresh[i]!.userId, userId: u.id, digest: hashOf(fresh[i]!) }),
      );
      await repo.markUsersSeen(seen, cycle);
      await repo.saveUsers(links.map((l) => ({ companyId, suite, ...l, seenCycle: cycle })));
      return {
        usersCreated: inserted.length,
        usersUpdated: updated,
        usersDisabled: disabledIds.length,
        disabledIds,
        failures,
      };
    }
  }

  if (phase === 'leavers') {
    // A directory that lists nobody (an app whose visible range was emptied) is not taken to
    // mean everyone left: the run fails rather than disable every account it ever made.
    const seen = await createDirectoryRepository(db).countSeen(companyId, suite, cycle);
    const known = (await createDirectoryRepository(db).leavers(companyId, suite, cycle)).length;
    if (seen === 0 && known > 0) throw fail('directoryStop.emptyListing');
    await step(async (tx) => {
      const repo = createDirectoryRepository(tx);
      const gone = await deps.people.activeAmong(tx, await repo.leavers(companyId, suite, cycle));
      await deps.people.setStatus(tx, gone, 'disabled');
      // Should they come back, their values differ from the digest: the account is enabled again.
      await repo.forgetDigests(companyId, suite, gone);
      return { phase: 'finished', usersDisabled: gone.length, disabledIds: gone };
    });
  }
}
