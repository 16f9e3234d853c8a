import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `home.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'home.badLink': 'The link must be a site path (starting with /) or an http(s) address',
  'home.imageRequired': 'Please upload the banner image',
  'home.bannerNotFound': 'The banner does not exist',
} satisfies Translation<typeof zhCN>;
