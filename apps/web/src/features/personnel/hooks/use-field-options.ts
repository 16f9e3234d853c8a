import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@ascent/client/i18n';
import { queryKeys } from '../../../app/query-keys.ts';
import { fetchFieldOptions } from '../api/personnel-api.ts';

/**
 * One select or tree field's options in the learner's language, fetched when `enabled` (the
 * field is opened, or holds a value whose label must show) and kept for the visit.
 */
export function useFieldOptions(fieldId: number, enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...queryKeys.personnelFieldOptions, fieldId, locale],
    queryFn: () => fetchFieldOptions(fieldId),
    enabled,
    staleTime: 5 * 60_000,
  });
}
