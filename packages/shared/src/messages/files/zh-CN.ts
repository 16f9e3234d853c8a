import type { DomainMessages } from '../types.ts';

/**
 * The `files.` messages in zh-CN, which defines the keys. Stored files, uploads and document
 * conversion.
 */
export default {
  'files.imageSize': '图片尺寸必须为 {{sizes}} 像素',
  'files.imageUnreadable': '无法读取该图片',
  'files.notFound': '文件不存在',
  'files.uploadNotFound': '上传任务不存在或已过期，请重新上传',
  'files.chunkInvalid': '分片序号或大小不正确',
  'files.chunksMissing': '文件还有 {{count}} 个分片未上传',
  'files.useChunked': '超过 {{max}} 的文件请分片上传',
  'files.packageInvalid': '课件包不是有效的 zip 文件',
  'files.packageUnsafe': '课件包中的文件路径不安全：{{name}}',
  'files.packageTooLarge': '课件包解压后超过 {{max}}',
  'files.packageNoEntry': '课件包中没有 index.html 或 SCORM 清单（imsmanifest.xml）',
  'files.packageLinkExpired': '课件链接已过期，请重新打开课程',
  'files.converterMissing': '服务器未安装 LibreOffice，无法将文档转换为 PDF',
  'files.conversionFailed': '文档转换为 PDF 失败',
  'files.conversionTimeout': '文档转换超时',
  'files.notFailed': '只有转换失败的文档可以重新提交转换',
  'files.notUploader': '只能重新提交自己上传的文档',
  'files.submitted': '已重新提交转换',
} satisfies DomainMessages<'files'>;
