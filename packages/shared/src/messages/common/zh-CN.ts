import type { DomainMessages } from '../types.ts';

/** The `common.` messages in zh-CN, which defines the keys. */
export default {
  'common.success': '成功',
  'common.modified': '修改成功',
  'common.operationFailed': '操作失败',
  'common.parameterError': '参数错误',
  'common.malformedMultipart': '上传的内容格式不正确，请重新选择文件上传',
  'common.notFound': '您访问的页面不存在',
  'common.internal': '服务器开小差了，请稍后再试',
  'common.malformedJson': '请求内容格式错误',
  'common.bodyTooLarge': '请求内容过大',
  'common.unsupportedMediaType': '不支持的请求内容类型',
  'common.contentEmpty': '内容不能为空',
  'common.rateLimited': '操作过于频繁，请稍后再试',
  'common.timeout': '请求超时',
  'common.networkError': '网络异常，请检查网络连接',
  'common.licence': '许可证缺失或已过期',
  'common.deleteFailed': '删除失败！',
  'common.deleted': '删除成功',
  'common.created': '创建成功',
  'common.listChanged': '列表已发生变化，请刷新后重试',
} satisfies DomainMessages<'common'>;
