import type { FastifyPluginAsync } from 'fastify';
import {
  ZItemSearch,
  ZTodoListQuery,
  ZTrainReportQuery,
  ZTrainTaskListQuery,
} from '@ascent/shared/task';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { TaskService } from './task.service.ts';

/** The learner's to-do centre and training report (spec s.7 "center/todo", "train/report"). */
export function taskRoutes(service: TaskService): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/study/center/todo/list', async (req) => {
      const q = parseInput(ZTodoListQuery, req.body);
      return ok(await service.todoList(requireActor(req.actor), q));
    });
    app.post('/api/study/center/todo/menu', async (req) =>
      ok(await service.todoMenu(requireActor(req.actor))),
    );
    app.post('/api/study/train/report/member/train/detail', async (req) => {
      const q = parseInput(ZTrainReportQuery, req.body);
      return ok(await service.report(requireActor(req.actor), q));
    });
    app.post('/api/study/train/report/member/train/tasklist', async (req) => {
      const q = parseInput(ZTrainTaskListQuery, req.body);
      return ok(await service.reportTasks(requireActor(req.actor), q));
    });
  };
}

/** The admin site's item pickers (a programme's items, a certificate's trigger, ...). */
export function taskAdminRoutes(service: TaskService): FastifyPluginAsync {
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };
    app.post('/api/manage/items/search', admin, async (req) => {
      const q = parseInput(ZItemSearch, req.body);
      return ok(await service.searchItems(requireActor(req.actor), q));
    });
  };
}
