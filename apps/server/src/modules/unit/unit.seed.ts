import type { DbOrTx } from '../../db/client.ts';
import { createUnitRepository } from './unit.repository.ts';

/**
 * The demo company's units (issue 15): two customer organisations, the demo learner in both,
 * managing the first. The learner has chosen the first before (unit_members.chosen_at), so a
 * sign-in lands in it as before; the avatar menu's "Switch unit" shows both.
 */
export const DEMO_UNITS = [
  { name: '星河医疗集团', manager: true, chosen: true },
  { name: '远航物流有限公司', manager: false, chosen: false },
] as const;

export async function seedDemoUnits(tx: DbOrTx, companyId: number, learnerId: number) {
  const units = createUnitRepository(tx);
  for (const u of DEMO_UNITS) {
    const row = await units.insert(companyId, u.name);
    await units.addMembers(row.id, [learnerId]);
    if (u.manager) await units.setManager(row.id, [learnerId], true);
    if (u.chosen) await units.markChosen(row.id, learnerId);
  }
}
