import { useMutation } from '@tanstack/react-query';
import type { TEditProfileRequest, TProfile } from '@ascent/shared/profile';
import { queryKeys } from '../../../app/query-keys.ts';
import { queryClient } from '../../../app/services.ts';
import { editProfile, uploadAvatar } from '../api/mine-api.ts';

/** Saves the profile; the server's updated profile replaces the cached one. */
export function useEditProfile() {
  return useMutation({
    mutationFn: (body: TEditProfileRequest) => editProfile(body),
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile, profile),
  });
}

/** Uploads a new avatar and shows it at once. */
export function useUploadAvatar() {
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(file),
    onSuccess: ({ portrait }) =>
      queryClient.setQueryData<TProfile>(queryKeys.profile, (old) =>
        old ? { ...old, portrait } : old,
      ),
  });
}
