import { z } from 'zod';
import { messageRef } from '../errors/index.ts';

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

/** Menu labels (spec section 2). */
export const MENU_LABEL = { none: 0, newest: 1, hottest: 2 } as const;
/** The header shows at most 8 entries: 7 plus a more-menu. */
export const HEADER_MENU_LIMIT = 8;

export const ZPlatformConfigRequest = z.object({
  site: z.string().trim().max(255).optional(),
  platform: z.union([z.string().trim().max(16), z.number().int()]).optional(),
});
export type TPlatformConfigRequest = z.infer<typeof ZPlatformConfigRequest>;

export interface TWebSite {
  websiteId: number;
  platformName: string;
  active: boolean;
}

/** platformConfig of spec section 3: public, fetched before login. */
export interface TPlatformConfig {
  customerCode: string;
  customMobileDomain: string;
  useOIDC: number;
  CustomerID: number;
  logo2: string;
  theme: string;
  /** Comma list: zh_CN, zh_TW, en_US. */
  languages: string;
  useStrongPass: number;
  appId: string;
  corpId: string;
  platform: string;
  agentId: string;
  mobileDomain: string;
  mobileModule: string;
  isInformation: number;
  isOpenDownloadWatermark: number;
  pcHomeType: number;
  webSites: TWebSite[];
  lastWebsiteID: number;
  useNewWindow: number;
  isOpenAiRobot: number;
  useQa: number;
  isFeedback: number;
  studyCopyright: string;
  icpNo: string;
  ncNo: string;
  studyTrack: number;
  /** Company name, shown on the login page and in titles. */
  companyName: string;
  logo1: string;
}

/** Per-locale names, keyed zh_CN / zh_TW / en_US. */
export type TLangNames = Partial<Record<'zh_CN' | 'zh_TW' | 'en_US', string>>;

/** A menu item of spec section 3. */
export interface TMenuItem {
  menuCode: string;
  menuName: string;
  langNames: TLangNames;
  checked: boolean;
  url: string;
  resourceId: number | null;
  labelId: number;
}

/** companyInfo of spec section 3, for the signed-in user. */
export interface TCompanyInfo {
  companyId: number;
  companyName: string;
  useStrongPass: number;
  passExpire: number;
  useChangepassword: number;
  /** Enabled menu codes (includes 'audit' when the audit centre is on). */
  menu: string[];
  logo1: string;
  logo2: string;
  theme: string;
}

/** GET study/home/menu/pc. */
export interface TMenuListResponse {
  dataList: { MenuList: TMenuItem[] };
}

export interface TDepartmentNode {
  id: number;
  name: string;
  list: TDepartmentNode[];
}

export const ZWebsiteChangeRequest = z.object({
  websiteId: z.coerce
    .number({ error: messageRef('common.parameterError') })
    .int()
    .positive(),
  platform: z.coerce.number().int().optional(),
});

/** Picks the name of a menu item (or any per-locale config) for a locale. */
export function pickLangName(
  names: TLangNames | null | undefined,
  locale: 'zh-CN' | 'zh-TW' | 'en-US',
  fallback: string,
): string {
  const code = locale.replace('-', '_') as keyof TLangNames;
  return names?.[code]?.trim() || fallback;
}
