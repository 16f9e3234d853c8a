import type { DomainMessages } from '../types.ts';

/**
 * The `validation.` messages in zh-CN, which defines the keys. Field validation (spec section 5);
 * `{{name}}` is the field's label.
 */
export default {
  'validation.required': '此项为必填项',
  'validation.enter': '请输入{{name}}',
  'validation.select': '请选择{{name}}',
  'validation.tooLong': '不能超过 {{max}} 个字符',
  'validation.tooShort': '不能少于 {{min}} 个字符',
  'validation.whitespace': '内容不能只包含空格',
  'validation.mobile': '请输入正确的手机号码',
  'validation.email': '请输入正确的邮箱地址',
  'validation.mobileOrEmail': '请输入正确的手机号码或邮箱',
  'validation.landline': '请输入正确的电话号码',
  'validation.account': '账号至少 3 个字符',
  'validation.number': '请输入数字',
  'validation.precision': '最多保留 {{len}} 位小数',
  'validation.date': '日期格式应为 YYYY-MM-DD',
  'validation.datetime': '时间格式应为 YYYY-MM-DD HH:mm',
  'validation.option': '请选择有效的选项',
  'validation.parentNotSelectable': '只能选择最下级选项',
  'validation.department': '请选择所属部门',
  'validation.invalid': '格式不正确',
  'validation.unknownField': '包含未知字段：{{name}}',
  'validation.range': '请输入 {{min}} 到 {{max}} 之间的整数',
  'validation.url': '请输入以 http://、https:// 或 / 开头的地址',
  'validation.domain': '请输入正确的域名（如 learn.example.com）',
  'validation.hexColour': '请输入正确的颜色值（如 #1677ff）',
  'validation.timeZone': '请选择有效的时区（如 Asia/Shanghai）',
  'validation.code': '只能包含字母、数字、下划线和短横线，最多 {{max}} 个字符',
  'validation.duplicate': '不能包含重复的值',
  'validation.startAfterEnd': '开始时间不能大于结束时间',
  'validation.smsCodeRequired': '请输入短信验证码',
  'validation.smsCode': '短信验证码为 6 位数字',
  'validation.secrecyUnknown': '密级须为 50、60、70 或 80',
} satisfies DomainMessages<'validation'>;
