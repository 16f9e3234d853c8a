import type { DomainMessages } from '../types.ts';

/** The `auth.` messages in zh-CN, which defines the keys. */
export default {
  'auth.loginFailed': '登录失败',
  'auth.badCredentials': '账号或密码错误',
  'auth.captchaRequired': '请输入验证码',
  'auth.captchaWrong': '验证码错误或已过期',
  'auth.locked': '登录失败次数过多，账号已锁定，请 {{minutes}} 分钟后再试',
  'auth.disabled': '账号已停用，请联系管理员',
  'auth.noToken': '请先登录',
  'auth.tokenExpired': '登录已过期，请重新登录',
  'auth.kicked': '您的账号已在其他地方登录',
  'auth.forbidden': '您没有权限进行此操作',
  'auth.passwordChangeRequired': '请先修改密码再继续',
  'auth.adminRequired': '该账号没有管理员权限',
  'auth.refreshInvalid': '登录状态已失效，请重新登录',
  'auth.decryptFailed': '密码解密失败，请刷新页面后重试',
  'auth.qrCreateFailed': '二维码创建失败',
  'auth.qrInvalid': '您的二维码已失效',
  'auth.logoutSuccess': '已退出登录',
} satisfies DomainMessages<'auth'>;
