import { USER_QUERY_KEY } from '@ascent/client/app';

export const BANNERS_KEY = [...USER_QUERY_KEY, 'banners'] as const;
export const BANNERS_PATH = '/manage/home/banners';
