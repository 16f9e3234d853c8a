import { endpoint, endpoints } from '../api/index.ts';
import {
  ZCompanyInfo,
  ZMenuListResponse,
  ZPlatformConfig,
  ZPlatformConfigRequest,
  ZPortal,
  ZWebsiteChangeRequest,
} from './index.ts';

/** The platform shell: the public platform config, the company and menus, the website choice. */
export const platformEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/platform/config',
    auth: 'public',
    summary: "The platform config of the site's company (by the given site or the Host header)",
    body: ZPlatformConfigRequest,
    output: ZPlatformConfig,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/platform/portal',
    auth: 'public',
    summary: "The portal page of the site's company (by the given site or the Host header)",
    body: ZPlatformConfigRequest,
    output: ZPortal,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/me/company/config',
    auth: 'user',
    summary: "The signed-in user's company: name, password policy, enabled menus, logos, theme",
    output: ZCompanyInfo,
    beforePasswordChange: true,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/home/menu/pc',
    auth: 'user',
    summary: "The checked menu items of the user's current website, in order",
    output: ZMenuListResponse,
    beforePasswordChange: true,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/website/change',
    auth: 'user',
    summary: "Changes the user's current website (one of the company's)",
    body: ZWebsiteChangeRequest,
  }),
);
