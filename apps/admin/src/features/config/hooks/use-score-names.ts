import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useUserQuery } from '@ascent/client/app';
import type { TScoreNameUpdate } from '@ascent/shared/config';
import { services } from '../../../app/services.ts';
import { fetchScoreNames, saveScoreName } from '../api/config-api.ts';
import { configKeys } from '../lib/query-keys.ts';

export function useScoreNames() {
  return useUserQuery(services, { queryKey: configKeys.scoreNames, queryFn: fetchScoreNames });
}

export function useSaveScoreName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TScoreNameUpdate) => saveScoreName(input),
    onSuccess: () => client.invalidateQueries({ queryKey: configKeys.scoreNames }),
  });
}
