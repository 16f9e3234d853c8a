import type { TCompanyInfo, TMenuItem, TPlatformConfig } from '@ascent/shared/platform';
import type { CompanyRow, MenuRow, WebsiteRow } from './company.repository.ts';

export function toPlatformConfig(
  c: CompanyRow,
  sites: WebsiteRow[],
  activeSiteId: number,
): TPlatformConfig {
  return {
    customerCode: c.customerCode,
    customMobileDomain: c.customMobileDomain,
    useOIDC: c.useOIDC,
    CustomerID: c.id,
    logo2: c.logo2,
    theme: c.theme,
    languages: c.languages,
    useStrongPass: c.useStrongPass,
    appId: c.appId,
    corpId: c.corpId,
    platform: c.platform,
    agentId: c.agentId,
    mobileDomain: c.mobileDomain,
    mobileModule: c.mobileModule,
    isInformation: c.isInformation,
    isOpenDownloadWatermark: c.isOpenDownloadWatermark,
    pcHomeType: c.pcHomeType,
    webSites: sites.map((s) => ({
      websiteId: s.id,
      platformName: s.platformName,
      active: s.id === activeSiteId,
    })),
    lastWebsiteID: activeSiteId,
    useNewWindow: c.useNewWindow,
    isOpenAiRobot: c.isOpenAiRobot,
    useQa: c.useQa,
    isFeedback: c.isFeedback,
    studyCopyright: c.studyCopyright,
    icpNo: c.icpNo,
    ncNo: c.ncNo,
    studyTrack: c.studyTrack,
    companyName: c.name,
    logo1: c.logo1,
  };
}

export function toCompanyInfo(c: CompanyRow, menus: MenuRow[]): TCompanyInfo {
  return {
    companyId: c.id,
    companyName: c.name,
    useStrongPass: c.useStrongPass,
    passExpire: c.passExpire,
    useChangepassword: c.useChangepassword,
    menu: menus.filter((m) => m.checked).map((m) => m.menuCode),
    logo1: c.logo1,
    logo2: c.logo2,
    theme: c.theme,
  };
}

export function toMenuItem(m: MenuRow): TMenuItem {
  return {
    menuCode: m.menuCode,
    menuName: m.menuName,
    langNames: m.langNames,
    checked: m.checked,
    url: m.url,
    resourceId: m.resourceId,
    labelId: m.labelId,
  };
}
