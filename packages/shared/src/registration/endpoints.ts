import { endpoint, endpoints } from '../api/index.ts';
import { ZEmptyRequest } from '../config/company-config.ts';
import {
  ZAccountCheck,
  ZAccountCheckRequest,
  ZEnterpriseSearch,
  ZEnterpriseSearchRequest,
  ZRegistered,
  ZRegisterEnterpriseRequest,
  ZRegisterIndividualRequest,
  ZRegisterStatus,
  ZRegisterStatusRequest,
  ZRegistrationSettings,
  ZRegistrationSettingsUpdate,
  ZTerms,
  ZTermsRequest,
} from './index.ts';

/** Self-registration (spec s.7 "Registration", accountCheck of "Auth"); all public. */
export const registrationEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/accountCheck',
    auth: 'public',
    summary: 'Whether an account name is valid and free for a new registration',
    body: ZAccountCheckRequest,
    output: ZAccountCheck,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/register/individual',
    auth: 'public',
    summary:
      "A person registers with an enterprise that accepts registrations (captcha, terms accepted, the company's password policy); they then sign in",
    body: ZRegisterIndividualRequest,
    output: ZRegistered,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/register/enterprise',
    auth: 'public',
    summary:
      'An enterprise registers: a new company with its unique domain and its first administrator, who then signs in',
    body: ZRegisterEnterpriseRequest,
    output: ZRegistered,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/enterprise/search',
    auth: 'public',
    summary:
      'Enterprises that accept registrations, by name (their names and choosable departments only)',
    body: ZEnterpriseSearchRequest,
    output: ZEnterpriseSearch,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/register/status',
    auth: 'public',
    summary:
      "What the site's login and registration pages offer: the site's company accepting registrations, enterprises registering",
    body: ZRegisterStatusRequest,
    output: ZRegisterStatus,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/register/terms',
    auth: 'public',
    summary:
      "The site's user agreement or privacy policy in the caller's language (/mine/useragreement, /mine/private)",
    body: ZTermsRequest,
    output: ZTerms,
  }),
);

/** The admin's registration settings (spec s.6 department controls). */
export const registrationAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/registration',
    auth: 'admin',
    summary: "The company's registration settings",
    body: ZEmptyRequest,
    output: ZRegistrationSettings,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/registration/update',
    auth: 'admin',
    summary:
      "Saves the company's registration settings: open or closed, the landing and choosable departments, the agreement and privacy texts",
    body: ZRegistrationSettingsUpdate,
    output: ZRegistrationSettings,
  }),
);
