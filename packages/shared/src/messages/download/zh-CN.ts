import type { DomainMessages } from '../types.ts';

/** The `download.` messages in zh-CN, which defines the keys. */
export default {
  'download.notAllowed': '该资料不允许下载',
  'download.itemNotFound': '内容不存在或您无权查看',
  'download.unknownType': '该类型的内容不支持下载',
  'download.notReady': '文档正在转换，请稍后再试',
  'download.fileMissing': '文件不存在或已被删除',
  'download.notFound': '下载记录不存在',
  'download.expired': '下载链接已过期（有效期 3 天），请重新下载',
  'download.linkExpired': '下载地址已失效，请在下载中心重新获取',
  'download.watermarkFailed': '无法为该文档添加水印',
  'download.added': '已加入下载中心',
} satisfies DomainMessages<'download'>;
