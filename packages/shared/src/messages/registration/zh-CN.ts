/** The `registration.` messages in zh-CN: a registration's outcome (only the server says them). */
export default {
  'registration.done': '注册成功，请登录',
  'registration.closed': '注册已关闭',
  'registration.failed': '注册失败！',
  'registration.repeat': '您不能重复注册！',
  'registration.domainTaken': '该企业域名已被使用',
  'registration.tooMany': '注册过于频繁，请稍后再试',
  'registration.lookupsTooMany': '操作过于频繁，请稍后再试',
  'registration.saved': '注册设置已保存',
  'registration.department': '请选择本企业的部门',
} as const;
