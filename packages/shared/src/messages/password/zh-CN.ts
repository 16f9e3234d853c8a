import type { DomainMessages } from '../types.ts';

/**
 * The `password.` messages in zh-CN, which defines the keys. Passwords (spec section 5).
 */
export default {
  'password.required': '请输入新密码',
  'password.confirmRequired': '请再次输入新密码',
  'password.oldRequired': '请输入原密码',
  'password.mismatch': '两次输入的密码不一致',
  'password.oldWrong': '原密码错误',
  'password.oldLocked': '原密码错误次数过多，请 {{minutes}} 分钟后再试',
  'password.sameAsOld': '新密码不能与原密码相同',
  'password.tooShort': '密码长度不能少于 {{min}} 位',
  'password.tooLong': '密码长度不能超过 {{max}} 位',
  'password.lengthRange': '密码长度须为 {{min}} 到 {{max}} 位',
  'password.classes': '密码须包含小写字母、大写字母、数字、特殊字符中的至少三种',
  'password.containsAccount': '密码不能包含账号',
  'password.forbiddenChars': '密码不能包含 & % = + 字符',
  'password.invalidChars': '密码只能包含字母、数字和特殊字符 , . < > { } ~ ! @ # $ ^ * _',
  'password.repeated': '密码不能包含三个及以上相同的字符',
  'password.sequence': '密码不能包含三个及以上连续的字符（如 abc、123）',
  'password.keyboard': '密码不能包含三个及以上键盘相邻的字符（如 qwe、1qa）',
  'password.changeFirstLogin': '首次登录，请修改初始密码',
  'password.changeExpired': '密码已过期，请修改密码',
} satisfies DomainMessages<'password'>;
