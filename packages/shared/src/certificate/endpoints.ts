import { XLSX_MIME, endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdList } from '../admin/index.ts';
import {
  ZCertificateAdminQuery,
  ZCertificateAdminRow,
  ZCertificateDesign,
  ZCertificateExport,
  ZCertificateId,
  ZCertificateIssue,
  ZCertificateIssueResult,
  ZCertificateRevoke,
  ZCertificateTemplateDetail,
  ZCertificateTemplateQuery,
  ZCertificateTemplateRow,
  ZCertificateTemplateSave,
  ZCertificateVerification,
  ZMyCertificate,
  ZMyCertificateQuery,
  ZVerifyCode,
} from './index.ts';

const PDF = { contentType: 'application/pdf', description: 'The certificate as a PDF file' };

/**
 * The learner's certificates (spec s.7 Learning "certificates", "dangerouscert list"), the
 * holder's PDF, and the public verification (no sign-in; throttled per address).
 */
export const certificateEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/me/certificates',
    auth: 'user',
    summary: "The learner's certificates, paged",
    body: ZMyCertificateQuery,
    output: zPageOf(ZMyCertificate),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/dangerouscert/list',
    auth: 'user',
    summary:
      "The learner's certificates not revoked that expired or expire within 30 days, soonest " +
      'first, paged',
    body: ZMyCertificateQuery,
    output: zPageOf(ZMyCertificate),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/certificate/pdf',
    auth: 'user',
    summary: "The holder's certificate as a PDF (refused once revoked)",
    body: ZCertificateId,
    raw: PDF,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/me/certificate/pdf',
    auth: 'user',
    summary: "The holder's certificate as a PDF, as an address (?id=) the download link opens",
    query: ZCertificateId,
    raw: PDF,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/certificate/verify/:code',
    auth: 'public',
    summary:
      'Verifies a certificate by its code: valid, expired, revoked or unknown (unknown codes ' +
      'are throttled per address)',
    params: ZVerifyCode,
    output: ZCertificateVerification,
  }),
);

/** The admin site's certificate calls (/api/manage/certificate/*). */
export const certificateAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/certificate/template/list',
    auth: 'admin',
    summary: 'Certificate templates with their sources and issued counts, paged',
    body: ZCertificateTemplateQuery,
    output: zPageOf(ZCertificateTemplateRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/certificate/template/detail',
    auth: 'admin',
    summary: 'One certificate template with its design and sources',
    body: ZCertificateId,
    output: ZCertificateTemplateDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/certificate/template/save',
    auth: 'admin',
    summary: 'Creates a certificate template (no id) or updates one',
    body: ZCertificateTemplateSave,
    output: ZCertificateTemplateDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/certificate/template/delete',
    auth: 'admin',
    summary: 'Deletes templates nothing was issued from (all of the ids, or none)',
    body: ZIdList,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/certificate/template/sample',
    auth: 'admin',
    summary: 'A sample PDF of a design as the editor holds it (saved or not)',
    body: ZCertificateDesign,
    raw: { contentType: 'application/pdf', description: 'A sample certificate as a PDF file' },
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/certificate/list',
    auth: 'admin',
    summary: 'Issued certificates by template, state and keyword, paged',
    body: ZCertificateAdminQuery,
    output: zPageOf(ZCertificateAdminRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/certificate/issue',
    auth: 'admin',
    summary: 'Issues a template to active people by hand; those holding a valid one are skipped',
    body: ZCertificateIssue,
    output: ZCertificateIssueResult,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/certificate/revoke',
    auth: 'admin',
    summary: 'Revokes an issued certificate (with an optional reason)',
    body: ZCertificateRevoke,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/certificate/pdf',
    auth: 'admin',
    summary: 'An issued certificate as a PDF',
    body: ZCertificateId,
    raw: PDF,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/certificate/export',
    auth: 'admin',
    summary: 'The xlsx of the issued certificates matching the filters',
    body: ZCertificateExport,
    raw: { contentType: XLSX_MIME, description: 'The issued certificates workbook (xlsx)' },
  }),
);
