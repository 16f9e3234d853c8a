import { endpoint, endpoints } from '../api/index.ts';
import { ZLoginResponse } from '../auth/index.ts';
import { ZCreateAuthResponse, ZHandoverRequest } from './index.ts';

/** The learner site -> admin site hand-over: a single-use code, traded for an admin session. */
export const handoverEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/me/createauth',
    auth: 'manager',
    summary:
      'A single-use, 60-second code that opens the admin site for the caller (an administrator, unit manager or supervisor)',
    output: ZCreateAuthResponse,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/handover',
    auth: 'public',
    summary: 'Trades a hand-over code for a new admin session (the code is the credential)',
    body: ZHandoverRequest,
    output: ZLoginResponse,
  }),
);
