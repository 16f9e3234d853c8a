import { practiceAdminEndpoints } from '@ascent/shared/practice/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { PracticeAdminService } from './practice-admin.service.ts';

/** The administrator's practice calls: practice banks, settings and simulation papers. */
export function practiceAdminRoutes(service: PracticeAdminService) {
  return bind(practiceAdminEndpoints, {
    'POST /api/manage/practice/banks': ({ actor, body }) => service.banks(actor, body),
    'POST /api/manage/practice/banks/save': async ({ actor, ip, body }) => {
      await service.saveBanks(actor, ip, body.bankIds, body.enabled);
      return answer(null, body.enabled ? 'practice.banksOpened' : 'practice.banksClosed');
    },
    'GET /api/manage/practice/settings': ({ actor }) => service.settings(actor),
    'POST /api/manage/practice/settings/save': async ({ actor, ip, body }) =>
      answer(await service.saveSettings(actor, ip, body), 'common.modified'),
    'POST /api/manage/practice/simulation/list': ({ actor, body }) =>
      service.simulations(actor, body),
    'POST /api/manage/practice/simulation/save': async ({ actor, ip, body }) =>
      answer(
        await service.saveSimulation(actor, ip, body),
        body.id ? 'common.modified' : 'common.created',
      ),
    'POST /api/manage/practice/simulation/delete': async ({ actor, ip, body }) => {
      await service.deleteSimulations(actor, ip, body.ids);
      return answer(null, 'common.deleted');
    },
  });
}
