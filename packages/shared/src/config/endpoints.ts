import { z } from 'zod';
import { endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdParam, ZListQuery } from '../admin/index.ts';
import {
  ZCustomer,
  ZCustomerFieldOptions,
  ZCustomerFieldOptionsQuery,
  ZCustomerPlatformParam,
  ZEditIsInformationRequest,
  ZEditIsInformationResponse,
  ZInformationDetail,
  ZIsInformationResponse,
} from '../profile/index.ts';
import {
  ZCompanyConfig,
  ZCompanyConfigUpdate,
  ZEmptyRequest,
  ZLogoUpload,
  ZLogoUploadForm,
} from './company-config.ts';
import {
  ZAdminMenu,
  ZAdminMenuList,
  ZMenuCreate,
  ZMenuListQuery,
  ZMenuReorder,
  ZMenuSiteRequest,
  ZMenuUpdate,
} from './menus.ts';
import {
  ZAdminPersonnelField,
  ZPersonnelFieldCreate,
  ZPersonnelFieldReorder,
  ZPersonnelFieldUpdate,
  ZPersonnelInfoRequest,
  ZPersonnelInfoRequested,
} from './personnel-fields.ts';
import {
  ZAdminScoreName,
  ZCustomerConfigEntry,
  ZCustomerConfigListRequest,
  ZScoreNameUpdate,
} from './score-names.ts';
import { ZAdminWebsite, ZWebsiteCreate, ZWebsiteDeleted, ZWebsiteUpdate } from './websites.ts';

/** The admin site's company settings (every group) and logo uploads. */
export const companyConfigEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/company/config',
    auth: 'admin',
    summary: "The company's settings, every group",
    body: ZEmptyRequest,
    output: ZCompanyConfig,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/company/config/update',
    auth: 'admin',
    summary: "Changes one group of the company's settings; answers every group",
    body: ZCompanyConfigUpdate,
    output: ZCompanyConfig,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/company/logo',
    auth: 'admin',
    summary: 'Stores a logo (png, jpg or jpeg, at most 1 MB) and answers its URL',
    upload: ZLogoUploadForm,
    output: ZLogoUpload,
  }),
);

/** The admin site's menus: the company-wide entries and each website's own. */
export const menuEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/menu/list',
    auth: 'admin',
    summary: "The company-wide menu entries (websiteId null) or one website's own",
    body: ZMenuListQuery,
    output: ZAdminMenuList,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/menu/update',
    auth: 'admin',
    summary: 'Changes a menu entry (name, names per language, link, label, shown or not)',
    body: ZMenuUpdate,
    output: ZAdminMenu,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/menu/create',
    auth: 'admin',
    summary: 'Adds a custom menu entry with its own code and link',
    body: ZMenuCreate,
    output: ZAdminMenu,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/menu/delete',
    auth: 'admin',
    summary: 'Deletes a custom menu entry (product entries can only be switched off)',
    body: ZIdParam.strict(),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/menu/reorder',
    auth: 'admin',
    summary: 'Puts the menu entries of the company or a website in the given order',
    body: ZMenuReorder,
    output: ZAdminMenuList,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/menu/copy',
    auth: 'admin',
    summary: "Starts a website's own menus as a copy of the company-wide entries",
    body: ZMenuSiteRequest,
    output: ZAdminMenuList,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/menu/reset',
    auth: 'admin',
    summary: "Drops a website's own menus: it shows the company-wide entries again",
    body: ZMenuSiteRequest,
    output: ZAdminMenuList,
  }),
);

/** The admin site's websites (webSites of spec s.3). */
export const websiteEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/website/list',
    auth: 'admin',
    summary: "The company's websites, paged, with their own-menu flag and users",
    body: ZListQuery.strict(),
    output: zPageOf(ZAdminWebsite),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/website/create',
    auth: 'admin',
    summary: 'Creates a website (its domain unique across companies)',
    body: ZWebsiteCreate,
    output: ZAdminWebsite,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/website/update',
    auth: 'admin',
    summary: 'Changes a website',
    body: ZWebsiteUpdate,
    output: ZAdminWebsite,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/website/delete',
    auth: 'admin',
    summary:
      'Deletes a website and its own menus; answers how many users moved to which remaining site',
    body: ZIdParam.strict(),
    output: ZWebsiteDeleted,
  }),
);

/** The admin site's custom score names and the learner's read of them. */
export const scoreNameEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/score-names/list',
    auth: 'admin',
    summary: "Every score-name key with the company's names or the defaults",
    body: ZEmptyRequest,
    output: z.array(ZAdminScoreName),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/score-names/update',
    auth: 'admin',
    summary: "Sets one score-name key's names in every language",
    body: ZScoreNameUpdate,
    output: ZAdminScoreName,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/customer/config/list',
    auth: 'user',
    summary: "The company's score names (all keys, or the ones asked for)",
    body: ZCustomerConfigListRequest,
    output: z.array(ZCustomerConfigEntry),
  }),
);

/** The admin site's personnel field editor and the request to complete information. */
export const personnelFieldEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/personnel-field/list',
    auth: 'admin',
    summary: 'The personnel information fields, paged, with a keyword',
    body: ZListQuery.strict(),
    output: zPageOf(ZAdminPersonnelField),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/personnel-field/create',
    auth: 'admin',
    summary: 'Adds a personnel information field (built-in or custom key)',
    body: ZPersonnelFieldCreate,
    output: ZAdminPersonnelField,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/personnel-field/update',
    auth: 'admin',
    summary: 'Changes a personnel information field (its key cannot change)',
    body: ZPersonnelFieldUpdate,
    output: ZAdminPersonnelField,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/personnel-field/delete',
    auth: 'admin',
    summary: 'Removes a field from the form (values already given stay stored)',
    body: ZIdParam.strict(),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/personnel-field/reorder',
    auth: 'admin',
    summary: 'Puts the personnel information fields in the given order',
    body: ZPersonnelFieldReorder,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/personnel-field/request',
    auth: 'admin',
    summary: 'Asks everyone or a department (with sub-departments) to complete their information',
    body: ZPersonnelInfoRequest,
    output: ZPersonnelInfoRequested,
  }),
);

/** The learner's personnel information (spec s.5) and its submission as approvers read it. */
export const personnelEndpoints = endpoints(
  endpoint({
    method: 'GET',
    path: '/api/study/me/IsInformation',
    auth: 'user',
    summary: 'The personnel fields to fill, the last rejection and the current values',
    output: ZIsInformationResponse,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/InformationDetail',
    auth: 'user',
    summary:
      'A personnel-information submission beside the current values (applicant, approvers, admins)',
    query: ZIdParam,
    output: ZInformationDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/EditIsInformation',
    auth: 'user',
    summary: 'Submits personnel information: applied at once or pending approval',
    body: ZEditIsInformationRequest,
    output: ZEditIsInformationResponse,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/EditIsInformationV2',
    auth: 'user',
    summary: 'Submits personnel information (the same body and answer as EditIsInformation)',
    body: ZEditIsInformationRequest,
    output: ZEditIsInformationResponse,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/me/:platform/customer',
    auth: 'user',
    summary:
      "The caller's company (id, name, code, logo) and the personnel fields it asks for; platform 1 = PC",
    params: ZCustomerPlatformParam,
    output: ZCustomer,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/me/customer/field/:id/list',
    auth: 'user',
    summary: "One page of the options of a select or tree personnel field of the caller's company",
    params: ZIdParam,
    query: ZCustomerFieldOptionsQuery,
    output: ZCustomerFieldOptions,
  }),
);
