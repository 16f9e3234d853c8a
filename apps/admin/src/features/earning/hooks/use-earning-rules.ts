import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useUserQuery } from '@ascent/client/app';
import type { TEarningRuleSave } from '@ascent/shared/earning';
import { services } from '../../../app/services.ts';
import { fetchEarningRules, saveEarningRule } from '../api/earning-api.ts';
import { earningKeys } from '../lib/query-keys.ts';

export function useEarningRules() {
  return useUserQuery(services, { queryKey: earningKeys.rules, queryFn: fetchEarningRules });
}

export function useSaveEarningRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TEarningRuleSave) => saveEarningRule(input),
    onSuccess: () => client.invalidateQueries({ queryKey: earningKeys.rules }),
  });
}
