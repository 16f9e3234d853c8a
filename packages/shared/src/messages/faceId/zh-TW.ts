import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `faceId.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'faceId.unavailable': '本系統未啟用人臉辨識',
  'faceId.photoRequired': '請上傳一張 JPG 或 PNG 格式、不超過 5 MB 的照片',
  'faceId.unreadable': '無法辨識這張照片，請上傳 JPG 或 PNG 格式的照片',
  'faceId.noFace': '照片中沒有偵測到人臉，請正對鏡頭、光線充足後重拍',
  'faceId.manyFaces': '照片中有多張人臉，請只拍您本人',
  'faceId.photoExpired': '照片已失效，請重新拍攝',
  'faceId.notEnrolled': '您還沒有錄入人臉，請先到個人中心錄入',
  'faceId.noMatch': '人臉比對不通過，請本人正對鏡頭重試',
  'faceId.loginNotEnrolled': '該帳號未錄入人臉，請使用帳號密碼登入',
  'faceId.loginLocked': '人臉登入失敗次數過多，請 {{minutes}} 分鐘後再試或使用帳號密碼登入',
  'faceId.saved': '人臉錄入成功',
  'faceId.deleted': '人臉資訊已刪除',
  'faceId.notLive': '未偵測到頭部轉動，請依提示轉頭後重試',
  'faceId.examCheckFirst': '本考試需要先通過人臉比對',
  'faceId.matched': '人臉比對通過',
  'faceId.failedChances': '人臉比對不通過，還剩 {{count}} 次機會',
  'faceId.handedIn': '人臉比對多次不通過，試卷已自動交出',
} satisfies Translation<typeof zhCN>;
