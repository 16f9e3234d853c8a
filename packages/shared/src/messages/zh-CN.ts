import audit from './audit/zh-CN.ts';
import auth from './auth/zh-CN.ts';
import certificate from './certificate/zh-CN.ts';
import common from './common/zh-CN.ts';
import config from './config/zh-CN.ts';
import contact from './contact/zh-CN.ts';
import course from './course/zh-CN.ts';
import exam from './exam/zh-CN.ts';
import inPerson from './inPerson/zh-CN.ts';
import field from './field/zh-CN.ts';
import files from './files/zh-CN.ts';
import imports from './import/zh-CN.ts';
import earning from './earning/zh-CN.ts';
import jobs from './jobs/zh-CN.ts';
import handover from './handover/zh-CN.ts';
import home from './home/zh-CN.ts';
import homework from './homework/zh-CN.ts';
import idp from './idp/zh-CN.ts';
import interaction from './interaction/zh-CN.ts';
import knowledge from './knowledge/zh-CN.ts';
import menu from './menu/zh-CN.ts';
import message from './message/zh-CN.ts';
import password from './password/zh-CN.ts';
import platform from './platform/zh-CN.ts';
import practice from './practice/zh-CN.ts';
import profile from './profile/zh-CN.ts';
import register from './register/zh-CN.ts';
import programme from './programme/zh-CN.ts';
import question from './question/zh-CN.ts';
import role from './role/zh-CN.ts';
import search from './search/zh-CN.ts';
import secrecy from './secrecy/zh-CN.ts';
import signup from './signup/zh-CN.ts';
import sso from './sso/zh-CN.ts';
import smsSettings from './smsSettings/zh-CN.ts';
import studyplan from './studyplan/zh-CN.ts';
import survey from './survey/zh-CN.ts';
import upload from './upload/zh-CN.ts';
import userStatus from './userStatus/zh-CN.ts';
import validation from './validation/zh-CN.ts';

/**
 * The whole server message catalogue in zh-CN, one domain (key prefix) per file: its keys are
 * MessageKey. In the browser this module is part of the zh-CN locale chunk.
 */
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
};
