import type { TFieldOption } from '@ascent/shared/profile';
import { FIELD_TYPE } from '@ascent/shared/profile';
import type { TAllLangNames, TLangNames } from '@ascent/shared/platform';
import { AUDIT_TYPE } from '@ascent/shared/audit';
import { DEFAULT_MENUS } from '../company/default-menus.ts';

/** The demo company of decisions.md s.4: every menu on, strong passwords, three languages. */
export const DEMO_COMPANY = {
  name: 'Ascent Demo Co.',
  languages: 'zh_CN,zh_TW,en_US',
  useStrongPass: 1,
  passExpire: 90,
  useChangepassword: 1,
  isInformation: 1,
  isOpenDownloadWatermark: 1,
  studyCopyright: '© 2026 Ascent Demo Co.',
  icpNo: '京ICP备2026000001号',
  ncNo: '京公网安备11010802000001号',
} as const;

export const DEMO_WEBSITE = { platformName: 'Ascent', domain: '' };

/** Every menu of a new company (company/default-menus.ts): the demo has them all on. */
export const DEMO_MENUS = DEFAULT_MENUS;

/** Departments: [key, name, parent key]. */
export const DEMO_DEPARTMENTS: [string, string, string | null][] = [
  ['hq', '总部', null],
  ['hr', '人力资源部', 'hq'],
  ['tech', '技术部', 'hq'],
  ['rd1', '研发一组', 'tech'],
  ['rd2', '研发二组', 'tech'],
  ['sales', '销售部', 'hq'],
];

/** The demo accounts: account, real name, roles, department key, isTeacher. */
export const DEMO_USERS: {
  account: string;
  realName: string;
  roles: string[];
  dept: string;
  isTeacher: number;
  needsInformation: boolean;
}[] = [
  {
    account: 'admin',
    realName: '系统管理员',
    roles: ['admin'],
    dept: 'hq',
    isTeacher: 4,
    needsInformation: false,
  },
  {
    account: 'learner',
    realName: '李学员',
    roles: [],
    dept: 'rd1',
    isTeacher: 4,
    needsInformation: true,
  },
  {
    account: 'lecturer',
    realName: '王讲师',
    roles: ['lecturer_internal'],
    dept: 'tech',
    isTeacher: 1,
    needsInformation: false,
  },
  {
    account: 'reviewer',
    realName: '赵阅卷',
    roles: ['exam_reviewer', 'homework_reviewer'],
    dept: 'hr',
    isTeacher: 4,
    needsInformation: false,
  },
  {
    account: 'manager',
    realName: '钱经理',
    roles: ['unit_manager'],
    dept: 'sales',
    isTeacher: 4,
    needsInformation: false,
  },
  {
    account: 'newhire',
    realName: '新员工',
    roles: [],
    dept: 'hr',
    isTeacher: 4,
    needsInformation: true,
  },
];

/** The demo templates' one step, a name the product makes: in every language. */
const ADMIN_REVIEW_STEP: TAllLangNames = {
  zh_CN: '管理员审核',
  zh_TW: '管理員審核',
  en_US: 'Administrator review',
};

/**
 * Approval templates: personnel information (audit type 2) goes through one node approved by
 * any administrator, so the demo shows the review in the audit centre.
 */
export const DEMO_AUDIT_TEMPLATES: {
  type: number;
  name: string;
  nodes: { name: string; langNames: TAllLangNames; approverRoles: string[] }[];
}[] = [
  {
    type: AUDIT_TYPE.personnel,
    name: '人员信息审核',
    nodes: [{ name: '管理员审核', langNames: ADMIN_REVIEW_STEP, approverRoles: ['admin'] }],
  },
  // Sign-ups with approval on go to the administrators
  {
    type: AUDIT_TYPE.signup,
    name: '报名审核',
    nodes: [{ name: '管理员审核', langNames: ADMIN_REVIEW_STEP, approverRoles: ['admin'] }],
  },
];

/** A demo option named in the three languages (the zh-CN name is the entered one). */
const opt = (
  optionKey: string,
  [zh_CN, zh_TW, en_US]: [string, string, string],
  children?: TFieldOption[],
): TFieldOption => {
  const o: TFieldOption = { optionKey, optionValue: zh_CN, langNames: { zh_CN, zh_TW, en_US } };
  return children ? { ...o, children } : o;
};

/** Personnel fields that drive the completion modal: built-in and custom, every type. */
export const DEMO_FIELDS: {
  key: string;
  name: string;
  langNames: TLangNames;
  defaultField: 1 | 2;
  type: number;
  fieldOptions?: TFieldOption[];
  len?: number;
  isCheck?: number;
  isSelectChild?: number;
}[] = [
  {
    key: 'department',
    name: '所属部门',
    langNames: { zh_CN: '所属部门', zh_TW: '所屬部門', en_US: 'Department' },
    defaultField: 1,
    type: FIELD_TYPE.tree,
  },
  {
    key: 'mobile',
    name: '手机号',
    langNames: { zh_CN: '手机号', zh_TW: '手機號碼', en_US: 'Mobile' },
    defaultField: 1,
    type: FIELD_TYPE.text,
  },
  {
    key: 'employeeNo',
    name: '工号',
    langNames: { zh_CN: '工号', zh_TW: '工號', en_US: 'Employee number' },
    defaultField: 2,
    type: FIELD_TYPE.text,
  },
  {
    key: 'education',
    name: '学历',
    langNames: { zh_CN: '学历', zh_TW: '學歷', en_US: 'Education' },
    defaultField: 2,
    type: FIELD_TYPE.select,
    fieldOptions: [
      opt('college', ['大专', '大專', 'College']),
      opt('bachelor', ['本科', '大學', 'Bachelor']),
      opt('master', ['硕士', '碩士', 'Master']),
      opt('doctor', ['博士', '博士', 'Doctorate']),
    ],
  },
  {
    key: 'hireDate',
    name: '入职日期',
    langNames: { zh_CN: '入职日期', zh_TW: '入職日期', en_US: 'Hire date' },
    defaultField: 2,
    type: FIELD_TYPE.date,
  },
  {
    key: 'skills',
    name: '专业技能',
    langNames: { zh_CN: '专业技能', zh_TW: '專業技能', en_US: 'Skills' },
    defaultField: 2,
    type: FIELD_TYPE.tree,
    isCheck: 1,
    isSelectChild: 1,
    fieldOptions: [
      opt(
        'dev',
        ['研发', '研發', 'Engineering'],
        [
          opt('frontend', ['前端', '前端', 'Front end']),
          opt('backend', ['后端', '後端', 'Back end']),
        ],
      ),
      opt(
        'biz',
        ['业务', '業務', 'Business'],
        [opt('sales', ['销售', '銷售', 'Sales']), opt('service', ['客服', '客服', 'Service'])],
      ),
    ],
  },
];
