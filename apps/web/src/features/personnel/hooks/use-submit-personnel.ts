import { useMutation } from '@tanstack/react-query';
import type { TEditIsInformationRequest } from '@ascent/shared/profile';
import { queryKeys } from '../../../app/query-keys.ts';
import { queryClient } from '../../../app/services.ts';
import { submitPersonnelInfo } from '../api/personnel-api.ts';

/** Submits the personnel information; afterwards the profile and the prompt are fetched again. */
export function useSubmitPersonnel() {
  return useMutation({
    mutationFn: (body: TEditIsInformationRequest) => submitPersonnelInfo(body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      void queryClient.invalidateQueries({ queryKey: queryKeys.personnelInfo });
    },
  });
}
