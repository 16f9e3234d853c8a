import { useQuery } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@ascent/client/app';
import type { ProgrammeKind } from '@ascent/shared/programme';
import { useTranslation } from 'react-i18next';
import { useCustomerContext } from '../../../app/hooks/use-customer-code.ts';
import { fetchProgramme, fetchReportDepartments } from '../api/programme-api.ts';

export const PROGRAMME_KEY = [...USER_QUERY_KEY, 'programme-admin'] as const;

export function useProgramme(id: number | null) {
  return useQuery({
    queryKey: [...PROGRAMME_KEY, 'item', id],
    queryFn: () => fetchProgramme(id!),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useReportDepartments(programmeId: number) {
  return useQuery({
    queryKey: [...PROGRAMME_KEY, 'departments', programmeId],
    queryFn: () => fetchReportDepartments(programmeId),
  });
}

/** The kind's name, in the customer's own words where it has them (dfzx: Expert training). */
export function useKindName() {
  const { t } = useTranslation();
  const customer = useCustomerContext();
  return (kind: ProgrammeKind) => t(`programmes.kind.${kind}`, customer);
}
