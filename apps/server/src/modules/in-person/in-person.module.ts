import { coverFor, coverKey } from '@ascent/shared/home';
import { inPersonDetailPath, inPersonTimeState, isAttended } from '@ascent/shared/in-person';
import { TASK_TYPE } from '@ascent/shared/task';
import {
  stateKey,
  type ItemSource,
  type ItemState,
  type TaskSource,
} from '../../core/learning-items.ts';
import { createInPersonRepository } from './in-person.repository.ts';
import { createInPersonService, type InPersonDeps } from './in-person.service.ts';
import { createInPersonSheets } from './in-person-sheet.ts';
import type { ImportService } from '../import/import.service.ts';
import { inPersonAdminRoutes, inPersonRoutes } from './in-person.routes.ts';

/** How long an ended session stays among the learner's tasks. */
const TASK_DAYS = 30;

/**
 * Face-to-face training: sessions (admin), the rotating QR, signing in and out, leave (audit
 * type 4 or the attendance managers), corrections, imports and exports, grades, evaluations.
 * Registers the 'face' item source, its audience rule and the to-do centre's task type 16.
 */
export function createInPersonModule(
  deps: InPersonDeps & {
    /** Sheet imports (the import module): attendance imports run as jobs. */
    imports: ImportService;
  },
) {
  deps.access.audience('face', (q, scope, ids) =>
    createInPersonRepository(q).visibleIds(scope, ids),
  );
  const service = createInPersonService(deps);
  const sheets = createInPersonSheets({ db: deps.db, service, imports: deps.imports });

  const itemSource: ItemSource = {
    kind: 'face',
    async describe(q, companyId, ids) {
      const rows = await createInPersonRepository(q).findManyInCompany(companyId, ids);
      return new Map(
        rows.map((s) => [s.id, { id: s.id, title: s.name, url: inPersonDetailPath(s.id) }]),
      );
    },
    async states(q, companyId, userIds, itemIds) {
      const r = createInPersonRepository(q);
      const [sessions, rows] = await Promise.all([
        r.findManyInCompany(companyId, itemIds),
        r.attendanceMany(userIds, itemIds),
      ]);
      const byId = new Map(sessions.map((s) => [s.id, s]));
      const out = new Map<string, ItemState>();
      for (const a of rows) {
        const s = byId.get(a.sessionId);
        if (!s || (!a.signInAt && !a.completedAt)) continue;
        const done = !!a.completedAt || isAttended(s, a.signInAt, a.signOutAt);
        out.set(stateKey(a.userId, a.sessionId), {
          state: done ? 'completed' : 'inProgress',
          passed: null,
          score: s.grading ? a.grade : null,
          finishedAt: done ? (a.completedAt ?? a.signOutAt ?? a.signInAt) : null,
        });
      }
      return out;
    },
    async search(q, companyId, keyword, limit) {
      const rows = await createInPersonRepository(q).searchByName(companyId, keyword, limit);
      return rows.map((s) => ({ id: s.id, title: s.name, url: inPersonDetailPath(s.id) }));
    },
  };

  const taskSource: TaskSource = {
    taskTypes: [TASK_TYPE.face],
    async list(ctx) {
      // The to-do centre refused a missing account already; another company's person has none.
      const scope = await deps.access.personScope(ctx.companyId, ctx.userId);
      if (!scope) return [];
      const r = createInPersonRepository(deps.db);
      const since = new Date(ctx.now.getTime() - TASK_DAYS * 86_400_000);
      const sessions = await r.taskList(scope, since, 500);
      const attendance = await r.attendanceMany(
        [ctx.userId],
        sessions.map((s) => s.id),
      );
      const bySession = new Map(attendance.map((a) => [a.sessionId, a]));
      return sessions.map((s) => {
        const a = bySession.get(s.id);
        const completed = !!a?.completedAt || (!!a && isAttended(s, a.signInAt, a.signOutAt));
        return {
          taskType: TASK_TYPE.face,
          id: s.id,
          title: s.name,
          // A session is a class: the course art, in a theme of its own.
          cover: coverFor('course', '', coverKey(null, s.id)),
          startAt: s.startAt.toISOString(),
          endAt: s.endAt.toISOString(),
          timeState: inPersonTimeState(s.startAt, s.endAt, ctx.now.getTime()),
          progress: completed ? 100 : a?.signInAt ? 50 : 0,
          completed,
          url: inPersonDetailPath(s.id),
        };
      });
    },
  };

  const routes = inPersonRoutes(service, sheets);
  return {
    service,
    auditHandler: service.auditHandler,
    itemSource,
    taskSource,
    routes,
    adminRoutes: inPersonAdminRoutes(service, sheets),
  };
}
