import type { TMyUnit } from '@ascent/shared/unit';
import { api } from '../../../app/services.ts';

/** study/me/switchunit: the session's current unit becomes `id`; answers the person's units. */
export function switchUnit(id: number): Promise<TMyUnit[]> {
  return api.call('POST /api/study/me/switchunit', { id }, { silent: true });
}
