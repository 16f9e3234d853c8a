import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys.ts';
import { fetchPersonnelInfo } from '../api/personnel-api.ts';

/** The fields the company wants completed (study/me/IsInformation), fetched only when prompted. */
export function usePersonnelInfo(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.personnelInfo, queryFn: fetchPersonnelInfo, enabled });
}
