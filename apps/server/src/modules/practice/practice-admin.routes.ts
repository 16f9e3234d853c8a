import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdList } from '@ascent/shared/admin';
import {
  ZPracticeBankAdminQuery,
  ZPracticeBankSave,
  ZPracticeSettings,
  ZSimulationAdminQuery,
  ZSimulationSave,
} from '@ascent/shared/practice';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { PracticeAdminService } from './practice-admin.service.ts';

/** The administrator's practice calls: practice banks, settings and simulation papers. */
export function practiceAdminRoutes(service: PracticeAdminService): FastifyPluginAsync {
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };
    app.post('/api/manage/practice/banks', admin, async (req) => {
      const q = parseInput(ZPracticeBankAdminQuery, req.body);
      return ok(await service.banks(requireActor(req.actor), q));
    });
    app.post('/api/manage/practice/banks/save', admin, async (req) => {
      const { bankIds, enabled } = parseInput(ZPracticeBankSave, req.body);
      await service.saveBanks(requireActor(req.actor), req.ip, bankIds, enabled);
      return ok(
        null,
        translate(enabled ? 'practice.banksOpened' : 'practice.banksClosed', req.locale),
      );
    });
    app.get('/api/manage/practice/settings', admin, async (req) =>
      ok(await service.settings(requireActor(req.actor))),
    );
    app.post('/api/manage/practice/settings/save', admin, async (req) => {
      const values = parseInput(ZPracticeSettings, req.body);
      const saved = await service.saveSettings(requireActor(req.actor), req.ip, values);
      return ok(saved, translate('common.modified', req.locale));
    });
    app.post('/api/manage/practice/simulation/list', admin, async (req) => {
      const q = parseInput(ZSimulationAdminQuery, req.body);
      return ok(await service.simulations(requireActor(req.actor), q));
    });
    app.post('/api/manage/practice/simulation/save', admin, async (req) => {
      const input = parseInput(ZSimulationSave, req.body);
      const saved = await service.saveSimulation(requireActor(req.actor), req.ip, input);
      return ok(saved, translate(input.id ? 'common.modified' : 'common.created', req.locale));
    });
    app.post('/api/manage/practice/simulation/delete', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await service.deleteSimulations(requireActor(req.actor), req.ip, ids);
      return ok(null, translate('common.deleted', req.locale));
    });
  };
}
