import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `home.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'home.badLink': '連結須為站內路徑（/開頭）或 http(s) 位址',
  'home.imageRequired': '請上傳輪播圖圖片',
  'home.bannerNotFound': '輪播圖不存在',
} satisfies Translation<typeof zhCN>;
