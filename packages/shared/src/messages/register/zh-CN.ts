/** The `register.` messages in zh-CN: the registration forms' rules (the browser checks them too). */
export default {
  'register.termsRequired': '请阅读并同意用户协议和隐私政策',
  'register.realNameRequired': '请输入姓名',
  'register.enterpriseNameRequired': '请输入企业名称',
  'register.domainRequired': '请输入企业域名',
  'register.domain': '请输入有效的企业域名，如 learn.example.com',
  'register.landingRequired': '开放注册前请选择新用户所在的部门',
  'register.accountTaken': '该账号已被使用',
} as const;
