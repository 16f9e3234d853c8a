import { useTranslation } from 'react-i18next';
import type { ProgrammeKind } from '@ascent/shared/programme';
import { useSession } from '../../../app/services.ts';
import { newStaffNameKey } from '../lib/expert-training.ts';

/** The name of a programme kind, with new-staff training as 'Expert training' for dfzx. */
export function useKindName(): (kind: ProgrammeKind) => string {
  const { t } = useTranslation();
  const config = useSession((s) => s.platformConfig);
  return (kind) => t(kind === 'newstaff' ? newStaffNameKey(config) : `programme.kinds.${kind}`);
}
