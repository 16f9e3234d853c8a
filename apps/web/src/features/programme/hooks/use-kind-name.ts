import { useTranslation } from 'react-i18next';
import type { ProgrammeKind } from '@ascent/shared/programme';
import { useSession } from '../../../app/services.ts';
import { newStaffNameKey } from '../lib/expert-training.ts';

/**
 * The name of a programme kind (plural for lists and menus, `one` for a single programme),
 * with new-staff training as 'Expert training' for customer dfzx.
 */
export function useKindName(): (kind: ProgrammeKind, one?: 'one') => string {
  const { t } = useTranslation();
  const config = useSession((s) => s.platformConfig);
  return (kind, one) =>
    t(
      kind === 'newstaff'
        ? newStaffNameKey(config)
        : one
          ? `programme.kindOne.${kind}`
          : `programme.kinds.${kind}`,
    );
}
