import type { DomainMessages } from '../types.ts';

/** The `home.` messages in zh-CN, which defines the keys. */
export default {
  'home.badLink': '链接须为站内路径（/开头）或 http(s) 地址',
  'home.imageRequired': '请上传轮播图图片',
  'home.bannerNotFound': '轮播图不存在',
} satisfies DomainMessages<'home'>;
