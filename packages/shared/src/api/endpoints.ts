import { operationLogEndpoints } from '../admin/endpoints.ts';
import { jobEndpoints } from '../jobs/endpoints.ts';
import { importEndpoints } from '../import/endpoints.ts';
import { earningEndpoints } from '../earning/endpoints.ts';
import { auditEndpoints, auditTemplateEndpoints } from '../audit/endpoints.ts';
import { authEndpoints } from '../auth/endpoints.ts';
import { certificateEndpoints, certificateAdminEndpoints } from '../certificate/endpoints.ts';
import {
  companyConfigEndpoints,
  menuEndpoints,
  websiteEndpoints,
  scoreNameEndpoints,
  personnelFieldEndpoints,
  personnelEndpoints,
} from '../config/endpoints.ts';
import {
  courseEndpoints,
  courseAdminEndpoints,
  courseCategoryAdminEndpoints,
} from '../course/endpoints.ts';
import { dashboardEndpoints } from '../dashboard/endpoints.ts';
import { downloadEndpoints } from '../download/endpoints.ts';
import { examAdminEndpoints } from '../exam-admin/endpoints.ts';
import { examEndpoints, examReviewEndpoints } from '../exam/endpoints.ts';
import { faceIdEndpoints } from '../face-id/endpoints.ts';
import { firstCallEndpoints } from '../first-calls/endpoints.ts';
import {
  inPersonEndpoints,
  inPersonManagerEndpoints,
  inPersonAdminEndpoints,
  inPersonAdminManagerEndpoints,
} from '../in-person/endpoints.ts';
import {
  fileServingEndpoints,
  uploadEndpoints,
  packageLaunchEndpoints,
} from '../files/endpoints.ts';
import { handoverEndpoints } from '../handover/endpoints.ts';
import { healthEndpoints } from '../health/endpoints.ts';
import { homeEndpoints, bannerAdminEndpoints } from '../home/endpoints.ts';
import {
  homeworkEndpoints,
  homeworkUploadEndpoints,
  homeworkAdminEndpoints,
} from '../homework/endpoints.ts';
import { idpEndpoints } from '../idp/endpoints.ts';
import { interactionEndpoints } from '../interaction/endpoints.ts';
import { knowledgeEndpoints, knowledgeAdminEndpoints } from '../knowledge/endpoints.ts';
import { learningEndpoints } from '../learning/endpoints.ts';
import { messageEndpoints, announcementEndpoints } from '../message/endpoints.ts';
import { openApiEndpoints } from '../openapi/endpoints.ts';
import {
  positionEndpoints,
  departmentEndpoints,
  majorEndpoints,
  referenceEndpoints,
} from '../org/endpoints.ts';
import { platformEndpoints } from '../platform/endpoints.ts';
import { practiceEndpoints, practiceAdminEndpoints } from '../practice/endpoints.ts';
import { profileEndpoints } from '../profile/endpoints.ts';
import { programmeEndpoints, programmeAdminEndpoints } from '../programme/endpoints.ts';
import { questionAdminEndpoints, paperEndpoints } from '../question/endpoints.ts';
import { searchEndpoints, searchAdminEndpoints } from '../search/endpoints.ts';
import { licenceEndpoints } from '../licence/endpoints.ts';
import { registrationEndpoints, registrationAdminEndpoints } from '../registration/endpoints.ts';
import { smsAdminEndpoints } from '../sms/endpoints.ts';
import { signupEndpoints, signupAdminEndpoints } from '../signup/endpoints.ts';
import {
  iamAdminEndpoints,
  iamEndpoints,
  ssoEndpoints,
  ssoAdminEndpoints,
  suiteAdminEndpoints,
  suiteEndpoints,
  wxworkInstallEndpoints,
  feishuStoreEndpoints,
  directoryAdminEndpoints,
  partnerEndpoints,
  partnerAdminEndpoints,
  htsyEndpoints,
} from '../sso/endpoints.ts';
import { studyPlanEndpoints, studyPlanAdminEndpoints } from '../study-plan/endpoints.ts';
import { surveyEndpoints, surveyAdminEndpoints } from '../survey/endpoints.ts';
import { taskEndpoints, taskAdminEndpoints } from '../task/endpoints.ts';
import { unitEndpoints, unitAdminEndpoints } from '../unit/endpoints.ts';
import { userAdminEndpoints, contactEndpoints } from '../users/endpoints.ts';

/**
 * Every endpoint of the API by name (`POST /api/study/position/list`). The server binds
 * handlers to these, the OpenAPI document and the route table are derived from them, and the
 * apps' client takes its types from `typeof ENDPOINTS` (a type-only import).
 */
export const ENDPOINTS = {
  ...operationLogEndpoints,
  ...jobEndpoints,
  ...importEndpoints,
  ...earningEndpoints,
  ...auditEndpoints,
  ...auditTemplateEndpoints,
  ...authEndpoints,
  ...licenceEndpoints,
  ...registrationEndpoints,
  ...registrationAdminEndpoints,
  ...unitEndpoints,
  ...unitAdminEndpoints,
  ...ssoEndpoints,
  ...ssoAdminEndpoints,
  ...smsAdminEndpoints,
  ...suiteEndpoints,
  ...wxworkInstallEndpoints,
  ...feishuStoreEndpoints,
  ...suiteAdminEndpoints,
  ...directoryAdminEndpoints,
  ...iamEndpoints,
  ...iamAdminEndpoints,
  ...partnerEndpoints,
  ...partnerAdminEndpoints,
  ...htsyEndpoints,
  ...certificateEndpoints,
  ...certificateAdminEndpoints,
  ...dashboardEndpoints,
  ...companyConfigEndpoints,
  ...menuEndpoints,
  ...websiteEndpoints,
  ...scoreNameEndpoints,
  ...personnelFieldEndpoints,
  ...personnelEndpoints,
  ...courseEndpoints,
  ...courseAdminEndpoints,
  ...courseCategoryAdminEndpoints,
  ...downloadEndpoints,
  ...examAdminEndpoints,
  ...examEndpoints,
  ...faceIdEndpoints,
  ...examReviewEndpoints,
  ...inPersonEndpoints,
  ...inPersonManagerEndpoints,
  ...inPersonAdminEndpoints,
  ...inPersonAdminManagerEndpoints,
  ...fileServingEndpoints,
  ...uploadEndpoints,
  ...packageLaunchEndpoints,
  ...handoverEndpoints,
  ...healthEndpoints,
  ...firstCallEndpoints,
  ...homeEndpoints,
  ...bannerAdminEndpoints,
  ...homeworkEndpoints,
  ...homeworkUploadEndpoints,
  ...homeworkAdminEndpoints,
  ...idpEndpoints,
  ...interactionEndpoints,
  ...knowledgeEndpoints,
  ...knowledgeAdminEndpoints,
  ...learningEndpoints,
  ...messageEndpoints,
  ...announcementEndpoints,
  ...openApiEndpoints,
  ...positionEndpoints,
  ...departmentEndpoints,
  ...majorEndpoints,
  ...referenceEndpoints,
  ...platformEndpoints,
  ...practiceEndpoints,
  ...practiceAdminEndpoints,
  ...profileEndpoints,
  ...programmeEndpoints,
  ...programmeAdminEndpoints,
  ...questionAdminEndpoints,
  ...paperEndpoints,
  ...searchEndpoints,
  ...searchAdminEndpoints,
  ...signupEndpoints,
  ...signupAdminEndpoints,
  ...studyPlanEndpoints,
  ...studyPlanAdminEndpoints,
  ...surveyEndpoints,
  ...surveyAdminEndpoints,
  ...taskEndpoints,
  ...taskAdminEndpoints,
  ...userAdminEndpoints,
  ...contactEndpoints,
};

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
