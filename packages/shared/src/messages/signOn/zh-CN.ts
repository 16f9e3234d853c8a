import type { DomainMessages } from '../types.ts';

/** The `signOn.` messages (what a sign-on through the company's identity provider answers; the
 * server's alone) in zh-CN, which defines the keys. */
export default {
  'signOn.notConfigured': '企业账号登录尚未设置，请使用账号密码登录',
  'signOn.stateInvalid': '登录请求无效或已过期，请重新登录',
  'signOn.providerRefused': '身份提供方拒绝了登录：{{reason}}',
  'signOn.failed': '企业账号登录失败，请重新登录',
  'signOn.noAccount': '没有匹配的账号，请联系管理员',
  'signOn.unreachable': '无法连接身份提供方：{{reason}}',
  'signOn.ticketInvalid': '登录凭证无效，请从企业门户重新进入',
  'signOn.ticketExpired': '登录凭证已过期（或双方时钟不一致），请从企业门户重新进入',
  'signOn.ticketUsed': '登录凭证已使用过，请从企业门户重新进入',
  'signOn.transferInvalid': '登录链接已失效（仅可使用一次，一分钟内有效），请重新登录',
  'signOn.syncRunning': '该套件的通讯录同步正在进行，请等待本次完成',
  'signOn.syncNotFound': '找不到该同步记录',
  'signOn.syncNotActive': '该同步已结束，只能取消排队中或进行中的同步',
  'signOn.installOff': '本站未开通企业微信第三方应用安装',
  'signOn.installNoCompany': '您的企业微信企业尚未在本站开通，请联系平台运营方',
  'signOn.installCodeInvalid': '企业微信未接受本次安装（授权码无效或已过期），请重新添加应用',
  'signOn.callbackRefused': '回调消息校验失败',
  'signOn.installed': '已添加到企业微信',
  'signOn.installStateInvalid': '安装链接无效或已过期，请重新添加应用',
  'signOn.otherCorp':
    '您登录的企业微信企业不是本单位绑定的企业，请切换到本单位的企业微信后重新登录',
  'signOn.installCancelled':
    '本单位已在企业微信中移除本应用，请联系管理员重新添加或使用账号密码登录',
  'signOn.feishuStoreOff': '本站未开通飞书商店应用',
  'signOn.feishuTenantUnbound':
    '您的飞书企业未绑定本站的该公司，请联系管理员在飞书登录设置中填写企业的 tenant_key',
  'signOn.feishuTicketPending':
    '飞书尚未向本站推送商店应用的 app_ticket，已请求重新推送，请稍后再试',
} satisfies DomainMessages<'signOn'>;
