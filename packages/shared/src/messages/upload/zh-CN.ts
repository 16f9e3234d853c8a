import type { DomainMessages } from '../types.ts';

/** The `upload.` messages in zh-CN, which defines the keys. */
export default {
  'upload.failed': '上传失败！',
  'upload.empty': '文件大小不能为 0',
  'upload.format': '不支持的文件格式，仅支持 {{formats}}',
  'upload.tooLarge': '文件不能超过 {{max}}',
  'upload.archiveTooLarge': '文件解压后超过 {{max}}，未予读取',
  'upload.archiveUnsafe': '文件的压缩内容异常（疑似压缩炸弹），未予读取',
} satisfies DomainMessages<'upload'>;
