import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `signOn.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'signOn.notConfigured': '企業帳號登入尚未設定，請使用帳號密碼登入',
  'signOn.stateInvalid': '登入請求無效或已過期，請重新登入',
  'signOn.providerRefused': '身分提供者拒絕了登入：{{reason}}',
  'signOn.failed': '企業帳號登入失敗，請重新登入',
  'signOn.noAccount': '沒有相符的帳號，請聯絡管理員',
  'signOn.unreachable': '無法連線身分提供者：{{reason}}',
  'signOn.ticketInvalid': '登入憑證無效，請從企業入口網站重新進入',
  'signOn.ticketExpired': '登入憑證已過期（或雙方時鐘不一致），請從企業入口網站重新進入',
  'signOn.ticketUsed': '登入憑證已使用過，請從企業入口網站重新進入',
  'signOn.transferInvalid': '登入連結已失效（僅可使用一次，一分鐘內有效），請重新登入',
  'signOn.syncRunning': '該套件的通訊錄同步正在進行，請等待本次完成',
  'signOn.syncNotFound': '找不到該同步紀錄',
  'signOn.syncNotActive': '該同步已結束，只能取消排隊中或進行中的同步',
  'signOn.installOff': '本站未開通企業微信第三方應用安裝',
  'signOn.installNoCompany': '您的企業微信企業尚未在本站開通，請聯絡平台營運方',
  'signOn.installCodeInvalid': '企業微信未接受本次安裝（授權碼無效或已過期），請重新添加應用',
  'signOn.callbackRefused': '回呼訊息校驗失敗',
  'signOn.installed': '已新增至企業微信',
  'signOn.installStateInvalid': '安裝連結無效或已過期，請重新新增應用',
  'signOn.otherCorp':
    '您登入的企業微信企業不是本單位綁定的企業，請切換到本單位的企業微信後重新登入',
  'signOn.installCancelled':
    '本單位已在企業微信中移除本應用，請聯絡管理員重新新增或使用帳號密碼登入',
  'signOn.feishuStoreOff': '本站未開通飛書商店應用',
  'signOn.feishuTenantUnbound':
    '您的飛書企業未綁定本站的該公司，請聯絡管理員在飛書登入設定中填寫企業的 tenant_key',
  'signOn.feishuTicketPending':
    '飛書尚未向本站推送商店應用的 app_ticket，已請求重新推送，請稍後再試',
} satisfies Translation<typeof zhCN>;
