/**
 * The message catalogue shared by the server and both web apps. Each key has the three
 * product languages; en-US uses the spec's wording (spec section 8) where it gives one.
 * Placeholders are written {name} and filled by interpolate().
 */
export const MESSAGES = {
  // common
  'common.success': { 'zh-CN': '成功', 'zh-TW': '成功', 'en-US': 'Success' },
  'common.modified': { 'zh-CN': '修改成功', 'zh-TW': '修改成功', 'en-US': 'Modified successfully' },
  'common.operationFailed': {
    'zh-CN': '操作失败',
    'zh-TW': '操作失敗',
    'en-US': 'Operation failed',
  },
  'common.parameterError': { 'zh-CN': '参数错误', 'zh-TW': '參數錯誤', 'en-US': 'Parameter error' },
  'common.malformedMultipart': {
    'zh-CN': '上传的内容格式不正确，请重新选择文件上传',
    'zh-TW': '上傳的內容格式不正確，請重新選擇檔案上傳',
    'en-US': 'The upload is malformed; please choose the file and upload it again',
  },
  'common.notFound': {
    'zh-CN': '您访问的页面不存在',
    'zh-TW': '您訪問的頁面不存在',
    'en-US': 'The page you are visiting does not exist',
  },
  'common.internal': {
    'zh-CN': '服务器开小差了，请稍后再试',
    'zh-TW': '伺服器暫時無法處理，請稍後再試',
    'en-US': 'Something went wrong on our side. Please try again later',
  },
  'common.malformedJson': {
    'zh-CN': '请求内容格式错误',
    'zh-TW': '請求內容格式錯誤',
    'en-US': 'The request body is not valid JSON',
  },
  'common.bodyTooLarge': {
    'zh-CN': '请求内容过大',
    'zh-TW': '請求內容過大',
    'en-US': 'The request body is too large',
  },
  'common.unsupportedMediaType': {
    'zh-CN': '不支持的请求内容类型',
    'zh-TW': '不支援的請求內容類型',
    'en-US': 'Unsupported request content type',
  },
  'common.contentEmpty': {
    'zh-CN': '内容不能为空',
    'zh-TW': '內容不能為空',
    'en-US': 'Content cannot be empty',
  },
  'common.rateLimited': {
    'zh-CN': '操作过于频繁，请稍后再试',
    'zh-TW': '操作過於頻繁，請稍後再試',
    'en-US': 'Too many requests. Please try again later',
  },
  'common.timeout': { 'zh-CN': '请求超时', 'zh-TW': '請求逾時', 'en-US': 'The request timed out' },
  'common.networkError': {
    'zh-CN': '网络异常，请检查网络连接',
    'zh-TW': '網路異常，請檢查網路連線',
    'en-US': 'Network error. Please check your connection',
  },
  'common.licence': {
    'zh-CN': '许可证缺失或已过期',
    'zh-TW': '授權缺失或已過期',
    'en-US': 'The licence is missing or has expired',
  },
  'common.deleteFailed': {
    'zh-CN': '删除失败！',
    'zh-TW': '刪除失敗！',
    'en-US': 'Delete failed!',
  },
  'platform.configError': {
    'zh-CN': '参数配置错误',
    'zh-TW': '參數配置錯誤',
    'en-US': 'Parameter configuration error',
  },
  // uploads
  'upload.failed': { 'zh-CN': '上传失败！', 'zh-TW': '上傳失敗！', 'en-US': 'Upload failed!' },
  'upload.empty': {
    'zh-CN': '文件大小不能为 0',
    'zh-TW': '檔案大小不能為 0',
    'en-US': 'The file size cannot be 0',
  },
  'upload.format': {
    'zh-CN': '不支持的文件格式，仅支持 {formats}',
    'zh-TW': '不支援的檔案格式，僅支援 {formats}',
    'en-US': 'Unsupported file format; supported: {formats}',
  },
  'upload.tooLarge': {
    'zh-CN': '文件不能超过 {max}',
    'zh-TW': '檔案不能超過 {max}',
    'en-US': 'The file cannot be larger than {max}',
  },
  'upload.archiveTooLarge': {
    'zh-CN': '文件解压后超过 {max}，未予读取',
    'zh-TW': '檔案解壓縮後超過 {max}，未予讀取',
    'en-US': 'The file unpacks to more than {max}, so it was not opened',
  },
  'upload.archiveUnsafe': {
    'zh-CN': '文件的压缩内容异常（疑似压缩炸弹），未予读取',
    'zh-TW': '檔案的壓縮內容異常（疑似壓縮炸彈），未予讀取',
    'en-US':
      'The file’s compressed content is abnormal (a possible zip bomb), so it was not opened',
  },
  // sessions
  'auth.loginFailed': { 'zh-CN': '登录失败', 'zh-TW': '登入失敗', 'en-US': 'Login failed' },
  'auth.badCredentials': {
    'zh-CN': '账号或密码错误',
    'zh-TW': '帳號或密碼錯誤',
    'en-US': 'The account or password is wrong',
  },
  'auth.captchaRequired': {
    'zh-CN': '请输入验证码',
    'zh-TW': '請輸入驗證碼',
    'en-US': 'Please enter the captcha',
  },
  'auth.captchaWrong': {
    'zh-CN': '验证码错误或已过期',
    'zh-TW': '驗證碼錯誤或已過期',
    'en-US': 'The captcha is wrong or has expired',
  },
  'auth.locked': {
    'zh-CN': '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
    'zh-TW': '登入失敗次數過多，帳號已鎖定，請 {minutes} 分鐘後再試',
    'en-US': 'Too many failed logins. The account is locked; try again in {minutes} minutes',
  },
  'auth.disabled': {
    'zh-CN': '账号已停用，请联系管理员',
    'zh-TW': '帳號已停用，請聯絡管理員',
    'en-US': 'This account is disabled. Please contact your administrator',
  },
  'auth.noToken': { 'zh-CN': '请先登录', 'zh-TW': '請先登入', 'en-US': 'Please sign in' },
  'auth.tokenExpired': {
    'zh-CN': '登录已过期，请重新登录',
    'zh-TW': '登入已過期，請重新登入',
    'en-US': 'Your session has expired. Please sign in again',
  },
  'auth.kicked': {
    'zh-CN': '您的账号已在其他地方登录',
    'zh-TW': '您的帳號已在其他地方登入',
    'en-US': 'Your account has signed in elsewhere',
  },
  'auth.forbidden': {
    'zh-CN': '您没有权限进行此操作',
    'zh-TW': '您沒有權限進行此操作',
    'en-US': 'You do not have permission to do this',
  },
  'auth.passwordChangeRequired': {
    'zh-CN': '请先修改密码再继续',
    'zh-TW': '請先修改密碼再繼續',
    'en-US': 'Please change your password before continuing',
  },
  'auth.adminRequired': {
    'zh-CN': '该账号没有管理员权限',
    'zh-TW': '該帳號沒有管理員權限',
    'en-US': 'This account has no administrator rights',
  },
  'auth.refreshInvalid': {
    'zh-CN': '登录状态已失效，请重新登录',
    'zh-TW': '登入狀態已失效，請重新登入',
    'en-US': 'Your sign-in is no longer valid. Please sign in again',
  },
  'auth.decryptFailed': {
    'zh-CN': '密码解密失败，请刷新页面后重试',
    'zh-TW': '密碼解密失敗，請重新整理頁面後重試',
    'en-US': 'The password could not be decrypted. Reload the page and try again',
  },
  'auth.logoutSuccess': { 'zh-CN': '已退出登录', 'zh-TW': '已登出', 'en-US': 'Signed out' },
  // passwords (spec section 5)
  'password.required': {
    'zh-CN': '请输入新密码',
    'zh-TW': '請輸入新密碼',
    'en-US': 'Please enter the new password',
  },
  'password.confirmRequired': {
    'zh-CN': '请再次输入新密码',
    'zh-TW': '請再次輸入新密碼',
    'en-US': 'Please confirm the new password',
  },
  'password.oldRequired': {
    'zh-CN': '请输入原密码',
    'zh-TW': '請輸入原密碼',
    'en-US': 'Please enter the original password',
  },
  'password.mismatch': {
    'zh-CN': '两次输入的密码不一致',
    'zh-TW': '兩次輸入的密碼不一致',
    'en-US': 'Two times passwords are not consistent',
  },
  'password.oldWrong': {
    'zh-CN': '原密码错误',
    'zh-TW': '原密碼錯誤',
    'en-US': 'The original password is wrong',
  },
  'password.oldLocked': {
    'zh-CN': '原密码错误次数过多，请 {minutes} 分钟后再试',
    'zh-TW': '原密碼錯誤次數過多，請 {minutes} 分鐘後再試',
    'en-US': 'Too many wrong original passwords. Try again in {minutes} minutes',
  },
  'password.sameAsOld': {
    'zh-CN': '新密码不能与原密码相同',
    'zh-TW': '新密碼不能與原密碼相同',
    'en-US': 'The new password must differ from the original password',
  },
  'password.tooShort': {
    'zh-CN': '密码长度不能少于 {min} 位',
    'zh-TW': '密碼長度不能少於 {min} 位',
    'en-US': 'The password must be at least {min} characters',
  },
  'password.tooLong': {
    'zh-CN': '密码长度不能超过 {max} 位',
    'zh-TW': '密碼長度不能超過 {max} 位',
    'en-US': 'The password must be at most {max} characters',
  },
  'password.lengthRange': {
    'zh-CN': '密码长度须为 {min} 到 {max} 位',
    'zh-TW': '密碼長度須為 {min} 到 {max} 位',
    'en-US': 'The password must be {min} to {max} characters',
  },
  'password.classes': {
    'zh-CN': '密码须包含小写字母、大写字母、数字、特殊字符中的至少三种',
    'zh-TW': '密碼須包含小寫字母、大寫字母、數字、特殊字元中的至少三種',
    'en-US':
      'The password must contain at least three of: lowercase letters, uppercase letters, digits, special characters',
  },
  'password.containsAccount': {
    'zh-CN': '密码不能包含账号',
    'zh-TW': '密碼不能包含帳號',
    'en-US': 'The password must not contain the account name',
  },
  'password.forbiddenChars': {
    'zh-CN': '密码不能包含 & % = + 字符',
    'zh-TW': '密碼不能包含 & % = + 字元',
    'en-US': 'The password must not contain & % = +',
  },
  'password.invalidChars': {
    'zh-CN': '密码只能包含字母、数字和特殊字符 , . < > { } ~ ! @ # $ ^ * _',
    'zh-TW': '密碼只能包含字母、數字和特殊字元 , . < > { } ~ ! @ # $ ^ * _',
    'en-US':
      'The password may contain only letters, digits and the special characters , . < > { } ~ ! @ # $ ^ * _',
  },
  'password.repeated': {
    'zh-CN': '密码不能包含三个及以上相同的字符',
    'zh-TW': '密碼不能包含三個及以上相同的字元',
    'en-US': 'The password must not contain three identical characters in a row',
  },
  'password.sequence': {
    'zh-CN': '密码不能包含三个及以上连续的字符（如 abc、123）',
    'zh-TW': '密碼不能包含三個及以上連續的字元（如 abc、123）',
    'en-US': 'The password must not contain three consecutive characters (such as abc or 123)',
  },
  'password.keyboard': {
    'zh-CN': '密码不能包含三个及以上键盘相邻的字符（如 qwe、1qa）',
    'zh-TW': '密碼不能包含三個及以上鍵盤相鄰的字元（如 qwe、1qa）',
    'en-US': 'The password must not contain three adjacent keyboard keys (such as qwe or 1qa)',
  },
  'password.changeFirstLogin': {
    'zh-CN': '首次登录，请修改初始密码',
    'zh-TW': '首次登入，請修改初始密碼',
    'en-US': 'This is your first login. Please change your initial password',
  },
  'password.changeExpired': {
    'zh-CN': '密码已过期，请修改密码',
    'zh-TW': '密碼已過期，請修改密碼',
    'en-US': 'Your password has expired. Please change it',
  },
  // field validation (spec section 5); {name} is the field's label
  'validation.required': {
    'zh-CN': '此项为必填项',
    'zh-TW': '此項為必填項',
    'en-US': 'This field is required',
  },
  'validation.enter': {
    'zh-CN': '请输入{name}',
    'zh-TW': '請輸入{name}',
    'en-US': 'Please enter {name}',
  },
  'validation.select': {
    'zh-CN': '请选择{name}',
    'zh-TW': '請選擇{name}',
    'en-US': 'Please select {name}',
  },
  'validation.tooLong': {
    'zh-CN': '不能超过 {max} 个字符',
    'zh-TW': '不能超過 {max} 個字元',
    'en-US': 'At most {max} characters',
  },
  'validation.tooShort': {
    'zh-CN': '不能少于 {min} 个字符',
    'zh-TW': '不能少於 {min} 個字元',
    'en-US': 'At least {min} characters',
  },
  'validation.whitespace': {
    'zh-CN': '内容不能只包含空格',
    'zh-TW': '內容不能只包含空白',
    'en-US': 'The content cannot be only spaces',
  },
  'validation.mobile': {
    'zh-CN': '请输入正确的手机号码',
    'zh-TW': '請輸入正確的手機號碼',
    'en-US': 'Please enter a valid mobile number',
  },
  'validation.email': {
    'zh-CN': '请输入正确的邮箱地址',
    'zh-TW': '請輸入正確的電子郵件地址',
    'en-US': 'Please enter a valid email address',
  },
  'validation.mobileOrEmail': {
    'zh-CN': '请输入正确的手机号码或邮箱',
    'zh-TW': '請輸入正確的手機號碼或電子郵件',
    'en-US': 'Please enter a valid mobile number or email address',
  },
  'validation.landline': {
    'zh-CN': '请输入正确的电话号码',
    'zh-TW': '請輸入正確的電話號碼',
    'en-US': 'Please enter a valid telephone number',
  },
  'validation.account': {
    'zh-CN': '账号至少 3 个字符',
    'zh-TW': '帳號至少 3 個字元',
    'en-US': 'The account must be at least 3 characters',
  },
  'validation.number': {
    'zh-CN': '请输入数字',
    'zh-TW': '請輸入數字',
    'en-US': 'Please enter a number',
  },
  'validation.precision': {
    'zh-CN': '最多保留 {len} 位小数',
    'zh-TW': '最多保留 {len} 位小數',
    'en-US': 'At most {len} decimal places',
  },
  'validation.date': {
    'zh-CN': '日期格式应为 YYYY-MM-DD',
    'zh-TW': '日期格式應為 YYYY-MM-DD',
    'en-US': 'The date must be YYYY-MM-DD',
  },
  'validation.datetime': {
    'zh-CN': '时间格式应为 YYYY-MM-DD HH:mm',
    'zh-TW': '時間格式應為 YYYY-MM-DD HH:mm',
    'en-US': 'The time must be YYYY-MM-DD HH:mm',
  },
  'validation.option': {
    'zh-CN': '请选择有效的选项',
    'zh-TW': '請選擇有效的選項',
    'en-US': 'Please choose one of the offered options',
  },
  'validation.parentNotSelectable': {
    'zh-CN': '只能选择最下级选项',
    'zh-TW': '只能選擇最下級選項',
    'en-US': 'Only the lowest-level options can be chosen',
  },
  'validation.department': {
    'zh-CN': '请选择所属部门',
    'zh-TW': '請選擇所屬部門',
    'en-US': 'Please select your department',
  },
  'validation.invalid': {
    'zh-CN': '格式不正确',
    'zh-TW': '格式不正確',
    'en-US': 'The value is not valid',
  },
  'validation.unknownField': {
    'zh-CN': '包含未知字段：{name}',
    'zh-TW': '包含未知欄位：{name}',
    'en-US': 'Unknown field: {name}',
  },
  // profile & personnel information
  'profile.infoNotRequired': {
    'zh-CN': '当前无需完善个人信息',
    'zh-TW': '目前無需完善個人資訊',
    'en-US': 'There is no personnel information to complete',
  },
  'profile.infoSubmitted': {
    'zh-CN': '提交成功',
    'zh-TW': '提交成功',
    'en-US': 'Submitted successfully',
  },
  'profile.avatarFormat': {
    'zh-CN': '头像仅支持 png、jpg、jpeg、gif 格式',
    'zh-TW': '頭像僅支援 png、jpg、jpeg、gif 格式',
    'en-US': 'The avatar must be a png, jpg, jpeg or gif image',
  },
  'department.notFound': {
    'zh-CN': '部门不存在',
    'zh-TW': '部門不存在',
    'en-US': 'The department does not exist',
  },
  'website.notFound': {
    'zh-CN': '站点不存在',
    'zh-TW': '站點不存在',
    'en-US': 'The website does not exist',
  },
  // messages and announcements
  'message.titleRequired': {
    'zh-CN': '请输入标题',
    'zh-TW': '請輸入標題',
    'en-US': 'Please enter the title',
  },
  'message.audienceRequired': {
    'zh-CN': '请选择接收范围：全体人员、部门或人员',
    'zh-TW': '請選擇接收範圍：全體人員、部門或人員',
    'en-US': 'Please choose who receives it: everyone, departments or people',
  },
  'message.noRecipients': {
    'zh-CN': '所选范围内没有可接收消息的人员',
    'zh-TW': '所選範圍內沒有可接收訊息的人員',
    'en-US': 'Nobody in the chosen audience can receive messages',
  },
  'message.sent': {
    'zh-CN': '发送成功，共 {count} 人',
    'zh-TW': '發送成功，共 {count} 人',
    'en-US': 'Sent to {count} people',
  },
  'message.notFound': {
    'zh-CN': '消息不存在',
    'zh-TW': '訊息不存在',
    'en-US': 'The message does not exist',
  },
  'message.ticketInvalid': {
    'zh-CN': '消息推送凭证无效或已过期',
    'zh-TW': '訊息推送憑證無效或已過期',
    'en-US': 'The message stream ticket is invalid or has expired',
  },
  'handover.invalid': {
    'zh-CN': '登录凭证无效或已过期，请重新登录',
    'zh-TW': '登入憑證無效或已過期，請重新登入',
    'en-US': 'The sign-in link is invalid or has expired. Please sign in',
  },
  // organisation: departments, majors, positions
  'department.parentNotFound': {
    'zh-CN': '上级部门不存在',
    'zh-TW': '上級部門不存在',
    'en-US': 'The parent department does not exist',
  },
  'department.duplicateName': {
    'zh-CN': '同一上级下已有名为“{name}”的部门',
    'zh-TW': '同一上級下已有名為「{name}」的部門',
    'en-US': 'There is already a department named "{name}" at this level',
  },
  'department.hasPeople': {
    'zh-CN': '该部门下还有 {count} 名人员，请先将他们调至其他部门',
    'zh-TW': '該部門下還有 {count} 名人員，請先將他們調至其他部門',
    'en-US': 'The department still has {count} people. Move them to another department first',
  },
  'department.hasChildren': {
    'zh-CN': '该部门下还有 {count} 个下级部门，请先删除或移走它们',
    'zh-TW': '該部門下還有 {count} 個下級部門，請先刪除或移走它們',
    'en-US': 'The department still has {count} sub-departments. Delete or move them first',
  },
  'department.moveIntoSelf': {
    'zh-CN': '不能把部门移到它自己或它的下级部门之下',
    'zh-TW': '不能把部門移到它自己或它的下級部門之下',
    'en-US': 'A department cannot be moved under itself or one of its sub-departments',
  },
  'major.notFound': {
    'zh-CN': '专业不存在',
    'zh-TW': '專業不存在',
    'en-US': 'The major does not exist',
  },
  'major.parentNotFound': {
    'zh-CN': '上级专业不存在',
    'zh-TW': '上級專業不存在',
    'en-US': 'The parent major does not exist',
  },
  'major.duplicateName': {
    'zh-CN': '同一上级下已有名为“{name}”的专业',
    'zh-TW': '同一上級下已有名為「{name}」的專業',
    'en-US': 'There is already a major named "{name}" at this level',
  },
  'major.hasChildren': {
    'zh-CN': '该专业下还有 {count} 个下级专业，请先删除或移走它们',
    'zh-TW': '該專業下還有 {count} 個下級專業，請先刪除或移走它們',
    'en-US': 'The major still has {count} sub-majors. Delete or move them first',
  },
  'major.moveIntoSelf': {
    'zh-CN': '不能把专业移到它自己或它的下级专业之下',
    'zh-TW': '不能把專業移到它自己或它的下級專業之下',
    'en-US': 'A major cannot be moved under itself or one of its sub-majors',
  },
  'position.notFound': {
    'zh-CN': '岗位不存在',
    'zh-TW': '崗位不存在',
    'en-US': 'The position does not exist',
  },
  'position.duplicateName': {
    'zh-CN': '已有名为“{name}”的岗位',
    'zh-TW': '已有名為「{name}」的崗位',
    'en-US': 'There is already a position named "{name}"',
  },
  'position.duplicateCode': {
    'zh-CN': '岗位编码“{code}”已被使用',
    'zh-TW': '崗位編碼「{code}」已被使用',
    'en-US': 'The position code "{code}" is already in use',
  },
  'position.inUse': {
    'zh-CN': '岗位“{name}”还有 {count} 名人员在任，不能删除',
    'zh-TW': '崗位「{name}」還有 {count} 名人員在任，不能刪除',
    'en-US': 'The position "{name}" is held by {count} people and cannot be deleted',
  },
  'common.deleted': { 'zh-CN': '删除成功', 'zh-TW': '刪除成功', 'en-US': 'Deleted successfully' },
  'common.created': { 'zh-CN': '创建成功', 'zh-TW': '建立成功', 'en-US': 'Created successfully' },
  // users (admin site: people, import and export)
  'user.notFound': {
    'zh-CN': '用户不存在',
    'zh-TW': '使用者不存在',
    'en-US': 'The user does not exist',
  },
  'user.accountTaken': {
    'zh-CN': '账号已被使用',
    'zh-TW': '帳號已被使用',
    'en-US': 'This account is already in use',
  },
  'user.accountRepeated': {
    'zh-CN': '账号在文件中重复（第 {row} 行已有）',
    'zh-TW': '帳號在檔案中重複（第 {row} 列已有）',
    'en-US': 'The account appears twice in the file (first on row {row})',
  },
  'user.departmentUnknown': {
    'zh-CN': '部门不存在：{path}',
    'zh-TW': '部門不存在：{path}',
    'en-US': 'No such department: {path}',
  },
  'user.roleUnknown': {
    'zh-CN': '未知角色：{name}',
    'zh-TW': '未知角色：{name}',
    'en-US': 'Unknown role: {name}',
  },
  'user.secrecyUnknown': {
    'zh-CN': '密级须为 50、60、70 或 80',
    'zh-TW': '密級須為 50、60、70 或 80',
    'en-US': 'The secrecy level must be 50, 60, 70 or 80',
  },
  'user.lecturerKind': {
    'zh-CN': '讲师只能是内部讲师或外部讲师之一',
    'zh-TW': '講師只能是內部講師或外部講師之一',
    'en-US': 'A lecturer is either internal or external, not both',
  },
  'user.selfDisable': {
    'zh-CN': '不能停用自己的账号',
    'zh-TW': '不能停用自己的帳號',
    'en-US': 'You cannot disable your own account',
  },
  'user.selfDemote': {
    'zh-CN': '不能取消自己的管理员角色',
    'zh-TW': '不能取消自己的管理員角色',
    'en-US': 'You cannot remove your own administrator role',
  },
  'user.selfReset': {
    'zh-CN': '请在个人菜单中修改自己的密码',
    'zh-TW': '請在個人選單中修改自己的密碼',
    'en-US': 'Change your own password from your account menu',
  },
  'user.importFileRequired': {
    'zh-CN': '请上传 .xlsx 文件',
    'zh-TW': '請上傳 .xlsx 檔案',
    'en-US': 'Please upload an .xlsx file',
  },
  'user.importUnreadable': {
    'zh-CN': '无法读取该文件，请使用导入模板',
    'zh-TW': '無法讀取該檔案，請使用匯入範本',
    'en-US': 'The file cannot be read. Please use the import template',
  },
  'user.importColumnMissing': {
    'zh-CN': '文件缺少列：{name}',
    'zh-TW': '檔案缺少欄：{name}',
    'en-US': 'The file has no column: {name}',
  },
  'user.importEmpty': {
    'zh-CN': '文件中没有可导入的行',
    'zh-TW': '檔案中沒有可匯入的列',
    'en-US': 'The file has no rows to import',
  },
  'user.importTooMany': {
    'zh-CN': '每次最多导入 {max} 行',
    'zh-TW': '每次最多匯入 {max} 列',
    'en-US': 'At most {max} rows can be imported at once',
  },
  'user.importFailed': {
    'zh-CN': '导入失败，未导入任何数据，请重试',
    'zh-TW': '匯入失敗，未匯入任何資料，請重試',
    'en-US': 'The import failed and nothing was imported. Please try again',
  },
  'user.exportTooMany': {
    'zh-CN': '每次最多导出 {max} 个用户，请缩小筛选范围',
    'zh-TW': '每次最多匯出 {max} 個使用者，請縮小篩選範圍',
    'en-US': 'At most {max} users can be exported at once. Please narrow the filters',
  },
  'user.importDone': {
    'zh-CN': '已导入 {imported} 个用户，{failed} 行未导入',
    'zh-TW': '已匯入 {imported} 個使用者，{failed} 列未匯入',
    'en-US': '{imported} users imported, {failed} rows not imported',
  },
  // column headers of the user import template and export (in the caller's language)
  'userColumn.account': { 'zh-CN': '账号', 'zh-TW': '帳號', 'en-US': 'Account' },
  'userColumn.realName': { 'zh-CN': '姓名', 'zh-TW': '姓名', 'en-US': 'Name' },
  'userColumn.password': {
    'zh-CN': '初始密码',
    'zh-TW': '初始密碼',
    'en-US': 'Initial password',
  },
  'userColumn.mobile': { 'zh-CN': '手机号', 'zh-TW': '手機號碼', 'en-US': 'Mobile' },
  'userColumn.email': { 'zh-CN': '邮箱', 'zh-TW': '電子郵件', 'en-US': 'Email' },
  'userColumn.department': {
    'zh-CN': '部门路径',
    'zh-TW': '部門路徑',
    'en-US': 'Department path',
  },
  'userColumn.position': { 'zh-CN': '岗位', 'zh-TW': '職位', 'en-US': 'Position' },
  'userColumn.roles': { 'zh-CN': '角色', 'zh-TW': '角色', 'en-US': 'Roles' },
  'userColumn.secrecyLevel': { 'zh-CN': '密级', 'zh-TW': '密級', 'en-US': 'Secrecy level' },
  'userColumn.status': { 'zh-CN': '状态', 'zh-TW': '狀態', 'en-US': 'Status' },
  'userColumn.createdAt': { 'zh-CN': '创建时间', 'zh-TW': '建立時間', 'en-US': 'Created' },
  'userStatus.active': { 'zh-CN': '正常', 'zh-TW': '正常', 'en-US': 'Active' },
  'userStatus.disabled': { 'zh-CN': '已停用', 'zh-TW': '已停用', 'en-US': 'Disabled' },
  // roles of spec section 1 and secrecy levels of spec section 3
  'role.learner': { 'zh-CN': '学员', 'zh-TW': '學員', 'en-US': 'Learner' },
  'role.lecturer_internal': {
    'zh-CN': '内部讲师',
    'zh-TW': '內部講師',
    'en-US': 'Internal lecturer',
  },
  'role.lecturer_external': {
    'zh-CN': '外部讲师',
    'zh-TW': '外部講師',
    'en-US': 'External lecturer',
  },
  'role.admin': { 'zh-CN': '管理员', 'zh-TW': '管理員', 'en-US': 'Administrator' },
  'role.exam_reviewer': { 'zh-CN': '考试阅卷人', 'zh-TW': '考試閱卷人', 'en-US': 'Exam reviewer' },
  'role.homework_reviewer': {
    'zh-CN': '作业批阅人',
    'zh-TW': '作業批閱人',
    'en-US': 'Homework reviewer',
  },
  'role.attendance_manager': {
    'zh-CN': '考勤管理员',
    'zh-TW': '考勤管理員',
    'en-US': 'Attendance manager',
  },
  'role.unit_manager': { 'zh-CN': '单位管理员', 'zh-TW': '單位管理員', 'en-US': 'Unit manager' },
  'role.supervisor': { 'zh-CN': '主管', 'zh-TW': '主管', 'en-US': 'Supervisor' },
  'role.mentor': { 'zh-CN': '导师', 'zh-TW': '導師', 'en-US': 'Mentor' },
  'role.task_supervisor': {
    'zh-CN': '任务督导',
    'zh-TW': '任務督導',
    'en-US': 'Task supervisor',
  },
  'secrecy.50': { 'zh-CN': '非密', 'zh-TW': '非密', 'en-US': 'Non-secret' },
  'secrecy.60': { 'zh-CN': '内部', 'zh-TW': '內部', 'en-US': 'Internal' },
  'secrecy.70': { 'zh-CN': '秘密', 'zh-TW': '秘密', 'en-US': 'Secret' },
  'secrecy.80': { 'zh-CN': '机密', 'zh-TW': '機密', 'en-US': 'Confidential' },
  // configuration: company settings, websites, menus, score names, personnel fields (admin)
  'validation.range': {
    'zh-CN': '请输入 {min} 到 {max} 之间的整数',
    'zh-TW': '請輸入 {min} 到 {max} 之間的整數',
    'en-US': 'Enter a whole number from {min} to {max}',
  },
  'validation.url': {
    'zh-CN': '请输入以 http://、https:// 或 / 开头的地址',
    'zh-TW': '請輸入以 http://、https:// 或 / 開頭的網址',
    'en-US': 'Enter an address starting with http://, https:// or /',
  },
  'validation.domain': {
    'zh-CN': '请输入正确的域名（如 learn.example.com）',
    'zh-TW': '請輸入正確的網域（如 learn.example.com）',
    'en-US': 'Enter a valid host name (such as learn.example.com)',
  },
  'validation.hexColour': {
    'zh-CN': '请输入正确的颜色值（如 #1677ff）',
    'zh-TW': '請輸入正確的顏色值（如 #1677ff）',
    'en-US': 'Enter a colour such as #1677ff',
  },
  'validation.code': {
    'zh-CN': '只能包含字母、数字、下划线和短横线，最多 {max} 个字符',
    'zh-TW': '只能包含字母、數字、底線和連字號，最多 {max} 個字元',
    'en-US': 'Only letters, digits, _ and -, at most {max} characters',
  },
  'validation.duplicate': {
    'zh-CN': '不能包含重复的值',
    'zh-TW': '不能包含重複的值',
    'en-US': 'The list cannot contain the same value twice',
  },
  'common.listChanged': {
    'zh-CN': '列表已发生变化，请刷新后重试',
    'zh-TW': '清單已有變動，請重新整理後再試',
    'en-US': 'The list has changed. Reload and try again',
  },
  'config.languagesRequired': {
    'zh-CN': '请至少选择一种语言',
    'zh-TW': '請至少選擇一種語言',
    'en-US': 'Choose at least one language',
  },
  'config.logoFormat': {
    'zh-CN': 'Logo 仅支持 png、jpg、jpeg 格式',
    'zh-TW': 'Logo 僅支援 png、jpg、jpeg 格式',
    'en-US': 'The logo must be a png, jpg or jpeg image',
  },
  'website.domainTaken': {
    'zh-CN': '该域名已被其他站点使用',
    'zh-TW': '該網域已被其他站點使用',
    'en-US': 'Another website already uses this host name',
  },
  'website.lastOne': {
    'zh-CN': '不能删除最后一个站点',
    'zh-TW': '不能刪除最後一個站點',
    'en-US': 'The last website cannot be deleted',
  },
  'website.lastActive': {
    'zh-CN': '至少需要保留一个启用的站点',
    'zh-TW': '至少需要保留一個啟用的站點',
    'en-US': 'At least one website must stay active',
  },
  'menu.notFound': {
    'zh-CN': '菜单不存在',
    'zh-TW': '選單不存在',
    'en-US': 'The menu entry does not exist',
  },
  'menu.code': {
    'zh-CN': '菜单编码须以字母开头，只能包含字母、数字和下划线，最多 32 个字符',
    'zh-TW': '選單編碼須以字母開頭，只能包含字母、數字和底線，最多 32 個字元',
    'en-US':
      'The menu code must start with a letter and hold only letters, digits and _ (at most 32)',
  },
  'menu.codeTaken': {
    'zh-CN': '菜单编码已存在',
    'zh-TW': '選單編碼已存在',
    'en-US': 'This menu code is already in use',
  },
  'menu.codeReserved': {
    'zh-CN': '该编码属于系统菜单，请换一个',
    'zh-TW': '該編碼屬於系統選單，請換一個',
    'en-US': 'This code belongs to a product menu; choose another',
  },
  'menu.notCustom': {
    'zh-CN': '只能删除自定义菜单，系统菜单可以停用',
    'zh-TW': '只能刪除自訂選單，系統選單可以停用',
    'en-US': 'Only custom entries can be deleted; product entries can be switched off',
  },
  'menu.siteHasMenus': {
    'zh-CN': '该站点已有独立菜单',
    'zh-TW': '該站點已有獨立選單',
    'en-US': 'This website already has its own menus',
  },
  'menu.siteUsesCompany': {
    'zh-CN': '该站点使用企业通用菜单，请先复制为站点菜单',
    'zh-TW': '該站點使用企業通用選單，請先複製為站點選單',
    'en-US': 'This website shows the company-wide menus; copy them to the website first',
  },
  'field.notFound': {
    'zh-CN': '字段不存在',
    'zh-TW': '欄位不存在',
    'en-US': 'The field does not exist',
  },
  'field.key': {
    'zh-CN': '字段标识须以字母开头，只能包含字母、数字和下划线，最多 32 个字符',
    'zh-TW': '欄位標識須以字母開頭，只能包含字母、數字和底線，最多 32 個字元',
    'en-US':
      'The field key must start with a letter and hold only letters, digits and _ (at most 32)',
  },
  'field.keyTaken': {
    'zh-CN': '字段标识已存在',
    'zh-TW': '欄位標識已存在',
    'en-US': 'This field key is already in use',
  },
  'field.keyFixed': {
    'zh-CN': '字段标识创建后不能修改',
    'zh-TW': '欄位標識建立後不能修改',
    'en-US': 'The field key cannot be changed after creation',
  },
  'field.builtInType': {
    'zh-CN': '内置字段的类型不能修改',
    'zh-TW': '內建欄位的類型不能修改',
    'en-US': 'The type of a built-in field cannot be changed',
  },
  'field.optionsRequired': {
    'zh-CN': '请至少添加一个选项',
    'zh-TW': '請至少新增一個選項',
    'en-US': 'Add at least one option',
  },
  'field.noOptions': {
    'zh-CN': '该字段不使用选项',
    'zh-TW': '該欄位不使用選項',
    'en-US': 'This field takes no options',
  },
  'field.optionKey': {
    'zh-CN': '选项标识只能包含字母、数字、下划线和短横线，最多 32 个字符',
    'zh-TW': '選項標識只能包含字母、數字、底線和連字號，最多 32 個字元',
    'en-US': 'Option keys hold only letters, digits, _ and - (at most 32)',
  },
  'field.optionKeyTaken': {
    'zh-CN': '选项标识重复：{key}',
    'zh-TW': '選項標識重複：{key}',
    'en-US': 'The option key {key} is used twice',
  },
  'field.optionChildren': {
    'zh-CN': '只有树形字段的选项可以有下级',
    'zh-TW': '只有樹狀欄位的選項可以有下級',
    'en-US': 'Only the options of a tree field can have children',
  },
  'field.optionDepth': {
    'zh-CN': '选项最多 {max} 级',
    'zh-TW': '選項最多 {max} 級',
    'en-US': 'Options can be at most {max} levels deep',
  },
  'field.optionCount': {
    'zh-CN': '选项最多 {max} 个',
    'zh-TW': '選項最多 {max} 個',
    'en-US': 'At most {max} options',
  },
  'field.sexOptions': {
    'zh-CN': '性别选项的标识只能是 1（男）和 2（女）',
    'zh-TW': '性別選項的標識只能是 1（男）和 2（女）',
    'en-US': 'The sex options must have the keys 1 (male) and 2 (female)',
  },
  // approvals and the audit centre (spec s.3 "Approval status", s.4, s.7 "Audit")
  'profile.infoPending': {
    'zh-CN': '您提交的信息正在审核中，审核完成前不能再次提交',
    'zh-TW': '您提交的資訊正在審核中，審核完成前不能再次提交',
    'en-US': 'Your information is under review; you can submit again once it has been decided',
  },
  'audit.typePersonnel': {
    'zh-CN': '人员信息变更',
    'zh-TW': '人員資訊變更',
    'en-US': 'Personnel information change',
  },
  'audit.unknownType': {
    'zh-CN': '不支持的审核类型',
    'zh-TW': '不支援的審核類型',
    'en-US': 'Unknown approval type',
  },
  'audit.unknownRole': {
    'zh-CN': '请选择有效的角色',
    'zh-TW': '請選擇有效的角色',
    'en-US': 'Please choose a valid role',
  },
  'audit.nodeRequired': {
    'zh-CN': '请至少添加一个审核节点',
    'zh-TW': '請至少新增一個審核節點',
    'en-US': 'Add at least one approval node',
  },
  'audit.tooManyNodes': {
    'zh-CN': '审核节点不能超过 {max} 个',
    'zh-TW': '審核節點不能超過 {max} 個',
    'en-US': 'At most {max} approval nodes',
  },
  'audit.approverRequired': {
    'zh-CN': '每个节点至少需要一位审核人（人员或角色）',
    'zh-TW': '每個節點至少需要一位審核人（人員或角色）',
    'en-US': 'Each node needs at least one approver (a person or a role)',
  },
  'audit.tooManyApprovers': {
    'zh-CN': '每个节点的审核人不能超过 {max} 位',
    'zh-TW': '每個節點的審核人不能超過 {max} 位',
    'en-US': 'At most {max} approvers per node',
  },
  'audit.approverNotFound': {
    'zh-CN': '审核人不存在或已停用',
    'zh-TW': '審核人不存在或已停用',
    'en-US': 'An approver does not exist or is disabled',
  },
  'audit.activeExists': {
    'zh-CN': '该审核类型已有启用的模板，请先停用它',
    'zh-TW': '該審核類型已有啟用的範本，請先停用它',
    'en-US': 'This approval type already has an active template; disable it first',
  },
  'audit.templateNotFound': {
    'zh-CN': '审核模板不存在',
    'zh-TW': '審核範本不存在',
    'en-US': 'The approval template does not exist',
  },
  'audit.templateInUse': {
    'zh-CN': '该模板还有审核中的单据，不能删除',
    'zh-TW': '該範本還有審核中的單據，不能刪除',
    'en-US': 'This template still has items under review and cannot be deleted',
  },
  'audit.receiptNotFound': {
    'zh-CN': '审核单据不存在',
    'zh-TW': '審核單據不存在',
    'en-US': 'The approval item does not exist',
  },
  'audit.notParty': {
    'zh-CN': '您不是该单据的申请人或审核人',
    'zh-TW': '您不是該單據的申請人或審核人',
    'en-US': 'You are neither the applicant nor an approver of this item',
  },
  'audit.notApprover': {
    'zh-CN': '您不是该单据的审核人',
    'zh-TW': '您不是該單據的審核人',
    'en-US': 'You are not an approver of this item',
  },
  'audit.notYourTurn': {
    'zh-CN': '该单据当前不在您的审核节点',
    'zh-TW': '該單據目前不在您的審核節點',
    'en-US': 'This item is not waiting for your decision',
  },
  'audit.notReviewing': {
    'zh-CN': '该单据已不在审核中',
    'zh-TW': '該單據已不在審核中',
    'en-US': 'This item is no longer under review',
  },
  'audit.notApplicant': {
    'zh-CN': '只有申请人可以进行此操作',
    'zh-TW': '只有申請人可以進行此操作',
    'en-US': 'Only the applicant can do this',
  },
  'audit.notFirstNodeApprover': {
    'zh-CN': '您不是当前第一个审核节点的审核人',
    'zh-TW': '您不是目前第一個審核節點的審核人',
    'en-US': 'You are not an approver of the first node waiting for a decision',
  },
  'audit.remarkRequired': {
    'zh-CN': '请填写驳回原因',
    'zh-TW': '請填寫駁回原因',
    'en-US': 'Please enter the reason for rejecting',
  },
  'audit.approved': { 'zh-CN': '已通过', 'zh-TW': '已通過', 'en-US': 'Approved' },
  'audit.rejected': { 'zh-CN': '已驳回', 'zh-TW': '已駁回', 'en-US': 'Rejected' },
  'audit.withdrawn': { 'zh-CN': '已撤回', 'zh-TW': '已撤回', 'en-US': 'Withdrawn' },
  // Stored files, uploads and document conversion
  'files.imageSize': {
    'zh-CN': '图片尺寸必须为 {sizes} 像素',
    'zh-TW': '圖片尺寸必須為 {sizes} 像素',
    'en-US': 'The picture must be {sizes} pixels',
  },
  'files.imageUnreadable': {
    'zh-CN': '无法读取该图片',
    'zh-TW': '無法讀取該圖片',
    'en-US': 'The picture cannot be read',
  },
  'files.notFound': {
    'zh-CN': '文件不存在',
    'zh-TW': '檔案不存在',
    'en-US': 'The file does not exist',
  },
  'files.uploadNotFound': {
    'zh-CN': '上传任务不存在或已过期，请重新上传',
    'zh-TW': '上傳任務不存在或已過期，請重新上傳',
    'en-US': 'The upload does not exist or has expired; please upload the file again',
  },
  'files.chunkInvalid': {
    'zh-CN': '分片序号或大小不正确',
    'zh-TW': '分片序號或大小不正確',
    'en-US': 'The part number or size is wrong',
  },
  'files.chunksMissing': {
    'zh-CN': '文件还有 {count} 个分片未上传',
    'zh-TW': '檔案還有 {count} 個分片未上傳',
    'en-US': '{count} parts of the file have not been uploaded yet',
  },
  'files.useChunked': {
    'zh-CN': '超过 {max} 的文件请分片上传',
    'zh-TW': '超過 {max} 的檔案請分片上傳',
    'en-US': 'Files larger than {max} must be uploaded in parts',
  },
  'files.packageInvalid': {
    'zh-CN': '课件包不是有效的 zip 文件',
    'zh-TW': '課件包不是有效的 zip 檔案',
    'en-US': 'The package is not a valid zip file',
  },
  'files.packageUnsafe': {
    'zh-CN': '课件包中的文件路径不安全：{name}',
    'zh-TW': '課件包中的檔案路徑不安全：{name}',
    'en-US': 'The package holds a file with an unsafe path: {name}',
  },
  'files.packageTooLarge': {
    'zh-CN': '课件包解压后超过 {max}',
    'zh-TW': '課件包解壓後超過 {max}',
    'en-US': 'The unpacked package would be larger than {max}',
  },
  'files.packageNoEntry': {
    'zh-CN': '课件包中没有 index.html 或 SCORM 清单（imsmanifest.xml）',
    'zh-TW': '課件包中沒有 index.html 或 SCORM 清單（imsmanifest.xml）',
    'en-US': 'The package has no index.html and no SCORM manifest (imsmanifest.xml)',
  },
  'files.packageLinkExpired': {
    'zh-CN': '课件链接已过期，请重新打开课程',
    'zh-TW': '課件連結已過期，請重新開啟課程',
    'en-US': 'This package link has expired; open the course again',
  },
  'files.converterMissing': {
    'zh-CN': '服务器未安装 LibreOffice，无法将文档转换为 PDF',
    'zh-TW': '伺服器未安裝 LibreOffice，無法將文件轉換為 PDF',
    'en-US':
      'LibreOffice is not installed on the server, so the document cannot be converted to PDF',
  },
  'files.conversionFailed': {
    'zh-CN': '文档转换为 PDF 失败',
    'zh-TW': '文件轉換為 PDF 失敗',
    'en-US': 'The document could not be converted to PDF',
  },
  'files.conversionTimeout': {
    'zh-CN': '文档转换超时',
    'zh-TW': '文件轉換逾時',
    'en-US': 'The document conversion took too long and was stopped',
  },
  'files.notFailed': {
    'zh-CN': '只有转换失败的文档可以重新提交转换',
    'zh-TW': '只有轉換失敗的文件可以重新提交轉換',
    'en-US': 'Only a document whose conversion failed can be submitted again',
  },
  'files.notUploader': {
    'zh-CN': '只能重新提交自己上传的文档',
    'zh-TW': '只能重新提交自己上傳的文件',
    'en-US': 'You can only resubmit documents you uploaded',
  },
  'files.submitted': {
    'zh-CN': '已重新提交转换',
    'zh-TW': '已重新提交轉換',
    'en-US': 'Submitted for conversion again',
  },
  // The learning record (spec s.4, s.8)
  'course.notExist': {
    'zh-CN': '课程不存在',
    'zh-TW': '課程不存在',
    'en-US': 'The course does not exist',
  },
  'learning.courseNotBegun': {
    'zh-CN': '课程尚未开始',
    'zh-TW': '課程尚未開始',
    'en-US': 'The course has not begun',
  },
  'learning.courseOver': {
    'zh-CN': '课程已结束',
    'zh-TW': '課程已結束',
    'en-US': 'The course is over',
  },
  'learning.courseNotAccessible': {
    'zh-CN': '课程无法访问',
    'zh-TW': '課程無法存取',
    'en-US': 'The course is not accessible',
  },
  'learning.preconditionUnmet': {
    'zh-CN': '未满足学习前提：请先完成前置课程《{title}》',
    'zh-TW': '未滿足學習前提：請先完成前置課程《{title}》',
    'en-US': 'Precondition unmet: complete the course "{title}" first',
  },
  'learning.needsSignup': {
    'zh-CN': '请先报名该课程',
    'zh-TW': '請先報名該課程',
    'en-US': 'Please sign up for this course first',
  },
  'learning.previousChapter': {
    'zh-CN': '请先完成上一章节！',
    'zh-TW': '請先完成上一章節！',
    'en-US': 'You must finish the previous chapter first!',
  },
  'learning.resourceNotFound': {
    'zh-CN': '课件不存在',
    'zh-TW': '課件不存在',
    'en-US': 'The resource does not exist',
  },
  'learning.notScorm': {
    'zh-CN': '该课件不是 SCORM 课件',
    'zh-TW': '該課件不是 SCORM 課件',
    'en-US': 'The resource is not a SCORM package',
  },
  'learning.scormTooLarge': {
    'zh-CN': '学习数据过大（上限 {max} KB）',
    'zh-TW': '學習資料過大（上限 {max} KB）',
    'en-US': 'The learning data is too large (at most {max} KB)',
  },
  // Knowledge base, download centre, search, home
  'knowledge.notFound': {
    'zh-CN': '知识不存在或您无权查看',
    'zh-TW': '知識不存在或您無權查看',
    'en-US': 'The knowledge item does not exist or you may not view it',
  },
  'knowledge.categoryNotFound': {
    'zh-CN': '知识分类不存在',
    'zh-TW': '知識分類不存在',
    'en-US': 'The knowledge category does not exist',
  },
  'knowledge.parentCategoryNotFound': {
    'zh-CN': '上级分类不存在',
    'zh-TW': '上級分類不存在',
    'en-US': 'The parent category does not exist',
  },
  'knowledge.duplicateCategory': {
    'zh-CN': '同一上级下已有名为“{name}”的分类',
    'zh-TW': '同一上級下已有名為「{name}」的分類',
    'en-US': 'There is already a category named "{name}" at this level',
  },
  'knowledge.categoryHasChildren': {
    'zh-CN': '该分类下还有 {count} 个子分类，请先删除或移走它们',
    'zh-TW': '該分類下還有 {count} 個子分類，請先刪除或移走它們',
    'en-US': 'The category still has {count} sub-categories. Delete or move them first',
  },
  'knowledge.categoryMoveIntoSelf': {
    'zh-CN': '分类不能移动到自身或其子分类下',
    'zh-TW': '分類不能移動到自身或其子分類下',
    'en-US': 'A category cannot be moved under itself or one of its sub-categories',
  },
  'knowledge.categoryInUse': {
    'zh-CN': '该分类下还有 {count} 条知识，请先移走它们',
    'zh-TW': '該分類下還有 {count} 條知識，請先移走它們',
    'en-US': 'The category still holds {count} knowledge items. Move them first',
  },
  'knowledge.fileNotFound': {
    'zh-CN': '文档不存在',
    'zh-TW': '文件不存在',
    'en-US': 'The document does not exist',
  },
  'knowledge.fileNotDocument': {
    'zh-CN': '只能选择文档类文件',
    'zh-TW': '只能選擇文件類檔案',
    'en-US': 'Only a document can be attached',
  },
  'knowledge.tooManyTags': {
    'zh-CN': '标签最多 {max} 个',
    'zh-TW': '標籤最多 {max} 個',
    'en-US': 'At most {max} tags',
  },
  'knowledge.contentOrFileRequired': {
    'zh-CN': '请填写正文或上传文档',
    'zh-TW': '請填寫正文或上傳文件',
    'en-US': 'Please write the content or attach a document',
  },
  'knowledge.audienceRequired': {
    'zh-CN': '指定范围可见时，请至少选择一个部门、岗位或人员',
    'zh-TW': '指定範圍可見時，請至少選擇一個部門、崗位或人員',
    'en-US': 'Choose at least one department, position or person for limited visibility',
  },
  'knowledge.audienceNotFound': {
    'zh-CN': '可见范围中有不存在的部门或人员',
    'zh-TW': '可見範圍中有不存在的部門或人員',
    'en-US': 'The audience names a department or person that does not exist',
  },
  'knowledge.published': { 'zh-CN': '已发布', 'zh-TW': '已發佈', 'en-US': 'Published' },
  'knowledge.unpublished': { 'zh-CN': '已下架', 'zh-TW': '已下架', 'en-US': 'Unpublished' },
  'download.notAllowed': {
    'zh-CN': '该资料不允许下载',
    'zh-TW': '該資料不允許下載',
    'en-US': 'This item may not be downloaded',
  },
  'download.itemNotFound': {
    'zh-CN': '内容不存在或您无权查看',
    'zh-TW': '內容不存在或您無權查看',
    'en-US': 'The item does not exist or you may not view it',
  },
  'download.unknownType': {
    'zh-CN': '该类型的内容不支持下载',
    'zh-TW': '該類型的內容不支援下載',
    'en-US': 'Items of this type cannot be downloaded',
  },
  'download.notReady': {
    'zh-CN': '文档正在转换，请稍后再试',
    'zh-TW': '文件正在轉換，請稍後再試',
    'en-US': 'The document is still being converted. Please try again later',
  },
  'download.fileMissing': {
    'zh-CN': '文件不存在或已被删除',
    'zh-TW': '檔案不存在或已被刪除',
    'en-US': 'The file does not exist or has been deleted',
  },
  'download.notFound': {
    'zh-CN': '下载记录不存在',
    'zh-TW': '下載記錄不存在',
    'en-US': 'The download does not exist',
  },
  'download.expired': {
    'zh-CN': '下载链接已过期（有效期 3 天），请重新下载',
    'zh-TW': '下載連結已過期（有效期 3 天），請重新下載',
    'en-US': 'The download link has expired (links last 3 days). Please download it again',
  },
  'download.linkExpired': {
    'zh-CN': '下载地址已失效，请在下载中心重新获取',
    'zh-TW': '下載地址已失效，請在下載中心重新取得',
    'en-US': 'This download address is no longer valid. Get a new one in the download centre',
  },
  'download.watermarkFailed': {
    'zh-CN': '无法为该文档添加水印',
    'zh-TW': '無法為該文件加上浮水印',
    'en-US': 'The watermark could not be added to this document',
  },
  'download.added': {
    'zh-CN': '已加入下载中心',
    'zh-TW': '已加入下載中心',
    'en-US': 'Added to the download centre',
  },
  'search.unknownKind': {
    'zh-CN': '不支持的搜索类型',
    'zh-TW': '不支援的搜尋類型',
    'en-US': 'Unknown search kind',
  },
  'search.tooManyPinned': {
    'zh-CN': '置顶热词最多 {max} 个',
    'zh-TW': '置頂熱詞最多 {max} 個',
    'en-US': 'At most {max} pinned hot words',
  },
  'home.badLink': {
    'zh-CN': '链接须为站内路径（/开头）或 http(s) 地址',
    'zh-TW': '連結須為站內路徑（/開頭）或 http(s) 位址',
    'en-US': 'The link must be a site path (starting with /) or an http(s) address',
  },
  'home.imageRequired': {
    'zh-CN': '请上传轮播图图片',
    'zh-TW': '請上傳輪播圖圖片',
    'en-US': 'Please upload the banner image',
  },
  'course.noPermission': {
    'zh-CN': '您没有学习该课程的权限',
    'zh-TW': '您沒有學習該課程的權限',
    'en-US': 'You have no permission to learn this course',
  },
  'validation.startAfterEnd': {
    'zh-CN': '开始时间不能大于结束时间',
    'zh-TW': '開始時間不能大於結束時間',
    'en-US': 'The start time cannot be greater than the end time',
  },
  'home.bannerNotFound': {
    'zh-CN': '轮播图不存在',
    'zh-TW': '輪播圖不存在',
    'en-US': 'The banner does not exist',
  },
  'course.audienceRequired': {
    'zh-CN': '请至少选择一个部门、岗位或人员',
    'zh-TW': '請至少選擇一個部門、崗位或人員',
    'en-US': 'Choose at least one department, position or person',
  },
  'course.audienceInvalid': {
    'zh-CN': '所选的部门或人员不存在',
    'zh-TW': '所選的部門或人員不存在',
    'en-US': 'A chosen department or person does not exist',
  },
  'course.amountRange': {
    'zh-CN': '请输入 0 到 9999 之间的数字',
    'zh-TW': '請輸入 0 到 9999 之間的數字',
    'en-US': 'Enter a number from 0 to 9999',
  },
  'course.resourceType': {
    'zh-CN': '不支持的资源类型',
    'zh-TW': '不支援的資源類型',
    'en-US': 'Unsupported resource type',
  },
  'course.fileRequired': {
    'zh-CN': '请上传文件',
    'zh-TW': '請上傳檔案',
    'en-US': 'Please upload a file',
  },
  'course.fileInvalid': {
    'zh-CN': '资源“{title}”的文件不存在或与资源类型不符',
    'zh-TW': '資源「{title}」的檔案不存在或與資源類型不符',
    'en-US': 'The file of resource "{title}" does not exist or does not fit its type',
  },
  'course.structureStale': {
    'zh-CN': '课程内容已被修改，请刷新后再试',
    'zh-TW': '課程內容已被修改，請重新整理後再試',
    'en-US': 'The course outline has changed. Please reload and try again',
  },
  'course.lecturerNotFound': {
    'zh-CN': '讲师不是本单位的人员',
    'zh-TW': '講師不是本單位的人員',
    'en-US': 'The lecturer is not a user of the company',
  },
  'course.prerequisiteInvalid': {
    'zh-CN': '前置课程不存在或不能是课程本身',
    'zh-TW': '前置課程不存在或不能是課程本身',
    'en-US': 'The prerequisite course does not exist or is the course itself',
  },
  'course.noResources': {
    'zh-CN': '请至少添加一个资源后再发布',
    'zh-TW': '請至少新增一個資源後再發佈',
    'en-US': 'Add at least one resource before publishing',
  },
  'course.notPublished': {
    'zh-CN': '课程未发布',
    'zh-TW': '課程未發佈',
    'en-US': 'The course is not published',
  },
  'course.alreadyPublished': {
    'zh-CN': '课程已发布',
    'zh-TW': '課程已發佈',
    'en-US': 'The course is already published',
  },
  'course.deletePublished': {
    'zh-CN': '已发布的课程不能删除，请先下架',
    'zh-TW': '已發佈的課程不能刪除，請先下架',
    'en-US': 'A published course cannot be deleted. Unpublish it first',
  },
  'course.deleteLearned': {
    'zh-CN': '课程“{title}”已有学员学习，不能删除',
    'zh-TW': '課程「{title}」已有學員學習，不能刪除',
    'en-US': 'The course "{title}" has learners and cannot be deleted',
  },
  'course.published': { 'zh-CN': '发布成功', 'zh-TW': '發佈成功', 'en-US': 'Published' },
  'course.unpublished': { 'zh-CN': '已下架', 'zh-TW': '已下架', 'en-US': 'Unpublished' },
  'course.copied': { 'zh-CN': '复制成功', 'zh-TW': '複製成功', 'en-US': 'Copied' },
  'course.copySuffix': { 'zh-CN': '（副本）', 'zh-TW': '（副本）', 'en-US': ' (copy)' },
  'course.categoryNotFound': {
    'zh-CN': '课程分类不存在',
    'zh-TW': '課程分類不存在',
    'en-US': 'The course category does not exist',
  },
  'course.categoryParentNotFound': {
    'zh-CN': '上级分类不存在',
    'zh-TW': '上級分類不存在',
    'en-US': 'The parent category does not exist',
  },
  'course.categoryDuplicateName': {
    'zh-CN': '同级已有名为“{name}”的分类',
    'zh-TW': '同級已有名為「{name}」的分類',
    'en-US': 'There is already a category named "{name}" here',
  },
  'course.categoryHasChildren': {
    'zh-CN': '该分类下还有 {count} 个子分类，不能删除',
    'zh-TW': '該分類下還有 {count} 個子分類，不能刪除',
    'en-US': 'The category has {count} subcategories and cannot be deleted',
  },
  'course.categoryMoveIntoSelf': {
    'zh-CN': '不能移动到自身或其下级分类',
    'zh-TW': '不能移動到自身或其下級分類',
    'en-US': 'A category cannot move under itself',
  },
  'course.categoryHasCourses': {
    'zh-CN': '该分类下还有 {count} 门课程，不能删除',
    'zh-TW': '該分類下還有 {count} 門課程，不能刪除',
    'en-US': 'The category holds {count} courses and cannot be deleted',
  },
  'interaction.itemNotFound': {
    'zh-CN': '内容不存在或您无权查看',
    'zh-TW': '內容不存在或您無權查看',
    'en-US': 'The content does not exist or is not available to you',
  },
  'interaction.commentTooFast': {
    'zh-CN': '抱歉，您评论的频率太快了。',
    'zh-TW': '抱歉，您評論的頻率太快了。',
    'en-US': 'Sorry, the frequency of your comments is too fast.',
  },
  'interaction.commented': { 'zh-CN': '评论成功', 'zh-TW': '評論成功', 'en-US': 'Commented' },
  // issue 22: replies, my documents, InformationDetail, course detail/simple, contact/search
  'interaction.replyTargetNotFound': {
    'zh-CN': '要回复的评论不存在',
    'zh-TW': '要回覆的評論不存在',
    'en-US': 'The comment you are replying to does not exist',
  },
  'interaction.replied': { 'zh-CN': '回复成功', 'zh-TW': '回覆成功', 'en-US': 'Replied' },
  'profile.submissionNotFound': {
    'zh-CN': '人员信息提交记录不存在',
    'zh-TW': '人員資訊提交紀錄不存在',
    'en-US': 'The personnel information submission does not exist',
  },
  'contact.keywordTooShort': {
    'zh-CN': '请至少输入 {min} 个字符',
    'zh-TW': '請至少輸入 {min} 個字元',
    'en-US': 'Type at least {min} characters',
  },
  // end issue 22
  // The admin's exam calls and the reviewers' marking
  'examAdmin.notExist': {
    'zh-CN': '考试不存在',
    'zh-TW': '考試不存在',
    'en-US': 'The exam does not exist',
  },
  'examAdmin.paperNotExist': {
    'zh-CN': '试卷不存在',
    'zh-TW': '試卷不存在',
    'en-US': 'The paper does not exist',
  },
  'examAdmin.paperEmpty': {
    'zh-CN': '试卷中还没有试题，不能发布考试',
    'zh-TW': '試卷中還沒有試題，不能發佈考試',
    'en-US': 'The paper has no questions yet: the exam cannot be published',
  },
  'examAdmin.paperLocked': {
    'zh-CN': '已有考生参加该考试，不能更换试卷',
    'zh-TW': '已有考生參加該考試，不能更換試卷',
    'en-US': 'Examinees have taken this exam: its paper cannot be changed',
  },
  'examAdmin.audienceInvalid': {
    'zh-CN': '参考范围中有不存在的部门或人员',
    'zh-TW': '參考範圍中有不存在的部門或人員',
    'en-US': 'The participants include a department or person that does not exist',
  },
  'examAdmin.audienceEmpty': {
    'zh-CN': '请选择参加考试的部门、岗位或人员',
    'zh-TW': '請選擇參加考試的部門、崗位或人員',
    'en-US': 'Choose the departments, positions or people who take the exam',
  },
  'examAdmin.reviewerInvalid': {
    'zh-CN': '阅卷人必须是本单位的考试阅卷人或管理员',
    'zh-TW': '閱卷人必須是本單位的考試閱卷人或管理員',
    'en-US': 'Reviewers must be exam reviewers or administrators of the company',
  },
  'examAdmin.ipRangeInvalid': {
    'zh-CN': 'IP 范围格式不正确：{range}',
    'zh-TW': 'IP 範圍格式不正確：{range}',
    'en-US': 'Not a valid IP address, CIDR block or range: {range}',
  },
  'examAdmin.faceUnavailable': {
    'zh-CN': '未配置人脸识别服务，不能开启人脸核验',
    'zh-TW': '未配置人臉識別服務，不能開啟人臉核驗',
    'en-US': 'No face service is configured: face match cannot be switched on',
  },
  'examAdmin.alreadyPublished': {
    'zh-CN': '考试已发布',
    'zh-TW': '考試已發佈',
    'en-US': 'The exam is already published',
  },
  'examAdmin.notPublished': {
    'zh-CN': '考试未发布',
    'zh-TW': '考試未發佈',
    'en-US': 'The exam is not published',
  },
  'examAdmin.published': { 'zh-CN': '发布成功', 'zh-TW': '發佈成功', 'en-US': 'Published' },
  'examAdmin.unpublished': {
    'zh-CN': '已取消发布',
    'zh-TW': '已取消發佈',
    'en-US': 'Unpublished',
  },
  'examAdmin.deletePublished': {
    'zh-CN': '已发布的考试不能删除，请先取消发布',
    'zh-TW': '已發佈的考試不能刪除，請先取消發佈',
    'en-US': 'A published exam cannot be deleted: unpublish it first',
  },
  'examAdmin.deleteInProgress': {
    'zh-CN': '考试“{name}”还有考生正在作答，不能删除',
    'zh-TW': '考試「{name}」還有考生正在作答，不能刪除',
    'en-US': 'Examinees are still answering "{name}": it cannot be deleted',
  },
  'examAdmin.exportTooMany': {
    'zh-CN': '一次最多导出 {max} 条考试记录',
    'zh-TW': '一次最多匯出 {max} 筆考試記錄',
    'en-US': 'At most {max} exam records can be exported at once',
  },
  'examAdmin.notReviewer': {
    'zh-CN': '您不是该考试的阅卷人',
    'zh-TW': '您不是該考試的閱卷人',
    'en-US': 'You are not a reviewer of this exam',
  },
  'examAdmin.attemptNotExist': {
    'zh-CN': '答卷不存在',
    'zh-TW': '答卷不存在',
    'en-US': 'The answer sheet does not exist',
  },
  'examAdmin.attemptNotSubmitted': {
    'zh-CN': '考生尚未交卷',
    'zh-TW': '考生尚未交卷',
    'en-US': 'The examinee has not handed in yet',
  },
  'examAdmin.ownAttempt': {
    'zh-CN': '不能批阅自己的答卷',
    'zh-TW': '不能批閱自己的答卷',
    'en-US': 'You cannot mark your own answer sheet',
  },
  'examAdmin.notMarkable': {
    'zh-CN': '该题不需要人工阅卷',
    'zh-TW': '該題不需要人工閱卷',
    'en-US': 'This question is not marked by reviewers',
  },
  'examAdmin.scoreOutOfRange': {
    'zh-CN': '得分必须在 0 到 {max} 分之间',
    'zh-TW': '得分必須在 0 到 {max} 分之間',
    'en-US': 'The score must be between 0 and {max}',
  },
  'examAdmin.unmarkedParts': {
    'zh-CN': '还有 {count} 道题未批阅',
    'zh-TW': '還有 {count} 道題未批閱',
    'en-US': '{count} questions are not marked yet',
  },
  'examAdmin.markSaved': { 'zh-CN': '批阅已保存', 'zh-TW': '批閱已儲存', 'en-US': 'Marks saved' },
  'examAdmin.markFinished': {
    'zh-CN': '阅卷完成',
    'zh-TW': '閱卷完成',
    'en-US': 'Marking finished',
  },
  'examAdmin.sheetName': { 'zh-CN': '考试成绩', 'zh-TW': '考試成績', 'en-US': 'Results' },
  'examAdmin.colName': { 'zh-CN': '姓名', 'zh-TW': '姓名', 'en-US': 'Name' },
  'examAdmin.colAccount': { 'zh-CN': '账号', 'zh-TW': '帳號', 'en-US': 'Account' },
  'examAdmin.colDepartment': { 'zh-CN': '部门', 'zh-TW': '部門', 'en-US': 'Department' },
  'examAdmin.colAttempt': { 'zh-CN': '考试次数', 'zh-TW': '考試次數', 'en-US': 'Attempt' },
  'examAdmin.colCycle': { 'zh-CN': '日期', 'zh-TW': '日期', 'en-US': 'Day' },
  'examAdmin.colStatus': { 'zh-CN': '状态', 'zh-TW': '狀態', 'en-US': 'Status' },
  'examAdmin.colScore': { 'zh-CN': '得分', 'zh-TW': '得分', 'en-US': 'Score' },
  'examAdmin.colPassed': { 'zh-CN': '是否及格', 'zh-TW': '是否及格', 'en-US': 'Passed' },
  'examAdmin.colStartedAt': { 'zh-CN': '开始时间', 'zh-TW': '開始時間', 'en-US': 'Started' },
  'examAdmin.colSubmittedAt': { 'zh-CN': '交卷时间', 'zh-TW': '交卷時間', 'en-US': 'Handed in' },
  'examAdmin.colSubmitReason': {
    'zh-CN': '交卷方式',
    'zh-TW': '交卷方式',
    'en-US': 'Handed in by',
  },
  'examAdmin.colScreenSwitches': {
    'zh-CN': '切屏次数',
    'zh-TW': '切屏次數',
    'en-US': 'Screen switches',
  },
  'examAdmin.yes': { 'zh-CN': '是', 'zh-TW': '是', 'en-US': 'Yes' },
  'examAdmin.no': { 'zh-CN': '否', 'zh-TW': '否', 'en-US': 'No' },
  'examAdmin.statusInProgress': { 'zh-CN': '答题中', 'zh-TW': '答題中', 'en-US': 'Answering' },
  'examAdmin.statusPendingMarking': {
    'zh-CN': '待阅卷',
    'zh-TW': '待閱卷',
    'en-US': 'Pending marking',
  },
  'examAdmin.statusMarked': { 'zh-CN': '已评分', 'zh-TW': '已評分', 'en-US': 'Marked' },
  'examAdmin.reasonManual': { 'zh-CN': '手动交卷', 'zh-TW': '手動交卷', 'en-US': 'Examinee' },
  'examAdmin.reasonTimeout': {
    'zh-CN': '时间到自动交卷',
    'zh-TW': '時間到自動交卷',
    'en-US': 'Time ran out',
  },
  'examAdmin.reasonScreenSwitch': {
    'zh-CN': '切屏超限强制交卷',
    'zh-TW': '切屏超限強制交卷',
    'en-US': 'Screen-switch limit',
  },
  'examAdmin.reasonFace': {
    'zh-CN': '人脸核验失败强制交卷',
    'zh-TW': '人臉核驗失敗強制交卷',
    'en-US': 'Face match failed',
  },
  'homework.notFound': {
    'zh-CN': '作业不存在或您无权查看',
    'zh-TW': '作業不存在或您無權查看',
    'en-US': 'The homework does not exist or is not available to you',
  },
  'homework.notBegun': {
    'zh-CN': '作业尚未开始',
    'zh-TW': '作業尚未開始',
    'en-US': 'The homework has not begun',
  },
  'homework.overdue': {
    'zh-CN': '作业已逾期',
    'zh-TW': '作業已逾期',
    'en-US': 'The homework is overdue',
  },
  'homework.stepRequired': {
    'zh-CN': '请至少添加一个步骤',
    'zh-TW': '請至少新增一個步驟',
    'en-US': 'Add at least one step',
  },
  'homework.tooManySteps': {
    'zh-CN': '最多 {max} 个步骤',
    'zh-TW': '最多 {max} 個步驟',
    'en-US': 'At most {max} steps',
  },
  'homework.contentOrAttachment': {
    'zh-CN': '请填写内容或上传附件',
    'zh-TW': '請填寫內容或上傳附件',
    'en-US': 'Enter content or add an attachment',
  },
  'homework.tooManyAttachments': {
    'zh-CN': '最多上传 {max} 个附件',
    'zh-TW': '最多上傳 {max} 個附件',
    'en-US': 'At most {max} attachments',
  },
  'homework.attachmentNotFound': {
    'zh-CN': '附件不存在或不是您为本作业上传的',
    'zh-TW': '附件不存在或不是您為本作業上傳的',
    'en-US': 'The attachment does not exist or was not uploaded by you for this homework',
  },
  'homework.fileNotFound': {
    'zh-CN': '附件不存在',
    'zh-TW': '附件不存在',
    'en-US': 'The attachment does not exist',
  },
  'homework.stepNotFound': {
    'zh-CN': '步骤不存在',
    'zh-TW': '步驟不存在',
    'en-US': 'The step does not exist',
  },
  'homework.previousStepFirst': {
    'zh-CN': '请先保存上一步',
    'zh-TW': '請先儲存上一步',
    'en-US': 'Please save the previous step first',
  },
  'homework.stepIncomplete': {
    'zh-CN': '第 {n} 步需要填写内容或上传附件',
    'zh-TW': '第 {n} 步需要填寫內容或上傳附件',
    'en-US': 'Step {n} needs content or an attachment',
  },
  'homework.alreadySubmitted': {
    'zh-CN': '作业已提交，正在等待批阅',
    'zh-TW': '作業已提交，正在等待批閱',
    'en-US': 'The homework has been handed in and is waiting for review',
  },
  'homework.alreadyEvaluated': {
    'zh-CN': '作业已批阅，不能再修改',
    'zh-TW': '作業已批閱，不能再修改',
    'en-US': 'The homework has been evaluated and cannot be changed',
  },
  'homework.notReviewer': {
    'zh-CN': '您不是该作业的批阅人',
    'zh-TW': '您不是該作業的批閱人',
    'en-US': 'You are not a reviewer of this homework',
  },
  'homework.notToEvaluate': {
    'zh-CN': '该作业不在待批阅状态',
    'zh-TW': '該作業不在待批閱狀態',
    'en-US': 'This homework is not waiting for review',
  },
  'homework.ownSubmission': {
    'zh-CN': '不能批阅自己的作业',
    'zh-TW': '不能批閱自己的作業',
    'en-US': 'You cannot review your own homework',
  },
  'homework.scoreRequired': {
    'zh-CN': '请输入分数',
    'zh-TW': '請輸入分數',
    'en-US': 'Please enter a score',
  },
  'homework.scoreRange': {
    'zh-CN': '分数应在 0 到 {max} 之间',
    'zh-TW': '分數應在 0 到 {max} 之間',
    'en-US': 'The score must be between 0 and {max}',
  },
  'homework.scoreDecimals': {
    'zh-CN': '分数最多保留一位小数',
    'zh-TW': '分數最多保留一位小數',
    'en-US': 'The score may have at most one decimal place',
  },
  'homework.returnCommentRequired': {
    'zh-CN': '请填写退回原因',
    'zh-TW': '請填寫退回原因',
    'en-US': 'Please say what should be changed',
  },
  'homework.audienceRequired': {
    'zh-CN': '请选择可见的部门、岗位或人员',
    'zh-TW': '請選擇可見的部門、職位或人員',
    'en-US': 'Choose the departments, positions or people who receive it',
  },
  'homework.audienceNotFound': {
    'zh-CN': '所选部门或人员不存在',
    'zh-TW': '所選部門或人員不存在',
    'en-US': 'A chosen department or person does not exist',
  },
  'homework.reviewerNotFound': {
    'zh-CN': '批阅人不是本企业的在职用户',
    'zh-TW': '批閱人不是本企業的在職使用者',
    'en-US': 'A reviewer is not an active user of the company',
  },
  'homework.stepsLocked': {
    'zh-CN': '已有学员提交该作业，步骤只能修改文字，不能增删',
    'zh-TW': '已有學員提交該作業，步驟只能修改文字，不能增刪',
    'en-US':
      'Learners have handed in this homework: its steps can be reworded but not added or removed',
  },
  'homework.staleStep': {
    'zh-CN': '步骤不属于该作业，请刷新后重试',
    'zh-TW': '步驟不屬於該作業，請重新整理後重試',
    'en-US': 'A step does not belong to this homework; reload and try again',
  },
  'homework.hasSubmissions': {
    'zh-CN': '已有学员提交的作业不能删除，请下架',
    'zh-TW': '已有學員提交的作業不能刪除，請下架',
    'en-US': 'Homework that learners have handed in cannot be deleted; take it down instead',
  },
  'homework.submissionNotFound': {
    'zh-CN': '作业提交记录不存在',
    'zh-TW': '作業提交紀錄不存在',
    'en-US': 'The submission does not exist',
  },
  'homework.stepSaved': {
    'zh-CN': '已保存',
    'zh-TW': '已儲存',
    'en-US': 'Saved',
  },
  'homework.submitted': {
    'zh-CN': '提交成功',
    'zh-TW': '提交成功',
    'en-US': 'Handed in',
  },
  'homework.evaluated': {
    'zh-CN': '批阅完成',
    'zh-TW': '批閱完成',
    'en-US': 'Evaluated',
  },
  'homework.returned': {
    'zh-CN': '已退回，学员可修改后重新提交',
    'zh-TW': '已退回，學員可修改後重新提交',
    'en-US': 'Returned; the learner may change it and hand it in again',
  },
  'homework.published': {
    'zh-CN': '已发布',
    'zh-TW': '已發佈',
    'en-US': 'Published',
  },
  'homework.unpublished': {
    'zh-CN': '已下架',
    'zh-TW': '已下架',
    'en-US': 'Taken down',
  },
  'practice.tooManyBanks': {
    'zh-CN': '最多选择 {max} 个题库',
    'zh-TW': '最多選擇 {max} 個題庫',
    'en-US': 'Choose at most {max} question banks',
  },
  'practice.tooManyPoints': {
    'zh-CN': '最多选择 {max} 个知识点',
    'zh-TW': '最多選擇 {max} 個知識點',
    'en-US': 'Choose at most {max} knowledge points',
  },
  'practice.banksRequired': {
    'zh-CN': '请至少选择一个题库',
    'zh-TW': '請至少選擇一個題庫',
    'en-US': 'Choose at least one question bank',
  },
  'practice.interestRequired': {
    'zh-CN': '请至少选择一个题库或知识点',
    'zh-TW': '請至少選擇一個題庫或知識點',
    'en-US': 'Choose at least one question bank or knowledge point',
  },
  'practice.simulationRequired': {
    'zh-CN': '请选择模拟试卷',
    'zh-TW': '請選擇模擬試卷',
    'en-US': 'Choose a simulation paper',
  },
  'practice.bankNotOpen': {
    'zh-CN': '您无权练习该题库',
    'zh-TW': '您無權練習該題庫',
    'en-US': 'You have no right to practise this question bank',
  },
  'practice.noBanks': {
    'zh-CN': '暂无开放练习的题库',
    'zh-TW': '暫無開放練習的題庫',
    'en-US': 'No question bank is open for practice yet',
  },
  'practice.noQuestions': {
    'zh-CN': '没有可练习的试题',
    'zh-TW': '沒有可練習的試題',
    'en-US': 'There are no questions to practise here',
  },
  'practice.wrongEmpty': {
    'zh-CN': '错题本是空的，继续保持！',
    'zh-TW': '錯題本是空的，繼續保持！',
    'en-US': 'Your wrong-question book is empty. Keep it up!',
  },
  'practice.sessionNotFound': {
    'zh-CN': '练习不存在',
    'zh-TW': '練習不存在',
    'en-US': 'The practice does not exist',
  },
  'practice.finished': {
    'zh-CN': '本次练习已结束',
    'zh-TW': '本次練習已結束',
    'en-US': 'This practice has already ended',
  },
  'practice.notFinished': {
    'zh-CN': '本次练习尚未结束',
    'zh-TW': '本次練習尚未結束',
    'en-US': 'This practice has not ended yet',
  },
  'practice.alreadyAnswered': {
    'zh-CN': '该题已作答',
    'zh-TW': '該題已作答',
    'en-US': 'You have already answered this question',
  },
  'practice.answerRequired': {
    'zh-CN': '请先作答',
    'zh-TW': '請先作答',
    'en-US': 'Please answer the question first',
  },
  'practice.notInSession': {
    'zh-CN': '该题不属于本次练习',
    'zh-TW': '該題不屬於本次練習',
    'en-US': 'The question is not part of this practice',
  },
  'practice.timeUp': {
    'zh-CN': '时间已到，试卷已自动交卷',
    'zh-TW': '時間已到，試卷已自動交卷',
    'en-US': 'Time is up: the paper has been handed in',
  },
  'practice.simulationNotFound': {
    'zh-CN': '模拟试卷不存在或未开放',
    'zh-TW': '模擬試卷不存在或未開放',
    'en-US': 'The simulation paper does not exist or is not open',
  },
  'practice.bankNotFound': {
    'zh-CN': '题库不存在',
    'zh-TW': '題庫不存在',
    'en-US': 'The question bank does not exist',
  },
  'practice.paperNotFound': {
    'zh-CN': '试卷不存在',
    'zh-TW': '試卷不存在',
    'en-US': 'The paper does not exist',
  },
  'practice.paperEmpty': {
    'zh-CN': '试卷没有试题',
    'zh-TW': '試卷沒有試題',
    'en-US': 'The paper has no questions',
  },
  'practice.submitted': { 'zh-CN': '交卷成功', 'zh-TW': '交卷成功', 'en-US': 'Handed in' },
  'practice.banksOpened': {
    'zh-CN': '已开放练习',
    'zh-TW': '已開放練習',
    'en-US': 'Opened for practice',
  },
  'practice.banksClosed': {
    'zh-CN': '已关闭练习',
    'zh-TW': '已關閉練習',
    'en-US': 'Closed for practice',
  },
  'practice.wrongRemoved': {
    'zh-CN': '已移出错题本',
    'zh-TW': '已移出錯題本',
    'en-US': 'Removed from the wrong-question book',
  },
  // Question banks, questions, import and export, papers
  'question.categoryNotFound': {
    'zh-CN': '题库分类不存在',
    'zh-TW': '題庫分類不存在',
    'en-US': 'The question bank category does not exist',
  },
  'question.parentCategoryNotFound': {
    'zh-CN': '上级分类不存在',
    'zh-TW': '上級分類不存在',
    'en-US': 'The parent category does not exist',
  },
  'question.duplicateCategory': {
    'zh-CN': '同级已有名为“{name}”的分类',
    'zh-TW': '同級已有名為「{name}」的分類',
    'en-US': 'There is already a category named "{name}" at this level',
  },
  'question.categoryHasChildren': {
    'zh-CN': '该分类下还有 {count} 个子分类，不能删除',
    'zh-TW': '該分類下還有 {count} 個子分類，不能刪除',
    'en-US': 'The category has {count} sub-categories and cannot be deleted',
  },
  'question.categoryMoveIntoSelf': {
    'zh-CN': '不能移动到自身或其下级分类',
    'zh-TW': '不能移動到自身或其下級分類',
    'en-US': 'A category cannot be moved under itself or one of its sub-categories',
  },
  'question.categoryInUse': {
    'zh-CN': '该分类下还有 {count} 个题库，不能删除',
    'zh-TW': '該分類下還有 {count} 個題庫，不能刪除',
    'en-US': 'The category holds {count} question banks and cannot be deleted',
  },
  'question.bankNotFound': {
    'zh-CN': '题库不存在',
    'zh-TW': '題庫不存在',
    'en-US': 'The question bank does not exist',
  },
  'question.bankUsedByPaper': {
    'zh-CN': '题库“{bank}”正被试卷“{paper}”使用，不能删除',
    'zh-TW': '題庫「{bank}」正被試卷「{paper}」使用，不能刪除',
    'en-US': 'The question bank "{bank}" is used by the paper "{paper}" and cannot be deleted',
  },
  'question.notFound': {
    'zh-CN': '试题不存在',
    'zh-TW': '試題不存在',
    'en-US': 'The question does not exist',
  },
  'question.usedByPaper': {
    'zh-CN': '试题正被试卷“{paper}”使用，请先从试卷中移除',
    'zh-TW': '試題正被試卷「{paper}」使用，請先從試卷中移除',
    'en-US': 'The question is on the paper "{paper}". Remove it from the paper first',
  },
  'question.childNotFound': {
    'zh-CN': '子题不属于该案例题',
    'zh-TW': '子題不屬於該案例題',
    'en-US': 'The sub-question does not belong to this case question',
  },
  'question.typeInvalid': {
    'zh-CN': '请选择正确的题型',
    'zh-TW': '請選擇正確的題型',
    'en-US': 'Please choose a valid question type',
  },
  'question.optionsTooFew': {
    'zh-CN': '至少需要 {min} 个选项',
    'zh-TW': '至少需要 {min} 個選項',
    'en-US': 'At least {min} options are needed',
  },
  'question.optionsTooMany': {
    'zh-CN': '最多 {max} 个选项',
    'zh-TW': '最多 {max} 個選項',
    'en-US': 'At most {max} options',
  },
  'question.optionDuplicate': {
    'zh-CN': '选项内容重复',
    'zh-TW': '選項內容重複',
    'en-US': 'The option repeats another option',
  },
  'question.answerNotOption': {
    'zh-CN': '答案必须是已有的选项',
    'zh-TW': '答案必須是已有的選項',
    'en-US': 'The answer must name the question’s own options',
  },
  'question.singleAnswer': {
    'zh-CN': '单选题需要且只能有一个正确选项',
    'zh-TW': '單選題需要且只能有一個正確選項',
    'en-US': 'A single choice question needs exactly one right option',
  },
  'question.multipleAnswer': {
    'zh-CN': '多选题至少需要两个正确选项',
    'zh-TW': '多選題至少需要兩個正確選項',
    'en-US': 'A multiple choice question needs at least two right options',
  },
  'question.judgementAnswer': {
    'zh-CN': '判断题的答案须为“正确”或“错误”',
    'zh-TW': '判斷題的答案須為「正確」或「錯誤」',
    'en-US': 'A judgement question’s answer must be True or False',
  },
  'question.blanksRequired': {
    'zh-CN': '填空题至少需要一个空',
    'zh-TW': '填空題至少需要一個空',
    'en-US': 'A fill-in-the-blank question needs at least one blank',
  },
  'question.blanksTooMany': {
    'zh-CN': '最多 {max} 个空',
    'zh-TW': '最多 {max} 個空',
    'en-US': 'At most {max} blanks',
  },
  'question.blankAnswersRequired': {
    'zh-CN': '每个空至少需要一个答案',
    'zh-TW': '每個空至少需要一個答案',
    'en-US': 'Each blank needs at least one accepted answer',
  },
  'question.blankAnswersTooMany': {
    'zh-CN': '每个空最多 {max} 个答案',
    'zh-TW': '每個空最多 {max} 個答案',
    'en-US': 'At most {max} accepted answers per blank',
  },
  'question.knowledgePointsTooMany': {
    'zh-CN': '最多 {max} 个知识点',
    'zh-TW': '最多 {max} 個知識點',
    'en-US': 'At most {max} knowledge points',
  },
  'question.caseChildrenRequired': {
    'zh-CN': '案例题至少需要一道子题',
    'zh-TW': '案例題至少需要一道子題',
    'en-US': 'A case question needs at least one sub-question',
  },
  'question.caseChildrenTooMany': {
    'zh-CN': '案例题最多 {max} 道子题',
    'zh-TW': '案例題最多 {max} 道子題',
    'en-US': 'A case question has at most {max} sub-questions',
  },
  'question.scoreInvalid': {
    'zh-CN': '分值须大于 0、不超过 1000，最多一位小数',
    'zh-TW': '分值須大於 0、不超過 1000，最多一位小數',
    'en-US': 'A score must be above 0 and at most 1000, with at most one decimal',
  },
  'question.passRatioInvalid': {
    'zh-CN': '及格线须在 1% 到 100% 之间',
    'zh-TW': '及格線須在 1% 到 100% 之間',
    'en-US': 'The pass line must be between 1% and 100%',
  },
  'question.importFileRequired': {
    'zh-CN': '请上传 .xlsx 格式的试题文件',
    'zh-TW': '請上傳 .xlsx 格式的試題檔案',
    'en-US': 'Please upload the questions as an .xlsx file',
  },
  'question.importUnreadable': {
    'zh-CN': '无法读取该文件，请使用导入模板',
    'zh-TW': '無法讀取該檔案，請使用匯入範本',
    'en-US': 'The file cannot be read. Please use the import template',
  },
  'question.importEmpty': {
    'zh-CN': '文件中没有试题',
    'zh-TW': '檔案中沒有試題',
    'en-US': 'The file holds no questions',
  },
  'question.importTooMany': {
    'zh-CN': '一次最多导入 {max} 行',
    'zh-TW': '一次最多匯入 {max} 列',
    'en-US': 'At most {max} rows can be imported at once',
  },
  'question.importColumnMissing': {
    'zh-CN': '文件缺少“{name}”列',
    'zh-TW': '檔案缺少「{name}」欄',
    'en-US': 'The file has no "{name}" column',
  },
  'question.importTypeUnknown': {
    'zh-CN': '无法识别的题型“{value}”',
    'zh-TW': '無法識別的題型「{value}」',
    'en-US': 'Unknown question type "{value}"',
  },
  'question.importDifficultyUnknown': {
    'zh-CN': '无法识别的难度“{value}”',
    'zh-TW': '無法識別的難度「{value}」',
    'en-US': 'Unknown difficulty "{value}"',
  },
  'question.importSubWithoutCase': {
    'zh-CN': '子题前面没有案例题',
    'zh-TW': '子題前面沒有案例題',
    'en-US': 'A sub-question must follow a case question',
  },
  'question.importCaseInCase': {
    'zh-CN': '案例题不能作为子题',
    'zh-TW': '案例題不能作為子題',
    'en-US': 'A case question cannot be a sub-question',
  },
  'question.importOptionGap': {
    'zh-CN': '选项之间不能有空列',
    'zh-TW': '選項之間不能有空欄',
    'en-US': 'The options cannot skip a column',
  },
  'question.importDone': {
    'zh-CN': '已导入 {imported} 道试题',
    'zh-TW': '已匯入 {imported} 道試題',
    'en-US': '{imported} questions imported',
  },
  'question.importRefused': {
    'zh-CN': '有 {failed} 行存在问题，未导入任何试题',
    'zh-TW': '有 {failed} 列存在問題，未匯入任何試題',
    'en-US': '{failed} rows have problems: nothing was imported',
  },
  'question.importFailed': {
    'zh-CN': '导入失败，未导入任何试题',
    'zh-TW': '匯入失敗，未匯入任何試題',
    'en-US': 'The import failed: nothing was imported',
  },
  'question.exportTooMany': {
    'zh-CN': '一次最多导出 {max} 道试题，请缩小范围',
    'zh-TW': '一次最多匯出 {max} 道試題，請縮小範圍',
    'en-US': 'At most {max} questions can be exported at once. Please narrow the filters',
  },
  'question.columnType': { 'zh-CN': '题型', 'zh-TW': '題型', 'en-US': 'Type' },
  'question.columnSub': { 'zh-CN': '案例子题', 'zh-TW': '案例子題', 'en-US': 'Case part' },
  'question.columnStem': { 'zh-CN': '题干', 'zh-TW': '題幹', 'en-US': 'Question' },
  'question.columnOption': { 'zh-CN': '选项{key}', 'zh-TW': '選項{key}', 'en-US': 'Option {key}' },
  'question.columnAnswer': { 'zh-CN': '答案', 'zh-TW': '答案', 'en-US': 'Answer' },
  'question.columnAnalysis': { 'zh-CN': '解析', 'zh-TW': '解析', 'en-US': 'Analysis' },
  'question.columnDifficulty': { 'zh-CN': '难度', 'zh-TW': '難度', 'en-US': 'Difficulty' },
  'question.columnKnowledgePoints': {
    'zh-CN': '知识点',
    'zh-TW': '知識點',
    'en-US': 'Knowledge points',
  },
  'question.typeSingle': { 'zh-CN': '单选题', 'zh-TW': '單選題', 'en-US': 'Single choice' },
  'question.typeMultiple': { 'zh-CN': '多选题', 'zh-TW': '多選題', 'en-US': 'Multiple choice' },
  'question.typeJudgement': { 'zh-CN': '判断题', 'zh-TW': '判斷題', 'en-US': 'Judgement' },
  'question.typeFill': { 'zh-CN': '填空题', 'zh-TW': '填空題', 'en-US': 'Fill in the blank' },
  'question.typeQa': { 'zh-CN': '问答题', 'zh-TW': '問答題', 'en-US': 'Q&A' },
  'question.typeCase': { 'zh-CN': '案例题', 'zh-TW': '案例題', 'en-US': 'Case' },
  'question.difficultyEasy': { 'zh-CN': '易', 'zh-TW': '易', 'en-US': 'Easy' },
  'question.difficultyMedium': { 'zh-CN': '中', 'zh-TW': '中', 'en-US': 'Medium' },
  'question.difficultyHard': { 'zh-CN': '难', 'zh-TW': '難', 'en-US': 'Hard' },
  'question.judgementTrue': { 'zh-CN': '正确', 'zh-TW': '正確', 'en-US': 'True' },
  'question.judgementFalse': { 'zh-CN': '错误', 'zh-TW': '錯誤', 'en-US': 'False' },
  'question.sheetYes': { 'zh-CN': '是', 'zh-TW': '是', 'en-US': 'Yes' },
  'question.paperNotFound': {
    'zh-CN': '试卷不存在',
    'zh-TW': '試卷不存在',
    'en-US': 'The paper does not exist',
  },
  'question.paperQuestionsRequired': {
    'zh-CN': '请为试卷添加试题',
    'zh-TW': '請為試卷新增試題',
    'en-US': 'Please add questions to the paper',
  },
  'question.paperQuestionsTooMany': {
    'zh-CN': '一份试卷最多 {max} 道试题',
    'zh-TW': '一份試卷最多 {max} 道試題',
    'en-US': 'A paper holds at most {max} questions',
  },
  'question.paperQuestionRepeated': {
    'zh-CN': '试卷中有重复的试题',
    'zh-TW': '試卷中有重複的試題',
    'en-US': 'The paper holds the same question twice',
  },
  'question.paperQuestionUnavailable': {
    'zh-CN': '试题 {id} 不存在或已删除，请从试卷中移除',
    'zh-TW': '試題 {id} 不存在或已刪除，請從試卷中移除',
    'en-US': 'Question {id} does not exist or was deleted. Please remove it from the paper',
  },
  'question.paperRulesRequired': {
    'zh-CN': '请为随机试卷添加抽题规则',
    'zh-TW': '請為隨機試卷新增抽題規則',
    'en-US': 'Please add drawing rules to the random paper',
  },
  'question.paperRulesTooMany': {
    'zh-CN': '最多 {max} 条抽题规则',
    'zh-TW': '最多 {max} 條抽題規則',
    'en-US': 'At most {max} drawing rules',
  },
  'question.paperRulesOverlap': {
    'zh-CN': '第 {index} 条规则与前面的规则可能抽到相同的试题（同一题库、题型，难度相同或不限）',
    'zh-TW': '第 {index} 條規則與前面的規則可能抽到相同的試題（同一題庫、題型，難度相同或不限）',
    'en-US':
      'Rule {index} could draw the same questions as an earlier rule (same bank and type, same or any difficulty)',
  },
  'question.rulePoolShort': {
    'zh-CN': '第 {index} 条规则：题库“{bank}”中符合条件的试题只有 {available} 道，少于 {count} 道',
    'zh-TW':
      '第 {index} 條規則：題庫「{bank}」中符合條件的試題只有 {available} 道，少於 {count} 道',
    'en-US':
      'Rule {index}: the bank "{bank}" has only {available} matching questions, fewer than {count}',
  },
  'question.paperInUse': {
    'zh-CN': '试卷“{paper}”正被“{user}”使用，不能删除',
    'zh-TW': '試卷「{paper}」正被「{user}」使用，不能刪除',
    'en-US': 'The paper "{paper}" is used by "{user}" and cannot be deleted',
  },
  'question.templateHelpType': {
    'zh-CN':
      '题型：单选题、多选题、判断题、填空题、问答题或案例题（也可填代码 1、2、3、4、5、8）。',
    'zh-TW':
      '題型：單選題、多選題、判斷題、填空題、問答題或案例題（也可填代碼 1、2、3、4、5、8）。',
    'en-US':
      'Type: Single choice, Multiple choice, Judgement, Fill in the blank, Q&A or Case (or the codes 1, 2, 3, 4, 5, 8).',
  },
  'question.templateHelpOptions': {
    'zh-CN': '选项：按顺序填写选项A、选项B……，中间不能空列；需要时可增加选项G至选项Z列。',
    'zh-TW': '選項：按順序填寫選項A、選項B……，中間不能空欄；需要時可增加選項G至選項Z欄。',
    'en-US':
      'Options: fill Option A, Option B, ... in order without gaps; add the columns Option G to Option Z when needed.',
  },
  'question.templateHelpAnswer': {
    'zh-CN':
      '答案：选择题填字母（AC 或 A,C）；判断题填“正确”或“错误”；填空题用 ; 分隔各空，同一空的多个答案用 | 分隔；问答题填参考答案。',
    'zh-TW':
      '答案：選擇題填字母（AC 或 A,C）；判斷題填「正確」或「錯誤」；填空題用 ; 分隔各空，同一空的多個答案用 | 分隔；問答題填參考答案。',
    'en-US':
      'Answer: choices give the letters (AC or A,C); judgement True or False; fill in the blank separates blanks with ; and the accepted answers of one blank with |; Q&A gives the reference answer.',
  },
  'question.templateHelpCase': {
    'zh-CN': '案例题：题干填写案例材料，其子题紧接在下方各行，并在“案例子题”列填“是”。',
    'zh-TW': '案例題：題幹填寫案例材料，其子題緊接在下方各列，並在「案例子題」欄填「是」。',
    'en-US':
      'Case: write the case material as the question, then put its sub-questions on the rows right below with Case part = Yes.',
  },
  'question.templateHelpOther': {
    'zh-CN':
      '难度：易、中或难（不填为中）。多个知识点用逗号或顿号分隔。只读取第一个工作表，请保留表头行。',
    'zh-TW':
      '難度：易、中或難（不填為中）。多個知識點用逗號或頓號分隔。只讀取第一個工作表，請保留表頭列。',
    'en-US':
      'Difficulty: Easy, Medium or Hard (Medium when empty). Separate knowledge points with commas. Only the first sheet is read; keep the header row.',
  },
  // Questionnaires, votes and evaluations (spec s.8 survey messages)
  'survey.notExist': {
    'zh-CN': '问卷不存在',
    'zh-TW': '問卷不存在',
    'en-US': 'The survey does not exist',
  },
  'survey.notBegun': {
    'zh-CN': '问卷尚未开始',
    'zh-TW': '問卷尚未開始',
    'en-US': 'The survey has not begun',
  },
  'survey.overdue': {
    'zh-CN': '问卷已过期',
    'zh-TW': '問卷已逾期',
    'en-US': 'The survey is overdue',
  },
  'survey.preconditionSurvey': {
    'zh-CN': '未满足前提条件：请先提交问卷《{title}》',
    'zh-TW': '未滿足前提條件：請先提交問卷《{title}》',
    'en-US': 'Precondition unmet: submit the survey "{title}" first',
  },
  'survey.preconditionCourse': {
    'zh-CN': '未满足前提条件：请先完成课程《{title}》',
    'zh-TW': '未滿足前提條件：請先完成課程《{title}》',
    'en-US': 'Precondition unmet: complete the course "{title}" first',
  },
  'survey.alreadySubmitted': {
    'zh-CN': '您已提交过，不能重复提交',
    'zh-TW': '您已提交過，不能重複提交',
    'en-US': 'You have already submitted this',
  },
  'survey.answersStale': {
    'zh-CN': '问卷内容已变化，请刷新后重新作答',
    'zh-TW': '問卷內容已變更，請重新整理後再作答',
    'en-US': 'The survey has changed. Please reload it and answer again',
  },
  'survey.answerRequired': {
    'zh-CN': '第 {no} 题为必答题',
    'zh-TW': '第 {no} 題為必答題',
    'en-US': 'Question {no} must be answered',
  },
  'survey.answerInvalid': {
    'zh-CN': '第 {no} 题：请选择所提供的选项',
    'zh-TW': '第 {no} 題：請選擇所提供的選項',
    'en-US': 'Question {no}: choose one of the offered options',
  },
  'survey.tooManyChoices': {
    'zh-CN': '第 {no} 题最多选择 {max} 项',
    'zh-TW': '第 {no} 題最多選擇 {max} 項',
    'en-US': 'Question {no}: choose at most {max} options',
  },
  'survey.tooFewChoices': {
    'zh-CN': '第 {no} 题至少选择 {min} 项',
    'zh-TW': '第 {no} 題至少選擇 {min} 項',
    'en-US': 'Question {no}: choose at least {min} options',
  },
  'survey.textTooLong': {
    'zh-CN': '第 {no} 题不能超过 {max} 个字',
    'zh-TW': '第 {no} 題不能超過 {max} 個字',
    'en-US': 'Question {no}: at most {max} characters',
  },
  'survey.textTooShort': {
    'zh-CN': '第 {no} 题至少填写 {min} 个字',
    'zh-TW': '第 {no} 題至少填寫 {min} 個字',
    'en-US': 'Question {no}: write at least {min} characters',
  },
  'survey.ratingRange': {
    'zh-CN': '第 {no} 题请评 1 到 {max} 分',
    'zh-TW': '第 {no} 題請評 1 到 {max} 分',
    'en-US': 'Question {no}: rate from 1 to {max}',
  },
  'survey.optionsRange': {
    'zh-CN': '选择题需要 2 到 26 个选项',
    'zh-TW': '選擇題需要 2 到 26 個選項',
    'en-US': 'A choice question needs 2 to 26 options',
  },
  'survey.optionKeyDuplicate': {
    'zh-CN': '选项编号不能重复',
    'zh-TW': '選項編號不能重複',
    'en-US': 'Option letters must be unique',
  },
  'survey.choiceLimits': {
    'zh-CN': '最少选择数不能大于最多选择数，最多选择数不能超过选项数（{n}）',
    'zh-TW': '最少選擇數不能大於最多選擇數，最多選擇數不能超過選項數（{n}）',
    'en-US': 'The least choices cannot exceed the most, nor the most the number of options ({n})',
  },
  'survey.lengthLimits': {
    'zh-CN': '最少字数不能大于最多字数',
    'zh-TW': '最少字數不能大於最多字數',
    'en-US': 'The least characters cannot exceed the most',
  },
  'survey.tooManyPairs': {
    'zh-CN': '评价关系最多 {max} 条',
    'zh-TW': '評價關係最多 {max} 條',
    'en-US': 'At most {max} evaluator-target pairs',
  },
  'survey.questionsRequired': {
    'zh-CN': '请至少添加一道题目',
    'zh-TW': '請至少新增一道題目',
    'en-US': 'Add at least one question',
  },
  'survey.tooManyQuestions': {
    'zh-CN': '题目最多 {max} 道',
    'zh-TW': '題目最多 {max} 道',
    'en-US': 'At most {max} questions',
  },
  'survey.endRequired': {
    'zh-CN': '结束后公布结果时，请设置结束时间',
    'zh-TW': '結束後公佈結果時，請設定結束時間',
    'en-US': 'Set an end time to show the results after the end',
  },
  'survey.voteChoiceOnly': {
    'zh-CN': '投票只能包含单选题和多选题',
    'zh-TW': '投票只能包含單選題和多選題',
    'en-US': 'A vote can only ask single- and multiple-choice questions',
  },
  'survey.preconditionInvalid': {
    'zh-CN': '前提条件中的问卷或课程不存在',
    'zh-TW': '前提條件中的問卷或課程不存在',
    'en-US': 'The survey or course of the precondition does not exist',
  },
  'survey.kindFixed': {
    'zh-CN': '问卷类型创建后不能修改',
    'zh-TW': '問卷類型建立後不能修改',
    'en-US': 'The kind of a survey cannot change after it is created',
  },
  'survey.questionsLocked': {
    'zh-CN': '已有人作答，题目的类型、选项和作答要求不能再修改（可修改文字）',
    'zh-TW': '已有人作答，題目的類型、選項和作答要求不能再修改（可修改文字）',
    'en-US':
      'Answers have been received: questions, options and their rules can no longer change (texts can)',
  },
  'survey.pairAnswered': {
    'zh-CN': '已作答的评价关系不能删除',
    'zh-TW': '已作答的評價關係不能刪除',
    'en-US': 'A pair that has already been answered cannot be removed',
  },
  'survey.peopleNotFound': {
    'zh-CN': '所选的评价人或被评价人不存在',
    'zh-TW': '所選的評價人或被評價人不存在',
    'en-US': 'A chosen evaluator or target does not exist',
  },
  'survey.pairsRequired': {
    'zh-CN': '请至少添加一条评价关系后再发布',
    'zh-TW': '請至少新增一條評價關係後再發佈',
    'en-US': 'Add at least one evaluator and target before publishing',
  },
  'survey.audienceRequired': {
    'zh-CN': '请至少选择一个部门、岗位或人员',
    'zh-TW': '請至少選擇一個部門、崗位或人員',
    'en-US': 'Choose at least one department, position or person',
  },
  'survey.audienceNotFound': {
    'zh-CN': '所选的部门或人员不存在',
    'zh-TW': '所選的部門或人員不存在',
    'en-US': 'A chosen department or person does not exist',
  },
  'survey.deletePublished': {
    'zh-CN': '已发布的问卷不能删除，请先下架',
    'zh-TW': '已發佈的問卷不能刪除，請先下架',
    'en-US': 'A published survey cannot be deleted. Unpublish it first',
  },
  'survey.published': { 'zh-CN': '发布成功', 'zh-TW': '發佈成功', 'en-US': 'Published' },
  'survey.unpublished': { 'zh-CN': '已下架', 'zh-TW': '已下架', 'en-US': 'Unpublished' },
  'survey.submitted': { 'zh-CN': '提交成功', 'zh-TW': '提交成功', 'en-US': 'Submitted' },
  'survey.draftSaved': { 'zh-CN': '草稿已保存', 'zh-TW': '草稿已儲存', 'en-US': 'Draft saved' },
  'survey.questionNotFound': {
    'zh-CN': '题目不存在或不是填空题',
    'zh-TW': '題目不存在或不是填答題',
    'en-US': 'The question does not exist or is not a text question',
  },
  'survey.targetNotFound': {
    'zh-CN': '被评价人不在此评价中',
    'zh-TW': '被評價人不在此評價中',
    'en-US': 'The person is not a target of this evaluation',
  },
  'survey.exportTooLarge': {
    'zh-CN': '答卷超过 {max} 份，无法导出',
    'zh-TW': '答卷超過 {max} 份，無法匯出',
    'en-US': 'More than {max} responses cannot be exported',
  },
  'survey.anonymityLocked': {
    'zh-CN': '已有人作答，不能再修改是否匿名',
    'zh-TW': '已有人作答，不能再修改是否匿名',
    'en-US': 'Answers have been received: anonymity can no longer change',
  },
  'survey.editorStale': {
    'zh-CN': '问卷已被修改，请刷新后再试',
    'zh-TW': '問卷已被修改，請重新整理後再試',
    'en-US': 'The survey has changed meanwhile. Please reload and try again',
  },
  'survey.sheetSummary': { 'zh-CN': '统计', 'zh-TW': '統計', 'en-US': 'Summary' },
  'survey.sheetResponses': { 'zh-CN': '答卷', 'zh-TW': '答卷', 'en-US': 'Responses' },
  'survey.colNo': { 'zh-CN': '题号', 'zh-TW': '題號', 'en-US': 'No.' },
  'survey.colQuestion': { 'zh-CN': '题目', 'zh-TW': '題目', 'en-US': 'Question' },
  'survey.colType': { 'zh-CN': '题型', 'zh-TW': '題型', 'en-US': 'Type' },
  'survey.colOption': { 'zh-CN': '选项', 'zh-TW': '選項', 'en-US': 'Option' },
  'survey.colCount': { 'zh-CN': '人数', 'zh-TW': '人數', 'en-US': 'Count' },
  'survey.colPercent': { 'zh-CN': '比例', 'zh-TW': '比例', 'en-US': 'Percent' },
  'survey.colAnswered': { 'zh-CN': '作答人数', 'zh-TW': '作答人數', 'en-US': 'Answered' },
  'survey.colAverage': { 'zh-CN': '平均分', 'zh-TW': '平均分', 'en-US': 'Average' },
  'survey.colScore': { 'zh-CN': '{score} 分', 'zh-TW': '{score} 分', 'en-US': '{score} points' },
  'survey.colName': { 'zh-CN': '姓名', 'zh-TW': '姓名', 'en-US': 'Name' },
  'survey.colAccount': { 'zh-CN': '账号', 'zh-TW': '帳號', 'en-US': 'Account' },
  'survey.colDepartment': { 'zh-CN': '部门', 'zh-TW': '部門', 'en-US': 'Department' },
  'survey.colTarget': { 'zh-CN': '被评价人', 'zh-TW': '被評價人', 'en-US': 'Target' },
  'survey.colSubmittedAt': { 'zh-CN': '提交时间', 'zh-TW': '提交時間', 'en-US': 'Submitted at' },
  'survey.colResponses': { 'zh-CN': '答卷数', 'zh-TW': '答卷數', 'en-US': 'Responses' },
  'survey.typeSingle': { 'zh-CN': '单选题', 'zh-TW': '單選題', 'en-US': 'Single choice' },
  'survey.typeMultiple': { 'zh-CN': '多选题', 'zh-TW': '多選題', 'en-US': 'Multiple choice' },
  'survey.typeText': { 'zh-CN': '填答题', 'zh-TW': '填答題', 'en-US': 'Text' },
  'survey.typeRating': { 'zh-CN': '评分题', 'zh-TW': '評分題', 'en-US': 'Rating' },
  'survey.anonymousWithheld': {
    'zh-CN': '匿名问卷至少有 {min} 人作答后才显示结果',
    'zh-TW': '匿名問卷至少有 {min} 人作答後才顯示結果',
    'en-US': 'An anonymous survey shows results once at least {min} people have answered',
  },
  'survey.anonymousNote': {
    'zh-CN': '匿名问卷：不含作答人信息',
    'zh-TW': '匿名問卷：不含作答人資訊',
    'en-US': 'Anonymous survey: no respondent is named',
  },
  // Taking exams (spec s.8 exam messages)
  'exam.notExist': {
    'zh-CN': '考试不存在',
    'zh-TW': '考試不存在',
    'en-US': 'The exam does not exist',
  },
  'exam.noRight': {
    'zh-CN': '您没有参加该考试的权限',
    'zh-TW': '您沒有參加該考試的權限',
    'en-US': 'You have no right to take this exam',
  },
  'exam.notStarted': {
    'zh-CN': '考试尚未开始，请稍后再来',
    'zh-TW': '考試尚未開始，請稍後再來',
    'en-US': 'The exam starts later',
  },
  'exam.ended': { 'zh-CN': '考试已结束', 'zh-TW': '考試已結束', 'en-US': 'The exam has ended' },
  'exam.inProgress': {
    'zh-CN': '考试进行中，交卷后才能查看结果',
    'zh-TW': '考試進行中，交卷後才能查看結果',
    'en-US': 'The exam is in progress: the result shows after hand-in',
  },
  'exam.wrongPassword': {
    'zh-CN': '考试密码错误',
    'zh-TW': '考試密碼錯誤',
    'en-US': 'The exam password is wrong',
  },
  'exam.ipOutside': {
    'zh-CN': '您的 IP 地址不在本考试允许的范围内',
    'zh-TW': '您的 IP 位址不在本考試允許的範圍內',
    'en-US': 'Your IP address is outside the range allowed for this exam',
  },
  'exam.signatureRequired': {
    'zh-CN': '请先签名再开始考试',
    'zh-TW': '請先簽名再開始考試',
    'en-US': 'Please sign before starting the exam',
  },
  'exam.attemptsUsedUp': {
    'zh-CN': '您的考试次数已用完',
    'zh-TW': '您的考試次數已用完',
    'en-US': 'You have used up your attempts at this exam',
  },
  'exam.attemptsUsedUpToday': {
    'zh-CN': '您今天的考试次数已用完，请明天再来',
    'zh-TW': '您今天的考試次數已用完，請明天再來',
    'en-US': "You have used up today's attempts: come back tomorrow",
  },
  'exam.tooEarly': {
    'zh-CN': '开考 {minutes} 分钟后才能交卷',
    'zh-TW': '開考 {minutes} 分鐘後才能交卷',
    'en-US': 'You can hand in {minutes} minutes after the start',
  },
  'exam.attemptNotFound': {
    'zh-CN': '考试记录不存在',
    'zh-TW': '考試記錄不存在',
    'en-US': 'The exam record does not exist',
  },
  'exam.handedIn': {
    'zh-CN': '试卷已交，不能再作答',
    'zh-TW': '試卷已交，不能再作答',
    'en-US': 'The paper has been handed in and takes no more answers',
  },
  'exam.timeUp': {
    'zh-CN': '考试时间已到，试卷已自动提交',
    'zh-TW': '考試時間已到，試卷已自動提交',
    'en-US': 'Time is up: the paper was handed in',
  },
  'exam.screenSwitchLimit': {
    'zh-CN': '切屏次数已达上限，试卷已强制提交',
    'zh-TW': '切換畫面次數已達上限，試卷已強制提交',
    'en-US': 'The screen-switch limit was reached: the paper was handed in',
  },
  'exam.questionNotInPaper': {
    'zh-CN': '该试题不在本试卷中',
    'zh-TW': '該試題不在本試卷中',
    'en-US': 'The question is not on this paper',
  },
  'exam.paperMissing': {
    'zh-CN': '试卷不可用，请联系管理员',
    'zh-TW': '試卷不可用，請聯絡管理員',
    'en-US': 'The exam paper is not available: please contact the administrator',
  },
  'exam.submitted': { 'zh-CN': '交卷成功', 'zh-TW': '交卷成功', 'en-US': 'Handed in' },
  'programme.notFound': {
    'zh-CN': '培训项目不存在',
    'zh-TW': '培訓項目不存在',
    'en-US': 'The training programme does not exist',
  },
  'programme.noAccess': {
    'zh-CN': '您不在该培训的学员范围内',
    'zh-TW': '您不在該培訓的學員範圍內',
    'en-US': 'You are not a participant of this programme',
  },
  'programme.notPublished': {
    'zh-CN': '该培训尚未发布',
    'zh-TW': '該培訓尚未發佈',
    'en-US': 'This programme is not published',
  },
  'programme.startAfterEnd': {
    'zh-CN': '开始时间不能大于结束时间',
    'zh-TW': '開始時間不能大於結束時間',
    'en-US': 'The start time cannot be greater than the end time',
  },
  'programme.itemTypeInvalid': {
    'zh-CN': '不支持的学习项类型',
    'zh-TW': '不支援的學習項類型',
    'en-US': 'This learning item type cannot be added to a programme',
  },
  'programme.itemRequired': {
    'zh-CN': '每个阶段至少需要一个学习项',
    'zh-TW': '每個階段至少需要一個學習項',
    'en-US': 'Each stage needs at least one item',
  },
  'programme.tooManyItems': {
    'zh-CN': '每个阶段最多 {max} 个学习项',
    'zh-TW': '每個階段最多 {max} 個學習項',
    'en-US': 'A stage holds at most {max} items',
  },
  'programme.tooManyStages': {
    'zh-CN': '最多 {max} 个阶段',
    'zh-TW': '最多 {max} 個階段',
    'en-US': 'At most {max} stages',
  },
  'programme.stageRequired': {
    'zh-CN': '请至少添加一个阶段',
    'zh-TW': '請至少添加一個階段',
    'en-US': 'Add at least one stage',
  },
  'programme.itemNotFound': {
    'zh-CN': '学习项不存在或不属于本企业：{title}',
    'zh-TW': '學習項不存在或不屬於本企業：{title}',
    'en-US': "A learning item does not exist or is not this company's: {title}",
  },
  'programme.itemDuplicate': {
    'zh-CN': '同一学习项不能重复添加',
    'zh-TW': '同一學習項不能重複添加',
    'en-US': 'The same item cannot be added twice',
  },
  'programme.packageEmpty': {
    'zh-CN': '培训包至少需要一个培训项目',
    'zh-TW': '培訓包至少需要一個培訓項目',
    'en-US': 'A package needs at least one programme',
  },
  'programme.packageProgrammeInvalid': {
    'zh-CN': '培训包只能包含本企业的非培训包项目',
    'zh-TW': '培訓包只能包含本企業的非培訓包項目',
    'en-US': "A package may only bundle this company's programmes that are not packages",
  },
  'programme.electivesTooMany': {
    'zh-CN': '最少选修数不能超过选修项数量',
    'zh-TW': '最少選修數不能超過選修項數量',
    'en-US': 'The minimum number of electives cannot exceed the electives',
  },
  'programme.taskTypeInvalid': {
    'zh-CN': '任务类型不正确',
    'zh-TW': '任務類型不正確',
    'en-US': 'The task type does not fit this kind of programme',
  },
  'programme.kindChanged': {
    'zh-CN': '不能修改培训类型',
    'zh-TW': '不能修改培訓類型',
    'en-US': 'The kind of a programme cannot be changed',
  },
  'programme.supervisorNotFound': {
    'zh-CN': '监督人不存在',
    'zh-TW': '監督人不存在',
    'en-US': 'A supervisor does not exist',
  },
  'programme.userNotFound': {
    'zh-CN': '学员不存在',
    'zh-TW': '學員不存在',
    'en-US': 'A learner does not exist',
  },
  'programme.hasMembers': {
    'zh-CN': '已有学员学习记录的培训不能删除，请先下架',
    'zh-TW': '已有學員學習記錄的培訓不能刪除，請先下架',
    'en-US': "A programme with learners' records cannot be deleted; unpublish it instead",
  },
  'programme.inPackage': {
    'zh-CN': '该项目已被培训包引用，不能删除',
    'zh-TW': '該項目已被培訓包引用，不能刪除',
    'en-US': 'A package bundles this programme; it cannot be deleted',
  },
  'programme.publishEmpty': {
    'zh-CN': '没有学习项的培训不能发布',
    'zh-TW': '沒有學習項的培訓不能發佈',
    'en-US': 'A programme without items cannot be published',
  },
  'programme.levelLocked': {
    'zh-CN': '请先完成上一关',
    'zh-TW': '請先完成上一關',
    'en-US': 'Please complete the previous level first',
  },
  'programme.previousItemFirst': {
    'zh-CN': '请先完成上一个学习项',
    'zh-TW': '請先完成上一個學習項',
    'en-US': 'Please complete the previous item first',
  },
  'programme.notStarted': {
    'zh-CN': '培训尚未开始',
    'zh-TW': '培訓尚未開始',
    'en-US': 'The programme has not started yet',
  },
  'programme.ended': {
    'zh-CN': '培训已结束',
    'zh-TW': '培訓已結束',
    'en-US': 'The programme has ended',
  },
  'programme.notMember': {
    'zh-CN': '请先报名或加入该培训',
    'zh-TW': '請先報名或加入該培訓',
    'en-US': 'Sign up or join the programme first',
  },
  'programme.notSupervisor': {
    'zh-CN': '您不是该培训的监督人',
    'zh-TW': '您不是該培訓的監督人',
    'en-US': 'You do not supervise this programme',
  },
  'programme.published': { 'zh-CN': '已发布', 'zh-TW': '已發佈', 'en-US': 'Published' },
  'programme.unpublished': { 'zh-CN': '已下架', 'zh-TW': '已下架', 'en-US': 'Unpublished' },
  'programme.membersAdded': {
    'zh-CN': '已添加 {count} 名学员',
    'zh-TW': '已添加 {count} 名學員',
    'en-US': '{count} learners added',
  },
  'programme.membersRemoved': {
    'zh-CN': '已移除 {count} 名学员',
    'zh-TW': '已移除 {count} 名學員',
    'en-US': '{count} learners removed',
  },
  'programme.sheetLearners': { 'zh-CN': '学员进度', 'zh-TW': '學員進度', 'en-US': 'Learners' },
  'programme.sheetDepartments': {
    'zh-CN': '部门统计',
    'zh-TW': '部門統計',
    'en-US': 'Departments',
  },
  'programme.colName': { 'zh-CN': '姓名', 'zh-TW': '姓名', 'en-US': 'Name' },
  'programme.colAccount': { 'zh-CN': '账号', 'zh-TW': '帳號', 'en-US': 'Account' },
  'programme.colDepartment': { 'zh-CN': '部门', 'zh-TW': '部門', 'en-US': 'Department' },
  'programme.colPosition': { 'zh-CN': '岗位', 'zh-TW': '崗位', 'en-US': 'Position' },
  'programme.colSource': { 'zh-CN': '加入方式', 'zh-TW': '加入方式', 'en-US': 'Joined by' },
  'programme.colState': { 'zh-CN': '学习状态', 'zh-TW': '學習狀態', 'en-US': 'State' },
  'programme.colPercent': { 'zh-CN': '进度(%)', 'zh-TW': '進度(%)', 'en-US': 'Progress (%)' },
  'programme.colCompulsory': {
    'zh-CN': '必修完成',
    'zh-TW': '必修完成',
    'en-US': 'Compulsory done',
  },
  'programme.colEnrolledAt': { 'zh-CN': '加入时间', 'zh-TW': '加入時間', 'en-US': 'Enrolled at' },
  'programme.colCompletedAt': { 'zh-CN': '完成时间', 'zh-TW': '完成時間', 'en-US': 'Completed at' },
  'programme.colMembers': { 'zh-CN': '学员数', 'zh-TW': '學員數', 'en-US': 'Learners' },
  'programme.colCompletionRate': {
    'zh-CN': '完成率(%)',
    'zh-TW': '完成率(%)',
    'en-US': 'Completion rate (%)',
  },
  'programme.colAveragePercent': {
    'zh-CN': '平均进度(%)',
    'zh-TW': '平均進度(%)',
    'en-US': 'Average progress (%)',
  },
  'programme.stateNotStarted': { 'zh-CN': '未开始', 'zh-TW': '未開始', 'en-US': 'Not started' },
  'programme.stateInProgress': { 'zh-CN': '学习中', 'zh-TW': '學習中', 'en-US': 'Studying' },
  'programme.stateCompleted': { 'zh-CN': '已完成', 'zh-TW': '已完成', 'en-US': 'Completed' },
  'programme.sourceAudience': { 'zh-CN': '学员范围', 'zh-TW': '學員範圍', 'en-US': 'Participants' },
  'programme.sourceSignup': { 'zh-CN': '报名', 'zh-TW': '報名', 'en-US': 'Sign-up' },
  'programme.sourceAdmin': {
    'zh-CN': '管理员添加',
    'zh-TW': '管理員添加',
    'en-US': 'Added by an admin',
  },
  'programme.noDepartment': { 'zh-CN': '无部门', 'zh-TW': '無部門', 'en-US': 'No department' },
  'programme.audienceNotFound': {
    'zh-CN': '学员范围中的部门或人员不存在',
    'zh-TW': '學員範圍中的部門或人員不存在',
    'en-US': 'A department or person of the participants does not exist',
  },
  'signup.closed': {
    'zh-CN': '报名已关闭',
    'zh-TW': '報名已關閉',
    'en-US': 'Registration is now closed',
  },
  'signup.ended': {
    'zh-CN': '报名已结束！',
    'zh-TW': '報名已結束！',
    'en-US': 'Registration ends!',
  },
  'signup.notStarted': {
    'zh-CN': '报名尚未开始',
    'zh-TW': '報名尚未開始',
    'en-US': 'Registration has not started yet',
  },
  'signup.duplicate': {
    'zh-CN': '您不能重复报名！',
    'zh-TW': '您不能重複報名！',
    'en-US': 'You can not repeat to register!',
  },
  'signup.failed': {
    'zh-CN': '报名失败！',
    'zh-TW': '報名失敗！',
    'en-US': 'Registration failed!',
  },
  'signup.full': {
    'zh-CN': '报名人数已满',
    'zh-TW': '報名人數已滿',
    'en-US': 'Registration is full',
  },
  'signup.departmentNotAllowed': {
    'zh-CN': '您所在的部门不在报名范围内',
    'zh-TW': '您所在的部門不在報名範圍內',
    'en-US': 'Your department is not allowed to sign up',
  },
  'signup.cancelClosed': {
    'zh-CN': '活动已开始或已过取消截止时间，不能取消报名',
    'zh-TW': '活動已開始或已過取消截止時間，不能取消報名',
    'en-US':
      'The activity has started or the cancel deadline has passed; the sign-up can no longer be cancelled',
  },
  'signup.notFound': {
    'zh-CN': '报名不存在或您无权查看',
    'zh-TW': '報名不存在或您無權查看',
    'en-US': 'The sign-up does not exist or is not available to you',
  },
  'signup.startAfterEnd': {
    'zh-CN': '开始时间不能大于结束时间',
    'zh-TW': '開始時間不能大於結束時間',
    'en-US': 'The start time cannot be greater than the end time',
  },
  'signup.targetRequired': {
    'zh-CN': '请选择报名对应的培训项目或课程',
    'zh-TW': '請選擇報名對應的培訓項目或課程',
    'en-US': 'Choose the programme or course the sign-up admits to',
  },
  'signup.targetNotFound': {
    'zh-CN': '报名对应的培训项目或课程不存在',
    'zh-TW': '報名對應的培訓項目或課程不存在',
    'en-US': 'The programme or course of the sign-up does not exist',
  },
  'signup.fieldsRequired': {
    'zh-CN': '请至少添加一个填写项',
    'zh-TW': '請至少新增一個填寫項',
    'en-US': 'Add at least one form field',
  },
  'signup.optionsRequired': {
    'zh-CN': '选择题至少需要一个选项',
    'zh-TW': '選擇題至少需要一個選項',
    'en-US': 'A choice field needs at least one option',
  },
  'signup.fieldRequired': {
    'zh-CN': '请填写必填项',
    'zh-TW': '請填寫必填項',
    'en-US': 'Fill in the required field',
  },
  'signup.fieldInvalid': {
    'zh-CN': '填写内容格式不正确',
    'zh-TW': '填寫內容格式不正確',
    'en-US': 'The value of this field is not valid',
  },
  'signup.personnelIncomplete': {
    'zh-CN': '请先完善您的人事信息',
    'zh-TW': '請先完善您的人事資訊',
    'en-US': 'Complete your personnel information first',
  },
  'signup.personnelPending': {
    'zh-CN': '您的人事信息正在审核中，请审核通过后再报名',
    'zh-TW': '您的人事資訊正在審核中，請審核通過後再報名',
    'en-US': 'Your personnel information is under review; sign up once it is approved',
  },
  'signup.reservationRequired': {
    'zh-CN': '请选择教室和时间段',
    'zh-TW': '請選擇教室和時間段',
    'en-US': 'Choose a room and a time slot',
  },
  'signup.roomNotFound': {
    'zh-CN': '教室不存在或不可预约',
    'zh-TW': '教室不存在或不可預約',
    'en-US': 'The room does not exist or cannot be reserved',
  },
  'signup.roomBusy': {
    'zh-CN': '该教室在此时间段已被预约',
    'zh-TW': '該教室在此時間段已被預約',
    'en-US': 'The room is already reserved for this time slot',
  },
  'signup.roomTooSmall': {
    'zh-CN': '参加人数超过教室容量',
    'zh-TW': '參加人數超過教室容量',
    'en-US': 'More attendees than the room holds',
  },
  'signup.slotTooLong': {
    'zh-CN': '预约时长不能超过24小时',
    'zh-TW': '預約時長不能超過24小時',
    'en-US': 'A reservation lasts at most 24 hours',
  },
  'signup.slotPast': {
    'zh-CN': '不能预约已经过去的时间',
    'zh-TW': '不能預約已經過去的時間',
    'en-US': 'A time slot in the past cannot be reserved',
  },
  'signup.notSignedUp': {
    'zh-CN': '您尚未报名',
    'zh-TW': '您尚未報名',
    'en-US': 'You have not signed up',
  },
  'signup.cancelled': {
    'zh-CN': '已取消报名',
    'zh-TW': '已取消報名',
    'en-US': 'The sign-up is cancelled',
  },
  'signup.submitted': {
    'zh-CN': '报名成功',
    'zh-TW': '報名成功',
    'en-US': 'Signed up successfully',
  },
  'signup.pending': {
    'zh-CN': '报名已提交，等待审核',
    'zh-TW': '報名已提交，等待審核',
    'en-US': 'Sign-up submitted; waiting for approval',
  },
  'signup.approvalTemplateMissing': {
    'zh-CN': '请先在审批模板中启用报名审批（类型3）',
    'zh-TW': '請先在審批範本中啟用報名審批（類型3）',
    'en-US': 'Enable an approval template for sign-ups (type 3) first',
  },
  'signup.departmentNotFound': {
    'zh-CN': '部门不存在',
    'zh-TW': '部門不存在',
    'en-US': 'The department does not exist',
  },
  'signup.kindLocked': {
    'zh-CN': '已有人报名，不能修改报名类型或对象',
    'zh-TW': '已有人報名，不能修改報名類型或對象',
    'en-US': 'People have signed up: the kind and target can no longer change',
  },
  'signup.hasRecords': {
    'zh-CN': '已有人报名的报名不能删除，请改为关闭',
    'zh-TW': '已有人報名的報名不能刪除，請改為關閉',
    'en-US': 'A sign-up people have signed up for cannot be deleted; close it instead',
  },
  'signup.typeName': {
    'zh-CN': '报名',
    'zh-TW': '報名',
    'en-US': 'Sign-up',
  },
  'signup.published': {
    'zh-CN': '已发布',
    'zh-TW': '已發佈',
    'en-US': 'Published',
  },
  'signup.closedDone': {
    'zh-CN': '已关闭报名',
    'zh-TW': '已關閉報名',
    'en-US': 'Sign-up closed',
  },
  'signup.roomInUse': {
    'zh-CN': '教室有待进行的预约，不能删除',
    'zh-TW': '教室有待進行的預約，不能刪除',
    'en-US': 'The room has upcoming reservations and cannot be deleted',
  },
  'signup.kind1': {
    'zh-CN': '培训项目',
    'zh-TW': '培訓項目',
    'en-US': 'Training programme',
  },
  'signup.kind2': {
    'zh-CN': '完善人事信息',
    'zh-TW': '完善人事資訊',
    'en-US': 'Complete personnel information',
  },
  'signup.kind3': {
    'zh-CN': '培训材料填写',
    'zh-TW': '培訓材料填寫',
    'en-US': 'Train material filling',
  },
  'signup.kind4': {
    'zh-CN': '培训教室预约',
    'zh-TW': '培訓教室預約',
    'en-US': 'Training classroom reservation',
  },
  'signup.kind5': {
    'zh-CN': '在线课程报名申请',
    'zh-TW': '線上課程報名申請',
    'en-US': 'Online course enrollment application',
  },
  'signup.lineTitle': {
    'zh-CN': '报名',
    'zh-TW': '報名',
    'en-US': 'Sign-up',
  },
  'signup.lineKind': {
    'zh-CN': '报名类型',
    'zh-TW': '報名類型',
    'en-US': 'Kind',
  },
  'signup.lineRoom': {
    'zh-CN': '教室',
    'zh-TW': '教室',
    'en-US': 'Room',
  },
  'signup.lineTime': {
    'zh-CN': '时间',
    'zh-TW': '時間',
    'en-US': 'Time',
  },
  'signup.lineAttendees': {
    'zh-CN': '人数',
    'zh-TW': '人數',
    'en-US': 'Attendees',
  },
  'signup.linePurpose': {
    'zh-CN': '用途',
    'zh-TW': '用途',
    'en-US': 'Purpose',
  },
  'signup.realName': {
    'zh-CN': '姓名',
    'zh-TW': '姓名',
    'en-US': 'Name',
  },
  'signup.mobile': {
    'zh-CN': '手机',
    'zh-TW': '手機',
    'en-US': 'Mobile',
  },
  'signup.email': {
    'zh-CN': '邮箱',
    'zh-TW': '郵箱',
    'en-US': 'Email',
  },
  'signup.department': {
    'zh-CN': '部门',
    'zh-TW': '部門',
    'en-US': 'Department',
  },
  'signup.position': {
    'zh-CN': '岗位',
    'zh-TW': '崗位',
    'en-US': 'Position',
  },
  'signup.account': {
    'zh-CN': '账号',
    'zh-TW': '帳號',
    'en-US': 'Account',
  },
  'signup.state': {
    'zh-CN': '状态',
    'zh-TW': '狀態',
    'en-US': 'State',
  },
  'signup.createdAt': {
    'zh-CN': '报名时间',
    'zh-TW': '報名時間',
    'en-US': 'Signed up at',
  },
  'signup.stateReviewing': {
    'zh-CN': '审核中',
    'zh-TW': '審核中',
    'en-US': 'Under review',
  },
  'signup.stateEnrolled': {
    'zh-CN': '已报名',
    'zh-TW': '已報名',
    'en-US': 'Enrolled',
  },
  'signup.stateRejected': {
    'zh-CN': '已驳回',
    'zh-TW': '已駁回',
    'en-US': 'Rejected',
  },
  'signup.stateWithdrawn': {
    'zh-CN': '已撤回',
    'zh-TW': '已撤回',
    'en-US': 'Withdrawn',
  },
  'signup.stateCancelled': {
    'zh-CN': '已取消',
    'zh-TW': '已取消',
    'en-US': 'Cancelled',
  },
  'signup.sheetName': {
    'zh-CN': '报名人员',
    'zh-TW': '報名人員',
    'en-US': 'People',
  },
  'face.notFound': {
    'zh-CN': '面授培训不存在',
    'zh-TW': '面授培訓不存在',
    'en-US': 'The face-to-face session does not exist',
  },
  'face.lessonHoursRequired': {
    'zh-CN': '面授需要填写课时',
    'zh-TW': '面授需要填寫課時',
    'en-US': 'Face-to-face needs lesson hour',
  },
  'face.addressRequired': {
    'zh-CN': '面授需要填写地址',
    'zh-TW': '面授需要填寫地址',
    'en-US': 'Face-to-face needs address',
  },
  'face.lecturerRequired': {
    'zh-CN': '面授需要填写讲师',
    'zh-TW': '面授需要填寫講師',
    'en-US': 'Face-to-face needs lecturer',
  },
  'face.endBeforeStart': {
    'zh-CN': '结束时间必须晚于开始时间',
    'zh-TW': '結束時間必須晚於開始時間',
    'en-US': 'The end time must be later than the start time',
  },
  'face.tooManyScheduleLines': {
    'zh-CN': '日程最多 {max} 行',
    'zh-TW': '日程最多 {max} 行',
    'en-US': 'At most {max} schedule lines',
  },
  'face.tooManyMaterials': {
    'zh-CN': '资料最多 {max} 个',
    'zh-TW': '資料最多 {max} 個',
    'en-US': 'At most {max} materials',
  },
  'face.materialNotFound': {
    'zh-CN': '资料文件不存在',
    'zh-TW': '資料檔案不存在',
    'en-US': 'A material file does not exist',
  },
  'face.audienceNotFound': {
    'zh-CN': '参训范围中的部门或人员不存在',
    'zh-TW': '參訓範圍中的部門或人員不存在',
    'en-US': 'A department or person of the audience does not exist',
  },
  'face.managerNotFound': {
    'zh-CN': '考勤管理员不存在或已停用',
    'zh-TW': '考勤管理員不存在或已停用',
    'en-US': 'An attendance manager does not exist or is disabled',
  },
  'face.hasAttendance': {
    'zh-CN': '已有学员签到的面授不能删除',
    'zh-TW': '已有學員簽到的面授不能刪除',
    'en-US': 'A session with sign-ins cannot be deleted',
  },
  'face.qrInvalid': {
    'zh-CN': '二维码无效',
    'zh-TW': '二維碼無效',
    'en-US': 'The QR code is not valid',
  },
  'face.qrExpired': {
    'zh-CN': '二维码已过期，请重新扫描现场二维码',
    'zh-TW': '二維碼已過期，請重新掃描現場二維碼',
    'en-US': 'The QR code has expired: scan the one on site again',
  },
  'face.notInAudience': {
    'zh-CN': '您不在本次面授的参训范围内',
    'zh-TW': '您不在本次面授的參訓範圍內',
    'en-US': 'You are not among the participants of this session',
  },
  'face.signInNotOpen': {
    'zh-CN': '签到尚未开始',
    'zh-TW': '簽到尚未開始',
    'en-US': 'Sign-in has not opened yet',
  },
  'face.signInClosed': {
    'zh-CN': '签到已结束',
    'zh-TW': '簽到已結束',
    'en-US': 'Sign-in is closed',
  },
  'face.signOutNotOpen': {
    'zh-CN': '签退尚未开始',
    'zh-TW': '簽退尚未開始',
    'en-US': 'Sign-out has not opened yet',
  },
  'face.signOutClosed': {
    'zh-CN': '签退已结束',
    'zh-TW': '簽退已結束',
    'en-US': 'Sign-out is closed',
  },
  'face.signOutNotRequired': {
    'zh-CN': '本次面授无需签退',
    'zh-TW': '本次面授無需簽退',
    'en-US': 'This session needs no sign-out',
  },
  'face.notSignedIn': {
    'zh-CN': '请先签到',
    'zh-TW': '請先簽到',
    'en-US': 'Please sign in first',
  },
  'face.onLeave': {
    'zh-CN': '您已请假，无需签到',
    'zh-TW': '您已請假，無需簽到',
    'en-US': 'You are on leave for this session',
  },
  'face.signedIn': {
    'zh-CN': '签到成功',
    'zh-TW': '簽到成功',
    'en-US': 'Signed in',
  },
  'face.signedOut': {
    'zh-CN': '签退成功',
    'zh-TW': '簽退成功',
    'en-US': 'Signed out',
  },
  'face.alreadySignedIn': {
    'zh-CN': '您已签到',
    'zh-TW': '您已簽到',
    'en-US': 'You have already signed in',
  },
  'face.alreadySignedOut': {
    'zh-CN': '您已签退',
    'zh-TW': '您已簽退',
    'en-US': 'You have already signed out',
  },
  'face.leaveReasonRequired': {
    'zh-CN': '请填写请假原因',
    'zh-TW': '請填寫請假原因',
    'en-US': 'Please give a reason for the leave',
  },
  'face.leaveExists': {
    'zh-CN': '您已提交过请假',
    'zh-TW': '您已提交過請假',
    'en-US': 'You have already asked for leave',
  },
  'face.leaveClosed': {
    'zh-CN': '面授已结束，不能请假',
    'zh-TW': '面授已結束，不能請假',
    'en-US': 'The session has ended: leave can no longer be asked for',
  },
  'face.leaveAfterSignIn': {
    'zh-CN': '已签到，不能请假',
    'zh-TW': '已簽到，不能請假',
    'en-US': 'You have signed in: leave can no longer be asked for',
  },
  'face.leaveNotFound': {
    'zh-CN': '请假申请不存在',
    'zh-TW': '請假申請不存在',
    'en-US': 'The leave request does not exist',
  },
  'face.leaveNotPending': {
    'zh-CN': '该请假申请不在待审批状态',
    'zh-TW': '該請假申請不在待審批狀態',
    'en-US': 'The leave request is not waiting for a decision',
  },
  'face.leaveNotCancellable': {
    'zh-CN': '该请假申请不能撤销',
    'zh-TW': '該請假申請不能撤銷',
    'en-US': 'The leave request can no longer be cancelled',
  },
  'face.leaveRequested': {
    'zh-CN': '请假已提交',
    'zh-TW': '請假已提交',
    'en-US': 'Leave requested',
  },
  'face.leaveCancelled': {
    'zh-CN': '请假已撤销',
    'zh-TW': '請假已撤銷',
    'en-US': 'Leave request cancelled',
  },
  'face.leaveApproved': {
    'zh-CN': '已批准请假',
    'zh-TW': '已批准請假',
    'en-US': 'Leave approved',
  },
  'face.leaveRejected': {
    'zh-CN': '已驳回请假',
    'zh-TW': '已駁回請假',
    'en-US': 'Leave rejected',
  },
  'face.rejectReasonRequired': {
    'zh-CN': '请填写驳回原因',
    'zh-TW': '請填寫駁回原因',
    'en-US': 'Please give a reason for the rejection',
  },
  'face.reasonRequired': {
    'zh-CN': '请填写修改原因',
    'zh-TW': '請填寫修改原因',
    'en-US': 'Please give a reason for the correction',
  },
  'face.signOutBeforeSignIn': {
    'zh-CN': '签退时间不能早于签到时间',
    'zh-TW': '簽退時間不能早於簽到時間',
    'en-US': 'The sign-out time cannot be before the sign-in time',
  },
  'face.notExpected': {
    'zh-CN': '该学员不在本次面授的参训范围内',
    'zh-TW': '該學員不在本次面授的參訓範圍內',
    'en-US': 'This learner is not among the participants of this session',
  },
  'face.corrected': {
    'zh-CN': '考勤已修改',
    'zh-TW': '考勤已修改',
    'en-US': 'Attendance corrected',
  },
  'face.gradingOff': {
    'zh-CN': '本次面授不评分',
    'zh-TW': '本次面授不評分',
    'en-US': 'This session is not graded',
  },
  'face.gradeRange': {
    'zh-CN': '成绩须在 0 到 {max} 之间',
    'zh-TW': '成績須在 0 到 {max} 之間',
    'en-US': 'The grade must be between 0 and {max}',
  },
  'face.graded': {
    'zh-CN': '成绩已保存',
    'zh-TW': '成績已保存',
    'en-US': 'Grade saved',
  },
  'face.ratingRange': {
    'zh-CN': '请选择 1 到 5 星的评分',
    'zh-TW': '請選擇 1 到 5 星的評分',
    'en-US': 'Please rate from 1 to 5',
  },
  'face.evaluateNotAttended': {
    'zh-CN': '出席后才能评价',
    'zh-TW': '出席後才能評價',
    'en-US': 'You can evaluate the session once you have attended',
  },
  'face.alreadyEvaluated': {
    'zh-CN': '您已评价过本次面授',
    'zh-TW': '您已評價過本次面授',
    'en-US': 'You have already evaluated this session',
  },
  'face.evaluated': {
    'zh-CN': '评价已提交',
    'zh-TW': '評價已提交',
    'en-US': 'Evaluation submitted',
  },
  'face.importType': {
    'zh-CN': '仅支持 xls 或 xlsx 文件',
    'zh-TW': '僅支援 xls 或 xlsx 檔案',
    'en-US': 'Only xls or xlsx files can be imported',
  },
  'face.importFileRequired': {
    'zh-CN': '请选择要导入的 xls 或 xlsx 文件',
    'zh-TW': '請選擇要匯入的 xls 或 xlsx 檔案',
    'en-US': 'Please choose an xls or xlsx file to import',
  },
  'face.importUnreadable': {
    'zh-CN': '无法读取该文件，请使用导出的表格填写',
    'zh-TW': '無法讀取該檔案，請使用匯出的表格填寫',
    'en-US': 'The file cannot be read: fill in the exported sheet',
  },
  'face.importEmpty': {
    'zh-CN': '文件中没有数据',
    'zh-TW': '檔案中沒有資料',
    'en-US': 'The file has no rows',
  },
  'face.importTooMany': {
    'zh-CN': '一次最多导入 {max} 行',
    'zh-TW': '一次最多匯入 {max} 行',
    'en-US': 'At most {max} rows can be imported at once',
  },
  'face.importColumnMissing': {
    'zh-CN': '缺少“{name}”列',
    'zh-TW': '缺少「{name}」欄',
    'en-US': 'The column "{name}" is missing',
  },
  'face.importAccountUnknown': {
    'zh-CN': '账号“{account}”不存在',
    'zh-TW': '帳號「{account}」不存在',
    'en-US': 'The account "{account}" does not exist',
  },
  'face.importAccountRepeated': {
    'zh-CN': '账号“{account}”重复出现',
    'zh-TW': '帳號「{account}」重複出現',
    'en-US': 'The account "{account}" appears more than once',
  },
  'face.importBadTime': {
    'zh-CN': '“{name}”不是有效的时间',
    'zh-TW': '「{name}」不是有效的時間',
    'en-US': '"{name}" is not a valid time',
  },
  'face.importBadGrade': {
    'zh-CN': '成绩须为 0 到 {max} 之间的数字',
    'zh-TW': '成績須為 0 到 {max} 之間的數字',
    'en-US': 'The grade must be a number from 0 to {max}',
  },
  'face.importFailed': {
    'zh-CN': '导入失败：有 {failed} 行有误，未导入任何数据',
    'zh-TW': '匯入失敗：有 {failed} 行有誤，未匯入任何資料',
    'en-US': 'Import refused: {failed} rows are wrong, nothing was imported',
  },
  'face.importDone': {
    'zh-CN': '已导入 {imported} 行',
    'zh-TW': '已匯入 {imported} 行',
    'en-US': '{imported} rows imported',
  },
  'face.importReason': {
    'zh-CN': '表格导入',
    'zh-TW': '表格匯入',
    'en-US': 'Imported from a sheet',
  },
  'face.auditType': {
    'zh-CN': '面授请假',
    'zh-TW': '面授請假',
    'en-US': 'Face-to-face leave',
  },
  'face.auditSession': {
    'zh-CN': '面授',
    'zh-TW': '面授',
    'en-US': 'Session',
  },
  'face.auditTime': {
    'zh-CN': '时间',
    'zh-TW': '時間',
    'en-US': 'Time',
  },
  'face.auditReason': {
    'zh-CN': '请假原因',
    'zh-TW': '請假原因',
    'en-US': 'Reason',
  },
  'face.colAccount': {
    'zh-CN': '账号',
    'zh-TW': '帳號',
    'en-US': 'Account',
  },
  'face.colName': {
    'zh-CN': '姓名',
    'zh-TW': '姓名',
    'en-US': 'Name',
  },
  'face.colDepartment': {
    'zh-CN': '部门',
    'zh-TW': '部門',
    'en-US': 'Department',
  },
  'face.colState': {
    'zh-CN': '考勤状态',
    'zh-TW': '考勤狀態',
    'en-US': 'State',
  },
  'face.colSignIn': {
    'zh-CN': '签到时间',
    'zh-TW': '簽到時間',
    'en-US': 'Sign-in time',
  },
  'face.colSignOut': {
    'zh-CN': '签退时间',
    'zh-TW': '簽退時間',
    'en-US': 'Sign-out time',
  },
  'face.colGrade': {
    'zh-CN': '成绩',
    'zh-TW': '成績',
    'en-US': 'Grade',
  },
  'face.state.notSignedIn': {
    'zh-CN': '未签到',
    'zh-TW': '未簽到',
    'en-US': 'Not signed in',
  },
  'face.state.signedIn': {
    'zh-CN': '已签到',
    'zh-TW': '已簽到',
    'en-US': 'Signed in',
  },
  'face.state.late': {
    'zh-CN': '迟到',
    'zh-TW': '遲到',
    'en-US': 'Late',
  },
  'face.state.signedOut': {
    'zh-CN': '已签退',
    'zh-TW': '已簽退',
    'en-US': 'Signed out',
  },
  'face.state.leftEarly': {
    'zh-CN': '早退',
    'zh-TW': '早退',
    'en-US': 'Left early',
  },
  'face.state.attended': {
    'zh-CN': '已出席',
    'zh-TW': '已出席',
    'en-US': 'Attended',
  },
  'face.state.absent': {
    'zh-CN': '缺勤',
    'zh-TW': '缺勤',
    'en-US': 'Absent',
  },
  'face.state.leave': {
    'zh-CN': '请假',
    'zh-TW': '請假',
    'en-US': 'On leave',
  },
  'idp.startAfterEnd': {
    'zh-CN': '开始时间不能大于结束时间',
    'zh-TW': '開始時間不能大於結束時間',
    'en-US': 'The start time cannot be greater than the end time',
  },
  'idp.resourceRequired': {
    'zh-CN': '请至少添加一项学习资源',
    'zh-TW': '請至少添加一項學習資源',
    'en-US': 'Add at least one learning resource',
  },
  'idp.passPercent': {
    'zh-CN': '及格线为试卷总分的 1% 到 100%',
    'zh-TW': '及格線為試卷總分的 1% 到 100%',
    'en-US': 'The pass line is 1% to 100% of the paper total',
  },
  'idp.stepRequired': {
    'zh-CN': '作业至少需要一个步骤',
    'zh-TW': '作業至少需要一個步驟',
    'en-US': 'The homework needs at least one step',
  },
  'idp.tooManyAttachments': {
    'zh-CN': '最多上传 {max} 个附件',
    'zh-TW': '最多上傳 {max} 個附件',
    'en-US': 'At most {max} attachments',
  },
  'idp.reasonRequired': {
    'zh-CN': '请填写驳回原因',
    'zh-TW': '請填寫駁回原因',
    'en-US': 'Please give the reason for the rejection',
  },
  'idp.notFound': {
    'zh-CN': '发展计划不存在',
    'zh-TW': '發展計劃不存在',
    'en-US': 'The development plan does not exist',
  },
  'idp.supervisorNotFound': {
    'zh-CN': '请选择本公司的在职人员作为上级',
    'zh-TW': '請選擇本公司的在職人員作為上級',
    'en-US': 'Choose an active person of your company as the supervisor',
  },
  'idp.selfSupervisor': {
    'zh-CN': '不能选择自己作为上级',
    'zh-TW': '不能選擇自己作為上級',
    'en-US': 'You cannot be your own supervisor',
  },
  'idp.notSupervisor': {
    'zh-CN': '只有该计划的上级可以审批',
    'zh-TW': '只有該計劃的上級可以審批',
    'en-US': "Only the plan's supervisor may approve it",
  },
  'idp.notOwner': {
    'zh-CN': '只能操作自己的发展计划',
    'zh-TW': '只能操作自己的發展計劃',
    'en-US': 'You can only change your own plans',
  },
  'idp.notEditable': {
    'zh-CN': '只有已撤回或已驳回的计划可以修改',
    'zh-TW': '只有已撤回或已駁回的計劃可以修改',
    'en-US': 'Only a withdrawn or rejected plan can be changed',
  },
  'idp.notReviewing': {
    'zh-CN': '该计划不在审核中',
    'zh-TW': '該計劃不在審核中',
    'en-US': 'The plan is not under review',
  },
  'idp.notPassed': {
    'zh-CN': '计划审核通过后才能开始学习',
    'zh-TW': '計劃審核通過後才能開始學習',
    'en-US': 'The plan must be approved before you work on it',
  },
  'idp.yearTaken': {
    'zh-CN': '{year} 年的发展计划已存在',
    'zh-TW': '{year} 年的發展計劃已存在',
    'en-US': 'You already have a plan for {year}',
  },
  'idp.itemNotFound': {
    'zh-CN': '所选的学习资源不存在或不可见',
    'zh-TW': '所選的學習資源不存在或不可見',
    'en-US': 'A chosen resource does not exist or is not open to you',
  },
  'idp.attachmentNotFound': {
    'zh-CN': '附件不存在',
    'zh-TW': '附件不存在',
    'en-US': 'The attachment does not exist',
  },
  'idp.stepNotFound': {
    'zh-CN': '作业步骤不存在',
    'zh-TW': '作業步驟不存在',
    'en-US': 'The homework step does not exist',
  },
  'idp.submitted': {
    'zh-CN': '已提交审核',
    'zh-TW': '已提交審核',
    'en-US': 'Submitted for review',
  },
  'idp.withdrawn': { 'zh-CN': '已撤回', 'zh-TW': '已撤回', 'en-US': 'Withdrawn' },
  'idp.decided': { 'zh-CN': '审批完成', 'zh-TW': '審批完成', 'en-US': 'Decision recorded' },
  'studyplan.startAfterEnd': {
    'zh-CN': '开始时间不能大于结束时间',
    'zh-TW': '開始時間不能大於結束時間',
    'en-US': 'The start time cannot be greater than the end time',
  },
  'studyplan.fieldDuplicate': {
    'zh-CN': '计划字段不能重复',
    'zh-TW': '計劃欄位不能重複',
    'en-US': 'Plan fields must not repeat',
  },
  'studyplan.departmentRequired': {
    'zh-CN': '请至少选择一个部门',
    'zh-TW': '請至少選擇一個部門',
    'en-US': 'Choose at least one department',
  },
  'studyplan.itemRequired': {
    'zh-CN': '请至少添加一项培训',
    'zh-TW': '請至少添加一項培訓',
    'en-US': 'Add at least one training',
  },
  'studyplan.remarkRequired': {
    'zh-CN': '请填写驳回原因',
    'zh-TW': '請填寫駁回原因',
    'en-US': 'Please give the reason for the rejection',
  },
  'studyplan.notFound': {
    'zh-CN': '学习计划不存在',
    'zh-TW': '學習計劃不存在',
    'en-US': 'The study plan does not exist',
  },
  'studyplan.subPlanNotFound': {
    'zh-CN': '部门子计划不存在',
    'zh-TW': '部門子計劃不存在',
    'en-US': 'The sub-plan does not exist',
  },
  'studyplan.notManager': {
    'zh-CN': '您不是该部门计划的负责人',
    'zh-TW': '您不是該部門計劃的負責人',
    'en-US': "You are not a manager of this department's plan",
  },
  'studyplan.notEditable': {
    'zh-CN': '子计划审核中或已通过，不能再提交',
    'zh-TW': '子計劃審核中或已通過，不能再提交',
    'en-US': 'The sub-plan is under review or passed and cannot be submitted again',
  },
  'studyplan.ended': {
    'zh-CN': '学习计划已结束',
    'zh-TW': '學習計劃已結束',
    'en-US': 'The study plan has ended',
  },
  'studyplan.notReviewing': {
    'zh-CN': '子计划不在审核中',
    'zh-TW': '子計劃不在審核中',
    'en-US': 'The sub-plan is not under review',
  },
  'studyplan.fieldInvalid': {
    'zh-CN': '请正确填写“{name}”',
    'zh-TW': '請正確填寫「{name}」',
    'en-US': 'Please fill in "{name}" correctly',
  },
  'studyplan.itemNotFound': {
    'zh-CN': '所选的培训不存在',
    'zh-TW': '所選的培訓不存在',
    'en-US': 'A chosen training does not exist',
  },
  'studyplan.departmentNotFound': {
    'zh-CN': '部门不存在',
    'zh-TW': '部門不存在',
    'en-US': 'The department does not exist',
  },
  'studyplan.managerNotFound': {
    'zh-CN': '负责人须为本公司的在职人员',
    'zh-TW': '負責人須為本公司的在職人員',
    'en-US': 'Managers must be active people of the company',
  },
  'studyplan.departmentsLocked': {
    'zh-CN': '已提交的部门子计划不能移除',
    'zh-TW': '已提交的部門子計劃不能移除',
    'en-US': 'A department whose sub-plan was submitted cannot be removed',
  },
  'studyplan.submitted': {
    'zh-CN': '已提交审核',
    'zh-TW': '已提交審核',
    'en-US': 'Submitted for review',
  },
  'studyplan.reviewed': { 'zh-CN': '审核完成', 'zh-TW': '審核完成', 'en-US': 'Review recorded' },
  'certificate.nameRequired': {
    'zh-CN': '请输入证书名称',
    'zh-TW': '請輸入證書名稱',
    'en-US': 'Please enter the certificate name',
  },
  'certificate.colourInvalid': {
    'zh-CN': '颜色格式应为 #RRGGBB',
    'zh-TW': '顏色格式應為 #RRGGBB',
    'en-US': 'The colour must look like #RRGGBB',
  },
  'certificate.positionInvalid': {
    'zh-CN': '位置应在 0 到 100 之间',
    'zh-TW': '位置應在 0 到 100 之間',
    'en-US': 'The position must be between 0 and 100',
  },
  'certificate.fontSizeInvalid': {
    'zh-CN': '字号应在 6 到 120 之间',
    'zh-TW': '字號應在 6 到 120 之間',
    'en-US': 'The font size must be between 6 and 120',
  },
  'certificate.customTextRequired': {
    'zh-CN': '请输入自定义文字',
    'zh-TW': '請輸入自訂文字',
    'en-US': 'Please enter the custom text',
  },
  'certificate.fieldsRequired': {
    'zh-CN': '请至少放置一个字段',
    'zh-TW': '請至少放置一個欄位',
    'en-US': 'Please place at least one field',
  },
  'certificate.tooManyFields': {
    'zh-CN': '字段最多 30 个',
    'zh-TW': '欄位最多 30 個',
    'en-US': 'At most 30 fields',
  },
  'certificate.tooManySources': {
    'zh-CN': '颁发条件最多 50 个',
    'zh-TW': '頒發條件最多 50 個',
    'en-US': 'At most 50 sources',
  },
  'certificate.validityInvalid': {
    'zh-CN': '有效期应为 0 到 600 个月的整数',
    'zh-TW': '有效期應為 0 到 600 個月的整數',
    'en-US': 'The validity must be a whole number of months from 0 to 600',
  },
  'certificate.peopleRequired': {
    'zh-CN': '请选择人员',
    'zh-TW': '請選擇人員',
    'en-US': 'Please choose people',
  },
  'certificate.templateNotFound': {
    'zh-CN': '证书模板不存在',
    'zh-TW': '證書範本不存在',
    'en-US': 'The certificate template does not exist',
  },
  'certificate.notFound': {
    'zh-CN': '证书不存在',
    'zh-TW': '證書不存在',
    'en-US': 'The certificate does not exist',
  },
  'certificate.backgroundNotFound': {
    'zh-CN': '背景图片不存在',
    'zh-TW': '背景圖片不存在',
    'en-US': 'The background image does not exist',
  },
  'certificate.backgroundNotImage': {
    'zh-CN': '背景须为 PNG 或 JPG 图片',
    'zh-TW': '背景須為 PNG 或 JPG 圖片',
    'en-US': 'The background must be a PNG or JPG image',
  },
  'certificate.sourceNotFound': {
    'zh-CN': '所选的课程、考试或培训项目不存在',
    'zh-TW': '所選的課程、考試或培訓項目不存在',
    'en-US': 'The chosen course, exam or programme does not exist',
  },
  'certificate.sourceDuplicate': {
    'zh-CN': '颁发条件重复',
    'zh-TW': '頒發條件重複',
    'en-US': 'A source is listed twice',
  },
  'certificate.templateInUse': {
    'zh-CN': '该模板已颁发证书，不能删除',
    'zh-TW': '該範本已頒發證書，不能刪除',
    'en-US': 'Certificates were issued from this template: it cannot be deleted',
  },
  'certificate.templateDisabled': {
    'zh-CN': '该模板已停用',
    'zh-TW': '該範本已停用',
    'en-US': 'The template is disabled',
  },
  'certificate.personNotFound': {
    'zh-CN': '人员不存在或已停用',
    'zh-TW': '人員不存在或已停用',
    'en-US': 'A person does not exist or is disabled',
  },
  'certificate.alreadyRevoked': {
    'zh-CN': '该证书已撤销',
    'zh-TW': '該證書已撤銷',
    'en-US': 'The certificate is already revoked',
  },
  'certificate.revokedNoDownload': {
    'zh-CN': '该证书已撤销，不能下载',
    'zh-TW': '該證書已撤銷，不能下載',
    'en-US': 'The certificate was revoked and cannot be downloaded',
  },
  'certificate.codeInvalid': {
    'zh-CN': '验证码格式不正确',
    'zh-TW': '驗證碼格式不正確',
    'en-US': 'The verification code is not valid',
  },
  'certificate.verifyThrottled': {
    'zh-CN': '查询过于频繁，请 15 分钟后再试',
    'zh-TW': '查詢過於頻繁，請 15 分鐘後再試',
    'en-US': 'Too many look-ups: please try again in 15 minutes',
  },
  'certificate.renderFailed': {
    'zh-CN': '证书生成失败，请联系管理员',
    'zh-TW': '證書產生失敗，請聯絡管理員',
    'en-US': 'The certificate could not be drawn: please contact the administrator',
  },
  'certificate.issued': {
    'zh-CN': '已颁发 {issued} 张，跳过 {skipped} 人（已持有有效证书）',
    'zh-TW': '已頒發 {issued} 張，略過 {skipped} 人（已持有有效證書）',
    'en-US': 'Issued {issued}; skipped {skipped} who already hold a valid one',
  },
  'certificate.revoked': {
    'zh-CN': '证书已撤销',
    'zh-TW': '證書已撤銷',
    'en-US': 'The certificate is revoked',
  },
  'certificate.neverExpires': { 'zh-CN': '长期有效', 'zh-TW': '長期有效', 'en-US': 'Permanent' },
  'certificate.sampleHolder': { 'zh-CN': '张三', 'zh-TW': '張三', 'en-US': 'Zhang San' },
  'certificate.sampleSource': {
    'zh-CN': '安全生产培训',
    'zh-TW': '安全生產培訓',
    'en-US': 'Safety training',
  },
  'certificate.export.number': { 'zh-CN': '证书编号', 'zh-TW': '證書編號', 'en-US': 'Number' },
  'certificate.export.code': { 'zh-CN': '验证码', 'zh-TW': '驗證碼', 'en-US': 'Verification code' },
  'certificate.export.title': { 'zh-CN': '证书名称', 'zh-TW': '證書名稱', 'en-US': 'Certificate' },
  'certificate.export.holder': { 'zh-CN': '持有人', 'zh-TW': '持有人', 'en-US': 'Holder' },
  'certificate.export.account': { 'zh-CN': '账号', 'zh-TW': '帳號', 'en-US': 'Account' },
  'certificate.export.department': { 'zh-CN': '部门', 'zh-TW': '部門', 'en-US': 'Department' },
  'certificate.export.source': { 'zh-CN': '来源', 'zh-TW': '來源', 'en-US': 'Source' },
  'certificate.export.issuedAt': { 'zh-CN': '颁发日期', 'zh-TW': '頒發日期', 'en-US': 'Issued' },
  'certificate.export.expiresAt': { 'zh-CN': '有效期至', 'zh-TW': '有效期至', 'en-US': 'Expires' },
  'certificate.export.state': { 'zh-CN': '状态', 'zh-TW': '狀態', 'en-US': 'State' },
  'certificate.export.revokeReason': {
    'zh-CN': '撤销原因',
    'zh-TW': '撤銷原因',
    'en-US': 'Revoke reason',
  },
  'certificate.export.sheet': { 'zh-CN': '证书', 'zh-TW': '證書', 'en-US': 'Certificates' },
  'certificate.export.state_valid': { 'zh-CN': '有效', 'zh-TW': '有效', 'en-US': 'Valid' },
  'certificate.export.state_expired': { 'zh-CN': '已过期', 'zh-TW': '已過期', 'en-US': 'Expired' },
  'certificate.export.state_revoked': { 'zh-CN': '已撤销', 'zh-TW': '已撤銷', 'en-US': 'Revoked' },
} as const satisfies Record<string, Record<'zh-CN' | 'zh-TW' | 'en-US', string>>;

export type MessageKey = keyof typeof MESSAGES;
