import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import type { TNamedTreeNode } from '../org/index.ts';
export * from './menu-names.ts';

/** Platform codes of spec section 4 and 9. */
export const PLATFORM_CODES = {
  web: 'web',
  wechat: 20,
  wxwork: 25,
  wxworkService: 26,
  dingtalk: 30,
  dingtalkSku: 31,
  feishu: 40,
  feishuBuild: 41,
} as const;

/** AI model codes 11-18 select a model; 2 (or empty) means off. */
export const AI_MODEL_CODES = [11, 12, 13, 14, 15, 16, 17, 18] as const;

export const ZPlatformConfigRequest = z.object({
  site: z.string().trim().max(255).optional(),
  platform: z.union([z.string().trim().max(16), z.number().int()]).optional(),
});
export type TPlatformConfigRequest = z.infer<typeof ZPlatformConfigRequest>;

export const ZWebSite = z.object({
  websiteId: z.number().int(),
  platformName: z.string(),
  active: z.boolean(),
});
export type TWebSite = z.infer<typeof ZWebSite>;

/**
 * study/platform/portal (public): what the portal page (/portal) shows of the site's company:
 * its name and logo, the heading, introduction and picture the admin set (branding and portal
 * settings), and its footer lines.
 */
export const ZPortal = z.object({
  companyName: z.string(),
  logo: z.string(),
  title: z.string(),
  intro: z.string(),
  image: z.string(),
  studyCopyright: z.string(),
  icpNo: z.string(),
  ncNo: z.string(),
});
export type TPortal = z.infer<typeof ZPortal>;

/** platformConfig of spec section 3: public, fetched before login. */
export const ZPlatformConfig = z.object({
  customerCode: z.string(),
  customMobileDomain: z.string(),
  useOIDC: z.number().int(),
  CustomerID: z.number().int(),
  logo2: z.string(),
  theme: z.string(),
  /** Comma list: zh_CN, zh_TW, en_US. */
  languages: z.string(),
  useStrongPass: z.number().int(),
  appId: z.string(),
  corpId: z.string(),
  platform: z.string(),
  agentId: z.string(),
  /**
   * The in-app JS SDK script of the platform's suite, which the sign-on page loads from the
   * suite inside its app: Feishu's h5sdk (on FEISHU_BASE_URL's origin when that is set) when the
   * platform is Feishu's and its sign-on is on; '' otherwise (DingTalk's JS API is bundled).
   */
  jsSdkUrl: z.string(),
  mobileDomain: z.string(),
  mobileModule: z.string(),
  isInformation: z.number().int(),
  isOpenDownloadWatermark: z.number().int(),
  pcHomeType: z.number().int(),
  webSites: z.array(ZWebSite),
  lastWebsiteID: z.number().int(),
  useNewWindow: z.number().int(),
  isOpenAiRobot: z.number().int(),
  useQa: z.number().int(),
  isFeedback: z.number().int(),
  studyCopyright: z.string(),
  icpNo: z.string(),
  ncNo: z.string(),
  studyTrack: z.number().int(),
  /** Company name, shown on the login page and in titles. */
  companyName: z.string(),
  logo1: z.string(),
  /** The company's IANA time zone: dates and times are shown in it, "today" is counted in it. */
  timeZone: z.string(),
});
export type TPlatformConfig = z.infer<typeof ZPlatformConfig>;

/** Per-locale names, keyed zh_CN / zh_TW / en_US. */
export const ZLangNames = z.object({
  zh_CN: z.string().optional(),
  zh_TW: z.string().optional(),
  en_US: z.string().optional(),
});
export type TLangNames = z.infer<typeof ZLangNames>;

/** Per-locale names with every locale present ('' where unset). */
export const ZAllLangNames = ZLangNames.required();
export type TAllLangNames = z.infer<typeof ZAllLangNames>;

/** A menu item of spec section 3. */
export const ZMenuItem = z.object({
  menuCode: z.string(),
  menuName: z.string(),
  langNames: ZLangNames,
  checked: z.boolean(),
  url: z.string(),
  resourceId: z.number().int().nullable(),
  labelId: z.number().int(),
});
export type TMenuItem = z.infer<typeof ZMenuItem>;

/** companyInfo of spec section 3, for the signed-in user. */
export const ZCompanyInfo = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  useStrongPass: z.number().int(),
  passExpire: z.number().int(),
  useChangepassword: z.number().int(),
  /** Enabled menu codes (includes 'audit' when the audit centre is on). */
  menu: z.array(z.string()),
  logo1: z.string(),
  logo2: z.string(),
  theme: z.string(),
});
export type TCompanyInfo = z.infer<typeof ZCompanyInfo>;

/** GET study/home/menu/pc. */
export const ZMenuListResponse = z.object({
  dataList: z.object({ MenuList: z.array(ZMenuItem) }),
});
export type TMenuListResponse = z.infer<typeof ZMenuListResponse>;

/** A node of the learner's department tree (GET study/department/tree). */
export type TDepartmentNode = TNamedTreeNode;

export const ZWebsiteChangeRequest = z.object({
  websiteId: z.coerce
    .number({ error: messageRef('common.parameterError') })
    .int()
    .positive(),
  platform: z.coerce.number().int().optional(),
});
