import audit from './audit/zh-TW.ts';
import auth from './auth/zh-TW.ts';
import certificate from './certificate/zh-TW.ts';
import common from './common/zh-TW.ts';
import config from './config/zh-TW.ts';
import contact from './contact/zh-TW.ts';
import course from './course/zh-TW.ts';
import exam from './exam/zh-TW.ts';
import inPerson from './inPerson/zh-TW.ts';
import field from './field/zh-TW.ts';
import files from './files/zh-TW.ts';
import imports from './import/zh-TW.ts';
import earning from './earning/zh-TW.ts';
import jobs from './jobs/zh-TW.ts';
import handover from './handover/zh-TW.ts';
import home from './home/zh-TW.ts';
import homework from './homework/zh-TW.ts';
import idp from './idp/zh-TW.ts';
import interaction from './interaction/zh-TW.ts';
import knowledge from './knowledge/zh-TW.ts';
import menu from './menu/zh-TW.ts';
import message from './message/zh-TW.ts';
import password from './password/zh-TW.ts';
import platform from './platform/zh-TW.ts';
import practice from './practice/zh-TW.ts';
import profile from './profile/zh-TW.ts';
import register from './register/zh-TW.ts';
import programme from './programme/zh-TW.ts';
import question from './question/zh-TW.ts';
import role from './role/zh-TW.ts';
import search from './search/zh-TW.ts';
import secrecy from './secrecy/zh-TW.ts';
import signup from './signup/zh-TW.ts';
import sso from './sso/zh-TW.ts';
import smsSettings from './smsSettings/zh-TW.ts';
import studyplan from './studyplan/zh-TW.ts';
import survey from './survey/zh-TW.ts';
import upload from './upload/zh-TW.ts';
import userStatus from './userStatus/zh-TW.ts';
import validation from './validation/zh-TW.ts';
import type { BrowserMessages } from './types.ts';

/** The whole server message catalogue in zh-TW: one domain (key prefix) per file. */
export default {
  ...audit,
  ...auth,
  ...certificate,
  ...common,
  ...config,
  ...contact,
  ...course,
  ...exam,
  ...inPerson,
  ...field,
  ...files,
  ...imports,
  ...earning,
  ...jobs,
  ...handover,
  ...home,
  ...homework,
  ...idp,
  ...interaction,
  ...knowledge,
  ...menu,
  ...message,
  ...password,
  ...platform,
  ...practice,
  ...profile,
  ...register,
  ...programme,
  ...question,
  ...role,
  ...search,
  ...secrecy,
  ...signup,
  ...sso,
  ...smsSettings,
  ...studyplan,
  ...survey,
  ...upload,
  ...userStatus,
  ...validation,
} satisfies BrowserMessages;
