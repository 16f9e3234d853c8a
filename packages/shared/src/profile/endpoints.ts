import { z } from 'zod';
import { endpoint, endpoints } from '../api/index.ts';
import { ZAvatarUploadResponse, ZEditProfileRequest, ZProfile } from './index.ts';

/** The caller's own profile and avatar (spec s.7 "Personal centre"). */
export const profileEndpoints = endpoints(
  endpoint({
    method: 'GET',
    path: '/api/study/me/profile',
    auth: 'user',
    summary: "The caller's profile: person, department path, roles, password state",
    output: ZProfile,
    beforePasswordChange: true,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/editprofile',
    auth: 'user',
    summary: "Changes the given fields of the caller's profile; answers the whole profile",
    body: ZEditProfileRequest,
    output: ZProfile,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/upload/avatar',
    auth: 'user',
    summary: "Uploads the caller's avatar (png, jpg, jpeg or gif up to 2 MB; the file only)",
    upload: z.object({}),
    output: ZAvatarUploadResponse,
  }),
);
