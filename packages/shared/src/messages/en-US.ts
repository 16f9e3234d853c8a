import audit from './audit/en-US.ts';
import auth from './auth/en-US.ts';
import certificate from './certificate/en-US.ts';
import common from './common/en-US.ts';
import config from './config/en-US.ts';
import contact from './contact/en-US.ts';
import course from './course/en-US.ts';
import exam from './exam/en-US.ts';
import inPerson from './inPerson/en-US.ts';
import field from './field/en-US.ts';
import files from './files/en-US.ts';
import imports from './import/en-US.ts';
import earning from './earning/en-US.ts';
import jobs from './jobs/en-US.ts';
import handover from './handover/en-US.ts';
import home from './home/en-US.ts';
import homework from './homework/en-US.ts';
import idp from './idp/en-US.ts';
import interaction from './interaction/en-US.ts';
import knowledge from './knowledge/en-US.ts';
import menu from './menu/en-US.ts';
import message from './message/en-US.ts';
import password from './password/en-US.ts';
import platform from './platform/en-US.ts';
import practice from './practice/en-US.ts';
import profile from './profile/en-US.ts';
import register from './register/en-US.ts';
import programme from './programme/en-US.ts';
import question from './question/en-US.ts';
import role from './role/en-US.ts';
import search from './search/en-US.ts';
import secrecy from './secrecy/en-US.ts';
import signup from './signup/en-US.ts';
import sso from './sso/en-US.ts';
import smsSettings from './smsSettings/en-US.ts';
import studyplan from './studyplan/en-US.ts';
import survey from './survey/en-US.ts';
import upload from './upload/en-US.ts';
import userStatus from './userStatus/en-US.ts';
import validation from './validation/en-US.ts';
import type { BrowserMessages } from './types.ts';

/** The whole server message catalogue in en-US: one domain (key prefix) per file. */
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
