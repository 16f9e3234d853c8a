import type { DomainMessages } from '../types.ts';

/** The `faceId.` messages (face enrolment, face login, the exam's face match) in zh-CN, which defines the keys. */
export default {
  'faceId.unavailable': '本系统未启用人脸识别',
  'faceId.photoRequired': '请上传一张 JPG 或 PNG 格式、不超过 5 MB 的照片',
  'faceId.unreadable': '无法识别这张照片，请上传 JPG 或 PNG 格式的照片',
  'faceId.noFace': '照片中没有检测到人脸，请正对镜头、光线充足后重拍',
  'faceId.manyFaces': '照片中有多张人脸，请只拍您本人',
  'faceId.photoExpired': '照片已失效，请重新拍摄',
  'faceId.notEnrolled': '您还没有录入人脸，请先到个人中心录入',
  'faceId.noMatch': '人脸比对不通过，请本人正对镜头重试',
  'faceId.loginNotEnrolled': '该账号未录入人脸，请使用账号密码登录',
  'faceId.loginLocked': '人脸登录失败次数过多，请 {{minutes}} 分钟后再试或使用账号密码登录',
  'faceId.saved': '人脸录入成功',
  'faceId.deleted': '人脸信息已删除',
  'faceId.notLive': '未检测到头部转动，请按提示转头后重试',
  'faceId.examCheckFirst': '本考试需要先通过人脸比对',
  'faceId.matched': '人脸比对通过',
  'faceId.failedChances': '人脸比对不通过，还剩 {{count}} 次机会',
  'faceId.handedIn': '人脸比对多次不通过，试卷已自动提交',
} satisfies DomainMessages<'faceId'>;
