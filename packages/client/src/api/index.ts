export {
  API_BASE,
  API_TIMEOUT_MS,
  REFRESH_TOKEN_PATH,
  createApiClient,
  filenameOf,
  type ApiClient,
  type FileDownload,
  type ApiClientOptions,
  type CallOptions,
  type ClientInput,
  type HttpMethod,
  type QueryValue,
  type RequestOptions,
  type RetInfo,
  type SessionInvalidInfo,
} from './api-client.ts';
export { ApiError, isApiError, type ApiErrorInit, type ApiErrorKind } from './api-error.ts';
export {
  DEFAULT_LOGIN_PATH,
  RET8_MARKER,
  buildLoginUrl,
  buildReturnPath,
  decideRetAction,
  hasHideErrTip,
  hasRet8Marker,
  httpErrorMessage,
  isOnLoginPage,
  stripRet8Marker,
  type PageLocation,
  type RetAction,
} from './ret-action.ts';
export {
  DEFAULT_CACHE_MS,
  cacheLifetime,
  createResponseCache,
  type ResponseCache,
} from './response-cache.ts';
export { singleFlight } from './single-flight.ts';
export { encryptPasswords, encryptWithPublicKey, importRsaPublicKey } from './rsa.ts';
export { uploadInChunks, type UploadTransport } from './chunked-upload.ts';
