import { z } from 'zod';
import { endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdList } from '../admin/index.ts';
import {
  ZBanner,
  ZBannerAdmin,
  ZBannerAdminQuery,
  ZBannerSave,
  ZCoverListQuery,
  ZDefaultCover,
  ZHomeDetail,
} from './index.ts';

/** The learner's home (spec s.7 "Home and search": home/detail, banner/list, cover/list). */
export const homeEndpoints = endpoints(
  endpoint({
    method: 'GET',
    path: '/api/study/home/detail',
    auth: 'user',
    summary: "The home's banners shown now, recommended courses and newest knowledge items",
    output: ZHomeDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/banner/list',
    auth: 'user',
    summary: "The company's banners shown now, in their order (no body is read)",
    output: z.array(ZBanner),
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/cover/list',
    auth: 'user',
    summary: 'The built-in default covers of an item type',
    query: ZCoverListQuery,
    output: z.array(ZDefaultCover),
  }),
);

/** The admin's banners. */
export const bannerAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/banner/list',
    auth: 'admin',
    summary: "The company's banners, paged, with whether each is shown now",
    body: ZBannerAdminQuery,
    output: zPageOf(ZBannerAdmin),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/banner/save',
    auth: 'admin',
    summary: 'Creates a banner (no id) or changes one (id)',
    body: ZBannerSave,
    output: ZBannerAdmin,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/banner/delete',
    auth: 'admin',
    summary: 'Deletes banners (one unknown id refuses them all)',
    body: ZIdList,
  }),
);
