import {
  SSO_PLATFORMS,
  type TAdminMenu,
  type TAdminWebsite,
  type TCompanyConfig,
  type TCompanyConfigUpdate,
} from '@ascent/shared/config';
import { codeFromLocale, parseLanguages } from '@ascent/shared/i18n';
import type { TCompanyInfo, TMenuItem, TPlatformConfig, TPortal } from '@ascent/shared/platform';
import type { CompanyRow, MenuRow, WebsiteRow } from './company.repository.ts';

/** The public ids of the company's application at the suite its platform signs on through. */
export interface SuiteAppIds {
  appId: string;
  corpId: string;
  agentId: string;
  /** The suite's in-app JS SDK script the sign-on page loads ('' for none). */
  jsSdkUrl: string;
}

export function toPlatformConfig(
  c: CompanyRow,
  sites: WebsiteRow[],
  activeSiteId: number,
  suiteApp: SuiteAppIds,
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
    appId: suiteApp.appId,
    corpId: suiteApp.corpId,
    platform: c.platform,
    agentId: suiteApp.agentId,
    jsSdkUrl: suiteApp.jsSdkUrl,
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
    timeZone: c.timeZone,
  };
}

export function toPortal(c: CompanyRow): TPortal {
  return {
    companyName: c.name,
    logo: c.logo1 || c.logo2,
    title: c.portalTitle,
    intro: c.portalIntro,
    image: c.portalImage,
    studyCopyright: c.studyCopyright,
    icpNo: c.icpNo,
    ncNo: c.ncNo,
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

/** The admin view of every configuration group (manage/company/config). */
export function toCompanyConfig(c: CompanyRow): TCompanyConfig {
  return {
    password: {
      useStrongPass: c.useStrongPass === 1 ? 1 : 0,
      passExpire: c.passExpire,
      useChangepassword: c.useChangepassword === 1 ? 1 : 0,
    },
    languages: {
      languages: parseLanguages(c.languages).map(codeFromLocale),
    },
    branding: { name: c.name, logo1: c.logo1, logo2: c.logo2, theme: c.theme },
    footer: { studyCopyright: c.studyCopyright, icpNo: c.icpNo, ncNo: c.ncNo },
    portal: { portalTitle: c.portalTitle, portalIntro: c.portalIntro, portalImage: c.portalImage },
    features: {
      isOpenAiRobot: c.isOpenAiRobot,
      useQa: c.useQa === 1 ? 1 : 0,
      isFeedback: c.isFeedback === 1 ? 1 : 0,
      isOpenDownloadWatermark: c.isOpenDownloadWatermark === 1 ? 1 : 0,
      useNewWindow: c.useNewWindow === 1 ? 1 : 0,
      studyTrack: c.studyTrack === 1 ? 1 : 0,
      isInformation: c.isInformation === 1 ? 1 : 0,
      pcHomeType: c.pcHomeType,
    },
    customer: {
      customerCode: c.customerCode,
      customMobileDomain: c.customMobileDomain,
      mobileDomain: c.mobileDomain,
      mobileModule: c.mobileModule,
    },
    sso: {
      useOIDC: c.useOIDC === 1 ? 1 : 0,
      platform: (SSO_PLATFORMS as readonly string[]).includes(c.platform)
        ? (c.platform as TCompanyConfig['sso']['platform'])
        : 'web',
    },
    time: { timeZone: c.timeZone },
  };
}

/** One group's values -> the company columns they are stored in. */
export function toCompanyColumns(update: TCompanyConfigUpdate): Partial<CompanyRow> {
  switch (update.group) {
    case 'languages':
      return { languages: update.values.languages.join(',') };
    default:
      return { ...update.values };
  }
}

export function toAdminWebsite(
  s: WebsiteRow,
  extra: { ownMenus: boolean; users: number },
): TAdminWebsite {
  return {
    id: s.id,
    platformName: s.platformName,
    domain: s.domain,
    active: s.active,
    sort: s.sort,
    ...extra,
  };
}

export function toAdminMenu(m: MenuRow): TAdminMenu {
  return { ...toMenuItem(m), id: m.id, websiteId: m.websiteId, sort: m.sort, custom: m.custom };
}
