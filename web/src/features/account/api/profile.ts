/** The signed-in user's profile: read, update (names and phone), and deleting the account. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@core/account/profile';
import { authedApi } from '@web/lib/auth/authed-api';

export const getProfile = async (): Promise<Profile> =>
  (await authedApi.get<{ profile: Profile }>('/account/profile')).profile;

export const profileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['account', userId, 'profile'], queryFn: getProfile });

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}

export const updateProfile = async (update: ProfileUpdate): Promise<Profile> =>
  (await authedApi.put<{ profile: Profile }>('/account/profile', { body: update })).profile;

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions(userId).queryKey, profile),
  });
}

export const deleteAccount = (): Promise<void> => authedApi.delete<void>('/account');
