import type { DomainMessages } from '../types.ts';

/** The `sms.` messages (codes sent by text message) in zh-CN, which defines the keys. */
export default {
  'sms.sent': '验证码已发送，{{minutes}} 分钟内有效',
  'sms.tooSoon': '发送太频繁，请一分钟后再试',
  'sms.dailyLimit': '今天发送验证码的次数已达上限，请明天再试',
  'sms.sendFailed': '短信发送失败，请稍后再试',
  'sms.codeWrong': '短信验证码错误或已过期',
  'sms.codeTries': '短信验证码错误次数过多，请重新获取',
  'sms.severalAccounts': '该手机号绑定了多个账号，请使用账号密码登录或联系管理员',
  'sms.passwordReset': '密码已重置，请使用新密码登录',
  'sms.notConfigured': '请先保存短信服务商的设置（AccessKey、签名和模板）',
  'sms.testRefused': '短信服务商拒绝发送：{{code}} {{reason}}',
  'sms.testTooSoon': '测试短信每分钟只能发送一条，请稍后再试',
  'sms.testDailyLimit': '今天发送测试短信的次数已达上限，请明天再试',
} satisfies DomainMessages<'sms'>;
